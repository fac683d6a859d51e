import type { TariffParam } from '@kabinet/domain/tariffs';

import { PARAM_ID } from './ids.ts';

/** Step 1 «Форма и оборот». Both must be answered: no default, no not_empty_value. */
export const LEGAL_FORM_AND_TURNOVER_PARAMS: TariffParam[] = [
  {
    id: PARAM_ID.legal_form,
    slug: 'legal_form',
    type: 'RADIO_BTN',
    options: [
      { value: 'ip', label: 'Индивидуальный предприниматель', short_label: 'ИП', price: 0 },
      {
        value: 'ooo',
        label: 'Общество с ограниченной ответственностью',
        short_label: 'ООО',
        price: 2000,
      },
      { value: 'ao', label: 'Акционерное общество', short_label: 'АО', price: 6000 },
    ],
    settings: {},
  },
  {
    // COMPARISON over the yearly turnover in millions of roubles: the first band it fits.
    id: PARAM_ID.turnover,
    slug: 'turnover',
    type: 'COMPARISON',
    options: [
      {
        value: 'up_to_10',
        label: 'до 10 млн ₽',
        short_label: '≤ 10 млн',
        price: 0,
        comparison_value: 10,
      },
      {
        value: 'up_to_60',
        label: 'до 60 млн ₽',
        short_label: '≤ 60 млн',
        price: 1000,
        comparison_value: 60,
      },
      {
        value: 'up_to_200',
        label: 'до 200 млн ₽',
        short_label: '≤ 200 млн',
        price: 3000,
        comparison_value: 200,
      },
      {
        value: 'up_to_500',
        label: 'до 500 млн ₽',
        short_label: '≤ 500 млн',
        price: 6000,
        comparison_value: 500,
      },
      // No comparison_value: the open top band, taken above every other one.
      {
        value: 'over_500',
        label: 'свыше 500 млн ₽',
        short_label: '> 500 млн',
        price: 10000,
        comparison_value: null,
      },
    ],
    settings: {},
  },
];
