import type { TariffParam } from '@kabinet/domain/tariffs';

import { PARAM_ID } from './ids.ts';

/**
 * Step 7 «ВЭД». foreign_trade is a CHECKBOX list: [] (no foreign trade) leaves
 * foreign_trade_operations inactive; ticking import or export makes it count.
 */
export const FOREIGN_TRADE_PARAMS: TariffParam[] = [
  {
    id: PARAM_ID.foreign_trade,
    slug: 'foreign_trade',
    type: 'CHECKBOX',
    options: [
      {
        value: 'import',
        label: 'Импорт (НДС при ввозе, валютный контроль)',
        short_label: 'Импорт',
        price: 3000,
      },
      {
        value: 'export',
        label: 'Экспорт (подтверждение ставки 0 %)',
        short_label: 'Экспорт',
        price: 5000,
      },
    ],
    settings: { default_value: [], not_empty_value: [] },
  },
  {
    id: PARAM_ID.foreign_trade_operations,
    slug: 'foreign_trade_operations',
    type: 'COMPARISON',
    options: [
      {
        value: 'up_to_5',
        label: 'до 5 операций ВЭД',
        short_label: '≤ 5',
        price: 0,
        comparison_value: 5,
      },
      {
        value: 'up_to_20',
        label: 'до 20 операций ВЭД',
        short_label: '≤ 20',
        price: 3000,
        comparison_value: 20,
      },
      {
        value: 'up_to_50',
        label: 'до 50 операций ВЭД',
        short_label: '≤ 50',
        price: 7000,
        comparison_value: 50,
      },
      {
        value: 'over_50',
        label: 'свыше 50 операций ВЭД',
        short_label: '> 50',
        price: 12000,
        comparison_value: null,
      },
    ],
    settings: { default_value: 1, not_empty_value: 0, parent_id: PARAM_ID.foreign_trade },
  },
];
