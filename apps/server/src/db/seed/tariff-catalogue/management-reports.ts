import type { TariffParam } from '@kabinet/domain/tariffs';

import { BASIC_TARIFF_SLUG, PARAM_ID } from './ids.ts';

/**
 * Step 8 «Управленческий учёт». The basic tariff offers no management accounting (SPEC §2: the
 * graphs open only on financial tariffs), so both params are skipped for it; the financial
 * tariffs include some reports at 0 ₽ through their own prices (tariffs.ts).
 */
export const MANAGEMENT_REPORTS_PARAMS: TariffParam[] = [
  {
    id: PARAM_ID.management_reports,
    slug: 'management_reports',
    type: 'CHECKBOX',
    options: [
      {
        value: 'pnl',
        label: 'Отчёт о прибылях и убытках (ОПиУ)',
        short_label: 'ОПиУ',
        price: 3000,
      },
      {
        value: 'cashflow',
        label: 'Движение денежных средств (ДДС)',
        short_label: 'ДДС',
        price: 3000,
      },
      { value: 'balance', label: 'Управленческий баланс', short_label: 'Баланс', price: 4000 },
      // Budgeting: half price in the first month while the budget model is built.
      {
        value: 'budget',
        label: 'Бюджет и план-факт анализ',
        short_label: 'Бюджет',
        price: 6000,
        first_month_sale: 50,
      },
    ],
    settings: { default_value: [], not_empty_value: [], tariffs_to_skip: [BASIC_TARIFF_SLUG] },
  },
  {
    id: PARAM_ID.management_frequency,
    slug: 'management_frequency',
    type: 'RADIO_BTN',
    options: [
      { value: 'monthly', label: 'Раз в месяц', short_label: 'Ежемесячно', price: 0 },
      { value: 'weekly', label: 'Каждую неделю', short_label: 'Еженедельно', price: 5000 },
    ],
    settings: {
      default_value: 'monthly',
      not_empty_value: 'monthly',
      parent_id: PARAM_ID.management_reports,
      tariffs_to_skip: [BASIC_TARIFF_SLUG],
    },
  },
];
