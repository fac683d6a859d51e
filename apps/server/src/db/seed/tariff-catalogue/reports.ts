import type { TariffParam } from '@kabinet/domain/tariffs';

import { PARAM_ID } from './ids.ts';

/**
 * Step 6 «Отчётность»: reports beyond the declarations every tariff includes. An empty list
 * ([]) is an answer, so the step is complete until something is ticked.
 */
export const REPORTS_PARAMS: TariffParam[] = [
  {
    id: PARAM_ID.reports,
    slug: 'reports',
    type: 'CHECKBOX',
    options: [
      {
        value: 'rosstat',
        label: 'Статистическая отчётность (Росстат)',
        short_label: 'Росстат',
        price: 1000,
      },
      // The first month is free: the firm sets the reporting up once.
      {
        value: 'eco',
        label: 'Экологическая отчётность',
        short_label: 'Экология',
        price: 1500,
        first_month_price: 0,
      },
      { value: 'alcohol', label: 'Декларации по алкоголю', short_label: 'Алкоголь', price: 3000 },
      {
        value: 'bank',
        label: 'Отчётность для банка (кредит, лизинг)',
        short_label: 'Для банка',
        price: 2000,
      },
    ],
    settings: { default_value: [], not_empty_value: [] },
  },
];
