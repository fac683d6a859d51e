import { monthName } from '../shared/dates.ts';

import { REPORT_KIND_GRAIN, type ReportKind } from './report-kinds.ts';

/** The period a report covers: a year, a quarter of it or a month (never both). */
export type ReportPeriod = { year: number; quarter: number | null; month: number | null };

/** «март 2026», «1 квартал 2026», «2026 год». */
export function formatReportPeriod(period: ReportPeriod): string {
  if (period.month !== null) {
    return monthName(`${period.year}-${String(period.month).padStart(2, '0')}`);
  }
  if (period.quarter !== null) return `${period.quarter} квартал ${period.year}`;
  return `${period.year} год`;
}

/**
 * The period a kind is filed for is of its grain: a month for the monthly ones, a quarter or the
 * whole year for the quarterly ones (their last period is the year), the year for the yearly.
 * Null when the period fits, else the Russian message for the form.
 */
export function reportPeriodError(kind: ReportKind, period: ReportPeriod): string | null {
  const grain = REPORT_KIND_GRAIN[kind];
  if (period.quarter !== null && period.month !== null) return 'Укажите квартал или месяц, не оба.';
  if (grain === 'month' && period.month === null) {
    return 'Этот отчёт сдаётся за месяц: укажите месяц.';
  }
  if (grain !== 'month' && period.month !== null) return 'Этот отчёт сдаётся не за месяц.';
  if (grain === 'year' && period.quarter !== null) return 'Этот отчёт сдаётся за год.';
  return null;
}

/** A sortable key of a period: '2026', '2026-q1', '2026-03'. */
export function reportPeriodKey(period: ReportPeriod): string {
  if (period.month !== null) return `${period.year}-${String(period.month).padStart(2, '0')}`;
  if (period.quarter !== null) return `${period.year}-q${period.quarter}`;
  return String(period.year);
}
