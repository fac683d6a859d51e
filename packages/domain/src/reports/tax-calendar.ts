import { MONTHS_GENITIVE } from '../shared/dates.ts';
import { shiftDeadline, type DayOffKind } from '../work-calendar/working-days.ts';

import { REPORT_KIND, REPORT_KIND_NAMES, type ReportKind } from './report-kinds.ts';
import { formatReportPeriod, reportPeriodKey, type ReportPeriod } from './report-period.ts';
import { obligationsOfPeriodYear, type Obligation } from './tax-obligations.ts';
import type { TaxProfile } from './tax-profile.ts';

/** One line of the tax calendar, before the company's reports are matched to it. */
export type TaxCalendarEntry = {
  /** Stable per company and year: `ndfl_6:2026-q1`, `payment:2026-04-28` (reminder marks use it). */
  key: string;
  /** The working day it is due (НК РФ ст. 6.1 п. 7). */
  date: string;
  /** The legal date when it moved, else null. */
  moved_from: string | null;
  moved_reason: DayOffKind | null;
  kind: 'report' | 'payment';
  title: string;
  details: string[];
  report_kind: ReportKind | null;
  period: ReportPeriod | null;
};

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);

function reportEntry(item: Extract<Obligation, { type: 'report' }>): TaxCalendarEntry {
  return {
    key: `${item.kind}:${reportPeriodKey(item.period)}`,
    ...shiftDeadline(item.legal),
    kind: 'report',
    title: `${REPORT_KIND_NAMES[item.kind]} за ${formatReportPeriod(item.period)}`,
    details: [],
    report_kind: item.kind,
    period: item.period,
  };
}

/** Уведомления of one date are one report (ст. 58 п. 9: one уведомление lists every tax). */
function noticeEntry(legal: string, reasons: string[]): TaxCalendarEntry {
  const period = {
    year: Number(legal.slice(0, 4)),
    quarter: null,
    month: Number(legal.slice(5, 7)),
  };
  return {
    key: `${REPORT_KIND.TAX_NOTICE}:${reportPeriodKey(period)}`,
    ...shiftDeadline(legal),
    kind: 'report',
    title: REPORT_KIND_NAMES.tax_notice,
    details: reasons.map(capitalise),
    report_kind: REPORT_KIND.TAX_NOTICE,
    period,
  };
}

/** Payments of one date are one единый налоговый платёж (ст. 11.3, ст. 58 п. 1). */
function paymentEntry(legal: string, reasons: string[]): TaxCalendarEntry {
  const [only] = reasons;
  return {
    key: `payment:${legal}`,
    ...shiftDeadline(legal),
    kind: 'payment',
    title: reasons.length === 1 && only ? `Уплата: ${only}` : 'Единый налоговый платёж (ЕНП)',
    details: reasons.length === 1 ? [] : reasons.map(capitalise),
    report_kind: null,
    period: null,
  };
}

function groupByDate(items: readonly { reason: string; legal: string }[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const item of items) {
    const reasons = groups.get(item.legal) ?? [];
    if (!reasons.includes(item.reason)) reasons.push(item.reason);
    groups.set(item.legal, reasons);
  }
  return groups;
}

/**
 * The company's tax calendar for `year` — every report and payment whose legal deadline
 * falls in that year (from the periods of the year before and of this one), each due on the next
 * working day when the deadline is a day off, sorted by the day it is due.
 */
export function taxCalendar(profile: TaxProfile, year: number): TaxCalendarEntry[] {
  const inYear = (item: Obligation) => item.legal.startsWith(`${year}-`);
  const all = [
    ...obligationsOfPeriodYear(profile, year - 1),
    ...obligationsOfPeriodYear(profile, year),
  ].filter(inYear);
  const reports = all.flatMap((item) => (item.type === 'report' ? [reportEntry(item)] : []));
  const notices = [...groupByDate(all.filter((item) => item.type === 'notice'))].map(
    ([legal, reasons]) => noticeEntry(legal, reasons),
  );
  const payments = [...groupByDate(all.filter((item) => item.type === 'payment'))].map(
    ([legal, reasons]) => paymentEntry(legal, reasons),
  );
  return [...reports, ...notices, ...payments].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind) || a.key.localeCompare(b.key),
  );
}

/** «перенесено с 25 октября (выходной)»: why a deadline is later than the law's date. */
export function movedHint(
  entry: Pick<TaxCalendarEntry, 'moved_from' | 'moved_reason'>,
): string | null {
  if (!entry.moved_from) return null;
  const [, month = 1, date = 1] = entry.moved_from.split('-').map(Number);
  const reason =
    entry.moved_reason === 'holiday'
      ? 'праздник'
      : entry.moved_reason === 'transfer'
        ? 'нерабочий день'
        : 'выходной';
  return `перенесено с ${date} ${MONTHS_GENITIVE[month - 1] ?? ''} (${reason})`;
}
