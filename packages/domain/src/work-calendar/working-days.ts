import { addDays } from '../shared/day-arithmetic.ts';

import { HOLIDAYS_MM_DD, PRODUCTION_CALENDAR } from './production-calendar.data.ts';

/** Why a day is not worked: a ст. 112 holiday, a weekend, or a weekday made a day off by a transfer. */
export type DayOffKind = 'holiday' | 'weekend' | 'transfer';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(date: string): Date {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not an ISO date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** Day of the week of an ISO date: 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return toUtc(date).getUTCDay();
}

/**
 * Why `date` (YYYY-MM-DD) is a day off, or null for a working day: ст. 112 ч. 1 holidays first,
 * then the year's transfers (PRODUCTION_CALENDAR), then Saturdays and Sundays unless the decree
 * made them working.
 */
export function dayOffKind(date: string): DayOffKind | null {
  if (HOLIDAYS_MM_DD.includes(date.slice(5))) return 'holiday';
  const year = PRODUCTION_CALENDAR[Number(date.slice(0, 4))];
  if (year?.extraDaysOff.some((day) => day.date === date)) return 'transfer';
  const day = weekday(date);
  if ((day === 0 || day === 6) && !year?.workingWeekends.includes(date)) return 'weekend';
  return null;
}

/** Whether `date` is a working day of the Russian production calendar. */
export function isWorkingDay(date: string): boolean {
  return dayOffKind(date) === null;
}

/**
 * НК РФ ст. 6.1 п. 7: a deadline that falls on a weekend or a non-working holiday moves to the
 * next working day; a working day stays as it is.
 */
export function nextWorkingDay(date: string): string {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** A legal deadline with where it lands: `date` is the working day, `moved_from` the legal one when moved. */
export type ShiftedDeadline = {
  date: string;
  moved_from: string | null;
  moved_reason: DayOffKind | null;
};

/** НК РФ ст. 6.1 п. 7 applied to a legal deadline, saying why it moved. */
export function shiftDeadline(legal: string): ShiftedDeadline {
  const date = nextWorkingDay(legal);
  return date === legal
    ? { date, moved_from: null, moved_reason: null }
    : { date, moved_from: legal, moved_reason: dayOffKind(legal) };
}

/** The last working day of `date`'s month on or before it (НК РФ deadlines «последний рабочий день»). */
export function lastWorkingDayOnOrBefore(date: string): string {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

/** The most working days one deadline counts (about ten years): beyond it a count is refused. */
export const MAX_WORKING_DAYS = 2500;

/**
 * Task deadlines («через 5 рабочих дней»): the working day `days` working days after
 * `date` (the day itself not counted), by the production calendar. 0 → `date` moved to the next
 * working day.
 */
export function addWorkingDays(date: string, days: number): string {
  // The count is checked before the walk: a turnaround of a billion days is a typo, not a wait.
  if (!Number.isSafeInteger(days) || days > MAX_WORKING_DAYS) {
    throw new RangeError(`Слишком много рабочих дней: ${days}`);
  }
  let day = date;
  for (let left = days; left > 0; left -= 1) day = nextWorkingDay(addDays(day, 1));
  return nextWorkingDay(day);
}
