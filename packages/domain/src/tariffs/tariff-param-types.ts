// Apart from the schemas: the tariff page prices without loading zod (the pages' JS budgets).

/** SPEC §3: kinds of tariff param; TARIFF-PRICING §3 says what each adds. */
export const TARIFF_PARAM_TYPE = {
  RADIO: 'RADIO',
  RADIO_BTN: 'RADIO_BTN',
  CHECKBOX: 'CHECKBOX',
  COUNTER: 'COUNTER',
  COMPARISON: 'COMPARISON',
  HIDDEN: 'HIDDEN',
  USERS: 'USERS',
  TARIFFS: 'TARIFFS',
} as const;
/** A tariff param type of SPEC §3. */
export type TariffParamType = (typeof TARIFF_PARAM_TYPE)[keyof typeof TARIFF_PARAM_TYPE];

/** TARIFF-PRICING §3: the param that chooses the period; it adds nothing itself. */
export const PAY_MONTHS_COUNT_SLUG = 'pay_months_count';
