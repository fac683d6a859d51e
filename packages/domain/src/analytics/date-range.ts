import { addDays, daysBetween } from '../shared/day-arithmetic.ts';
import {
  addMonths,
  daysInMonth,
  MAX_CALENDAR_YEAR,
  MIN_CALENDAR_YEAR,
  monthCount,
  monthNumber,
  monthOfNumber,
} from '../shared/calendar-date.ts';

/**
 * The periods analytics and management accounting are asked about. A range is two ISO
 * dates, both inclusive; months are 'YYYY-MM'. All arithmetic is on UTC calendar dates, so no
 * time zone moves a day.
 */
export interface DateRange {
  from: string;
  to: string;
}

/** The longest range one call answers: three years of months keeps the charts readable. */
export const MAX_RANGE_MONTHS = 36;

/**
 * The most months any loop here walks: the whole calendar a request may name (1900–2100). A range
 * longer than that did not come through the request schemas, and is refused before the first step.
 */
export const MAX_LOOP_MONTHS = (MAX_CALENDAR_YEAR - MIN_CALENDAR_YEAR + 1) * 12;

/** The last day of the month 'YYYY-MM'. */
export function lastDayOfMonth(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return `${month.slice(0, 7)}-${String(daysInMonth(year, index)).padStart(2, '0')}`;
}

/**
 * Every month a range touches, in order: '2026-01-15'…'2026-03-02' → 2026-01, 02, 03. The count
 * comes first: a range over MAX_LOOP_MONTHS throws a RangeError before a single month is made.
 */
export function monthsOf(range: DateRange): string[] {
  const count = monthCount(range.from, range.to);
  if (count > MAX_LOOP_MONTHS) {
    throw new RangeError(`Слишком длинный период: ${range.from}…${range.to}`);
  }
  const first = monthNumber(range.from);
  return Array.from({ length: Math.max(0, count) }, (_, index) => monthOfNumber(first + index));
}

/** How many calendar days a range holds (both ends counted). */
export function daysOf(range: DateRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/** Whether a range starts on a month's first day and ends on a month's last day. */
export function isWholeMonths(range: DateRange): boolean {
  return range.from.endsWith('-01') && range.to === lastDayOfMonth(range.to.slice(0, 7));
}

/**
 * «comparison with the previous period»: the range of equal length right before this
 * one. Whole months compare with as many whole months (Q2 → Q1, a year → the year before);
 * any other range with the same number of days ending the day before it starts.
 */
export function previousRange(range: DateRange): DateRange {
  if (isWholeMonths(range)) {
    const count = monthsOf(range).length;
    const from = addMonths(range.from.slice(0, 7), -count);
    return { from: `${from}-01`, to: lastDayOfMonth(addMonths(from, count - 1)) };
  }
  const days = daysOf(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The same dates a year earlier (29 February becomes 28 February). */
export function sameRangeLastYear(range: DateRange): DateRange {
  const back = (date: string) => {
    const month = addMonths(date.slice(0, 7), -12);
    const day = date.slice(8, 10);
    const last = lastDayOfMonth(month);
    return `${month}-${day}` > last ? last : `${month}-${day}`;
  };
  return { from: back(range.from), to: back(range.to) };
}

const MONTHS_SHORT = [
  'янв',
  'фев',
  'мар',
  'апр',
  'май',
  'июн',
  'июл',
  'авг',
  'сен',
  'окт',
  'ноя',
  'дек',
] as const;

/** A month on a chart's axis: '2026-01' → «янв 26». */
export function monthAxisLabel(month: string): string {
  return `${MONTHS_SHORT[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(2, 4)}`;
}
