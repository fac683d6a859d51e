import type { UploadRule } from '../files/file-types.ts';
import { monthName } from '../shared/dates.ts';

/** What a management report is — ОПиУ (P&L), ДДС (cash flow) or the balance sheet. */
export const MANAGEMENT_REPORT_KINDS = ['pnl', 'cash_flow', 'balance'] as const;
export type ManagementReportKind = (typeof MANAGEMENT_REPORT_KINDS)[number];

export const MANAGEMENT_REPORT_KIND_NAMES: Record<ManagementReportKind, string> = {
  pnl: 'ОПиУ (прибыли и убытки)',
  cash_flow: 'ДДС (движение денег)',
  balance: 'Управленческий баланс',
};

/** The span a report covers. */
export const MANAGEMENT_PERIOD_TYPES = ['month', 'quarter', 'year'] as const;
export type ManagementPeriodType = (typeof MANAGEMENT_PERIOD_TYPES)[number];

export const MANAGEMENT_PERIOD_TYPE_NAMES: Record<ManagementPeriodType, string> = {
  month: 'Месяц',
  quarter: 'Квартал',
  year: 'Год',
};

/** How a period is written for each type: '2026-10', '2026-Q4', '2026'. */
export const MANAGEMENT_PERIOD_PATTERNS: Record<ManagementPeriodType, RegExp> = {
  month: /^(\d{4})-(0[1-9]|1[0-2])$/,
  quarter: /^(\d{4})-Q([1-4])$/,
  year: /^(\d{4})$/,
};

/** Whether `period` is written the way its type asks. */
export function isManagementPeriod(type: ManagementPeriodType, period: string): boolean {
  return MANAGEMENT_PERIOD_PATTERNS[type].test(period);
}

/** «октябрь 2026», «4 квартал 2026», «2026 год». */
export function managementPeriodName(type: ManagementPeriodType, period: string): string {
  if (type === 'month') return monthName(period);
  if (type === 'quarter') return `${period.slice(6)} квартал ${period.slice(0, 4)}`;
  return `${period} год`;
}

/**
 * A period as a sortable key: the last month it covers, so a year sorts after its December and
 * the newest reports come first whatever their span ('2026-Q4' → '2026-12').
 */
export function managementPeriodEnd(type: ManagementPeriodType, period: string): string {
  if (type === 'month') return period;
  if (type === 'quarter') {
    return `${period.slice(0, 4)}-${String(Number(period.slice(6)) * 3).padStart(2, '0')}`;
  }
  return `${period}-12`;
}

/**
 * Management reports are PDF or XLSX up to 20 MB. A PDF is previewed in the page; an
 * XLSX is downloaded (a report's formulas, merged cells and formats do not survive a table
 * rendering, and the client opens it in Excel anyway).
 */
export const MANAGEMENT_FILE_UPLOAD = {
  extensions: ['pdf', 'xlsx'] as const,
  maxBytes: 20 * 1024 * 1024,
} satisfies UploadRule;

/** The title a report gets when staff leave it empty: «ОПиУ (прибыли и убытки) — октябрь 2026». */
export function defaultManagementTitle(
  kind: ManagementReportKind,
  type: ManagementPeriodType,
  period: string,
): string {
  return `${MANAGEMENT_REPORT_KIND_NAMES[kind]} — ${managementPeriodName(type, period)}`;
}
