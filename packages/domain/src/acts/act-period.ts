import { monthName, previousMonth } from '../shared/dates.ts';

/** `2026-11`: a calendar month, the period of a monthly act. */
export const PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Moscow has kept UTC+3 all year since 26 October 2014 (Федеральный закон 248-ФЗ), so the start
 * of a Moscow calendar day is a fixed offset from UTC.
 */
const MOSCOW_OFFSET = '+03:00';

/** The first and the last day of a period ('YYYY-MM') as 'YYYY-MM-DD'. */
export function periodDays(period: string): { first: string; last: string } {
  const match = PERIOD_PATTERN.exec(period);
  if (!match) throw new RangeError(`Неверный период: ${period}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${period}-01`, last: `${period}-${String(lastDay).padStart(2, '0')}` };
}

/** The period after `period` ('2026-12' → '2027-01'). */
export function nextPeriod(period: string): string {
  const { first } = periodDays(period);
  const date = new Date(`${first}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 7);
}

/** The period before `period` ('2027-01' → '2026-12'). */
export function previousPeriod(period: string): string {
  periodDays(period); // a malformed period throws
  return previousMonth(period);
}

/** The instant a Moscow calendar day ('YYYY-MM-DD') begins. */
export function moscowDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${MOSCOW_OFFSET}`);
}

/**
 * The instants that bound a Moscow month — `from` inclusive, `to` exclusive (the start
 * of the next month) — the charges an act of that period covers are posted in [from, to).
 */
export function periodBounds(period: string): { from: Date; to: Date } {
  return {
    from: moscowDayStart(periodDays(period).first),
    to: moscowDayStart(periodDays(nextPeriod(period)).first),
  };
}

/** «ноябрь 2026 г.» — the period as the act's title and lines name it. */
export function formatPeriod(period: string): string {
  periodDays(period); // a malformed period throws
  return `${monthName(period)} г.`;
}
