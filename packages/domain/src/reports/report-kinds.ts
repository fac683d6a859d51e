/** The reports the firm files for a company (the glossary: отчёт → report). */
export const REPORT_KIND = {
  USN_DECLARATION: 'usn_declaration',
  VAT_DECLARATION: 'vat_declaration',
  PROFIT_DECLARATION: 'profit_declaration',
  NDFL_3: 'ndfl_3',
  NDFL_6: 'ndfl_6',
  RSV: 'rsv',
  EFS_1: 'efs_1',
  PERSONIFIED: 'personified',
  TAX_NOTICE: 'tax_notice',
  FINANCIAL_STATEMENTS: 'financial_statements',
} as const;
/** A report kind. */
export type ReportKind = (typeof REPORT_KIND)[keyof typeof REPORT_KIND];
/** Every report kind, in the order the forms list them. */
export const REPORT_KINDS = Object.values(REPORT_KIND) as [ReportKind, ...ReportKind[]];

/** The Russian name of each report kind, as the client and staff see it. */
export const REPORT_KIND_NAMES: Record<ReportKind, string> = {
  usn_declaration: 'Декларация по УСН',
  vat_declaration: 'Декларация по НДС',
  profit_declaration: 'Декларация по налогу на прибыль',
  ndfl_3: '3-НДФЛ',
  ndfl_6: '6-НДФЛ',
  rsv: 'Расчёт по страховым взносам (РСВ)',
  efs_1: 'ЕФС-1',
  personified: 'Персонифицированные сведения о физлицах',
  tax_notice: 'Уведомление об исчисленных налогах',
  financial_statements: 'Бухгалтерская отчётность',
};

/** How long a kind's period is: a month, a quarter (or the year for the annual one) or a year. */
export type PeriodGrain = 'month' | 'quarter' | 'year';

/**
 * The periods a kind is filed for: monthly (уведомления, персонифицированные сведения),
 * quarterly with the year as its last period (НДС, прибыль, 6-НДФЛ, РСВ, ЕФС-1), or yearly.
 */
export const REPORT_KIND_GRAIN: Record<ReportKind, PeriodGrain> = {
  usn_declaration: 'year',
  vat_declaration: 'quarter',
  profit_declaration: 'quarter',
  ndfl_3: 'year',
  ndfl_6: 'quarter',
  rsv: 'quarter',
  efs_1: 'quarter',
  personified: 'month',
  tax_notice: 'month',
  financial_statements: 'year',
};
