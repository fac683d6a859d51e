import { PAY_MONTHS_COUNT_SLUG, type TariffParam } from '@kabinet/domain/tariffs';

import { PARAM_ID } from './ids.ts';

/** Months paid ahead and their sale (TARIFF-PRICING §4); sale_text «−5%» comes from the engine. */
const PAY_MONTHS = [
  { months: 1, label: '1 месяц', sale: 0 },
  { months: 3, label: '3 месяца', sale: 5 },
  { months: 6, label: '6 месяцев', sale: 10 },
  { months: 12, label: '12 месяцев', sale: 15 },
] as const;

/**
 * Step 10 «Подключение».
 * - date_connect is HIDDEN: it holds an ISO date ('2026-12-01'), which only HIDDEN keeps as
 *   is (RADIO would clear an unknown value, COUNTER/COMPARISON would price it as a number).
 *   HIDDEN never stops the calculation and, with no options, adds 0. The wizard shows a date
 *   picker for it by slug; an empty date means «today» to the server (no static
 *   not_empty_value can be a date).
 * - tariff_id is TARIFFS: the id of the tariff to connect, chosen among the priced tariffs;
 *   it adds 0 and never stops the calculation, so every tariff is priced side by side.
 * - financial_advice is a one-option CHECKBOX; the first month is free (first_month_sale 100).
 * - pay_months_count chooses the period; it adds nothing itself.
 */
export const CONNECTION_PARAMS: TariffParam[] = [
  { id: PARAM_ID.date_connect, slug: 'date_connect', type: 'HIDDEN', options: [], settings: {} },
  { id: PARAM_ID.tariff_id, slug: 'tariff_id', type: 'TARIFFS', options: [], settings: {} },
  {
    id: PARAM_ID.financial_advice,
    slug: 'financial_advice',
    type: 'CHECKBOX',
    options: [
      {
        value: 'yes',
        label: 'Финансовый консультант: ежемесячная встреча и разбор показателей',
        short_label: 'Консультант',
        price: 7000,
        first_month_sale: 100,
      },
    ],
    settings: { default_value: false, not_empty_value: false },
  },
  {
    id: PARAM_ID.pay_months_count,
    slug: PAY_MONTHS_COUNT_SLUG,
    type: 'RADIO_BTN',
    options: PAY_MONTHS.map(({ months, label, sale }) => ({
      value: months,
      label,
      short_label: `${months} мес.`,
      price: 0,
      sale,
    })),
    settings: { default_value: 1, not_empty_value: 1 },
  },
];
