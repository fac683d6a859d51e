/**
 * Stable ids of the seeded tariff catalogue. Param ids are «step × 10 + place on the step», so
 * parent_id references read by name and never shift when a param is added to another step.
 */
export const PARAM_ID = {
  legal_form: 11,
  turnover: 12,
  tax_system: 21,
  vat_rate: 22,
  has_employees: 31,
  employees_count: 32,
  operations_count: 41,
  primary_documents: 42,
  accounting_system: 51,
  accounting_users: 52,
  reports: 61,
  foreign_trade: 71,
  foreign_trade_operations: 72,
  management_reports: 81,
  management_frequency: 82,
  realty: 91,
  transport: 92,
  bank_client: 93,
  online_cashbox: 94,
  manager_ip: 95,
  date_connect: 101,
  tariff_id: 102,
  financial_advice: 103,
  pay_months_count: 104,
} as const;

/** Stable ids and slugs of the seeded tariffs (SPEC §2: tariff_2, tariff_3, tariff_3_2025 are financial). */
export const TARIFF_ID = {
  tariff_1: 1,
  tariff_2: 2,
  tariff_3: 3,
  tariff_3_2025: 4,
} as const;

/** The basic tariff, for which management accounting is skipped (tariffs_to_skip). */
export const BASIC_TARIFF_SLUG = 'tariff_1';
