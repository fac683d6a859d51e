import type { TariffParam } from '@kabinet/domain/tariffs';

import { PARAM_ID } from './ids.ts';

/** Step 2 «Налоги»: the tax system must be chosen; VAT starts as «Без НДС». */
export const TAX_SYSTEM_PARAMS: TariffParam[] = [
  {
    id: PARAM_ID.tax_system,
    slug: 'tax_system',
    type: 'RADIO',
    options: [
      { value: 'usn6', label: 'УСН «Доходы» 6 %', short_label: 'УСН 6 %', price: 0 },
      {
        value: 'usn15',
        label: 'УСН «Доходы минус расходы» 15 %',
        short_label: 'УСН 15 %',
        price: 2000,
      },
      // ОСНО: the first month at half price while the firm takes the ledgers over.
      {
        value: 'osno',
        label: 'Общая система (ОСНО)',
        short_label: 'ОСНО',
        price: 6000,
        first_month_sale: 50,
      },
      { value: 'ausn', label: 'Автоматизированная УСН (АУСН)', short_label: 'АУСН', price: 0 },
      { value: 'psn', label: 'Патент (ПСН), только для ИП', short_label: 'ПСН', price: 0 },
      {
        value: 'npd',
        label: 'Налог на профессиональный доход (ИП без сотрудников)',
        short_label: 'НПД',
        price: 0,
      },
    ],
    settings: {},
  },
  {
    id: PARAM_ID.vat_rate,
    slug: 'vat_rate',
    type: 'RADIO_BTN',
    options: [
      { value: 'none', label: 'Без НДС (освобождение)', short_label: 'Без НДС', price: 0 },
      { value: 'reduced', label: 'НДС 5 % или 7 % на УСН', short_label: 'НДС 5/7 %', price: 3000 },
      { value: 'general', label: 'НДС 22 % с вычетами', short_label: 'НДС 22 %', price: 5000 },
    ],
    settings: { default_value: 'none', not_empty_value: 'none' },
  },
];
