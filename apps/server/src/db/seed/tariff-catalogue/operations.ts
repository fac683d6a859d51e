import type { TariffParam } from '@kabinet/domain/tariffs';

import { PARAM_ID } from './ids.ts';

/** Step 4 «Операции»: bank and document operations a month (must be answered). */
export const OPERATIONS_PARAMS: TariffParam[] = [
  {
    id: PARAM_ID.operations_count,
    slug: 'operations_count',
    type: 'COMPARISON',
    options: [
      {
        value: 'up_to_10',
        label: 'до 10 операций',
        short_label: '≤ 10',
        price: 0,
        comparison_value: 10,
      },
      {
        value: 'up_to_30',
        label: 'до 30 операций',
        short_label: '≤ 30',
        price: 2000,
        comparison_value: 30,
      },
      {
        value: 'up_to_60',
        label: 'до 60 операций',
        short_label: '≤ 60',
        price: 4000,
        comparison_value: 60,
      },
      {
        value: 'up_to_100',
        label: 'до 100 операций',
        short_label: '≤ 100',
        price: 7000,
        comparison_value: 100,
      },
      {
        value: 'up_to_150',
        label: 'до 150 операций',
        short_label: '≤ 150',
        price: 10000,
        comparison_value: 150,
      },
      {
        value: 'up_to_200',
        label: 'до 200 операций',
        short_label: '≤ 200',
        price: 13000,
        comparison_value: 200,
      },
      {
        value: 'up_to_300',
        label: 'до 300 операций',
        short_label: '≤ 300',
        price: 18000,
        comparison_value: 300,
      },
      {
        value: 'over_300',
        label: 'свыше 300 операций',
        short_label: '> 300',
        price: 25000,
        comparison_value: null,
      },
    ],
    settings: {},
  },
  {
    id: PARAM_ID.primary_documents,
    slug: 'primary_documents',
    type: 'RADIO_BTN',
    options: [
      {
        value: 'client',
        label: 'Счета, акты и накладные готовите сами',
        short_label: 'Сами',
        price: 0,
      },
      {
        value: 'firm',
        label: 'Выставляем счета, акты и накладные за вас',
        short_label: 'Мы',
        price: 3000,
      },
    ],
    settings: { default_value: 'client', not_empty_value: 'client' },
  },
];
