import * as z from 'zod';

/**
 * Calendar inputs — a day 'YYYY-MM-DD', a month 'YYYY-MM', a year — as a request may carry them,
 * bounded to the years an accounting firm can mean. Outside them dates stop being plain strings:
 * past 9999 `toISOString` writes «+010000», which sorts before «9999», and a month loop compared
 * on ISO strings never ends. Every date, month or year a request brings is parsed here, so no
 * rule downstream sees one outside the bounds.
 */
export const MIN_CALENDAR_YEAR = 1900;
export const MAX_CALENDAR_YEAR = 2100;
export const MIN_CALENDAR_DATE = `${MIN_CALENDAR_YEAR}-01-01`;
export const MAX_CALENDAR_DATE = `${MAX_CALENDAR_YEAR}-12-31`;
export const MIN_CALENDAR_MONTH = `${MIN_CALENDAR_YEAR}-01`;
export const MAX_CALENDAR_MONTH = `${MAX_CALENDAR_YEAR}-12`;

export const DATE_BOUNDS_MESSAGE = `Дата должна быть между 01.01.${MIN_CALENDAR_YEAR} и 31.12.${MAX_CALENDAR_YEAR}.`;
export const MONTH_BOUNDS_MESSAGE = `Месяц должен быть между 01.${MIN_CALENDAR_YEAR} и 12.${MAX_CALENDAR_YEAR}.`;

/** 'YYYY-MM-DD' and 'YYYY-MM' by shape only (a month 01–12, a day 01–31). */
export const ISO_DATE_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const ISO_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** How many days the month has (1-based month; leap years by the Gregorian rule). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const inYears = (year: number) => year >= MIN_CALENDAR_YEAR && year <= MAX_CALENDAR_YEAR;

/** Whether `text` is a real day 'YYYY-MM-DD' (2026-02-29 is not, 2028-02-29 is) within the bounds. */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  return inYears(year) && Number(match[3]) <= daysInMonth(year, Number(match[2]));
}

/** Whether `text` is a month 'YYYY-MM' within the bounds. */
export function isCalendarMonth(text: string): boolean {
  const match = ISO_MONTH_PATTERN.exec(text);
  return match !== null && inYears(Number(match[1]));
}

/** A month as a number of months since year 0, for arithmetic without Date. */
export function monthNumber(month: string): number {
  const match = ISO_MONTH_PATTERN.exec(month.slice(0, 7));
  if (!match) throw new RangeError(`Неверный месяц: ${month}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

/** The month 'YYYY-MM' of a month number; a year past 0000–9999 has no such form and throws. */
export function monthOfNumber(value: number): string {
  const year = Math.floor(value / 12);
  if (!Number.isSafeInteger(value) || year < 0 || year > 9999) {
    throw new RangeError(`Месяц вне календаря: ${value}`);
  }
  return `${String(year).padStart(4, '0')}-${String((value % 12) + 1).padStart(2, '0')}`;
}

/** The month `months` after 'YYYY-MM' (negative: before); past 0000–9999 it throws a RangeError. */
export function addMonths(month: string, months: number): string {
  return monthOfNumber(monthNumber(month) + months);
}

/** How many months a range touches, both ends counted ('2026-01-31'…'2026-02-01' → 2). */
export function monthCount(from: string, to: string): number {
  return monthNumber(to) - monthNumber(from) + 1;
}

/** Whether the year of `value` is within the bounds; true when the shape is wrong (said elsewhere). */
function yearIn(pattern: RegExp, value: string): boolean {
  const match = pattern.exec(value);
  return !match || inYears(Number(match[1]));
}

const shapeError = (what: string | undefined, shape: string) =>
  what ? `${what}: ${shape}` : shape[0]?.toUpperCase() + shape.slice(1);

/**
 * A day 'YYYY-MM-DD' of a request: a real calendar date between 1900-01-01 and 2100-12-31.
 * Built on `z.iso.date` so the OpenAPI document says `format: date` (the fuzz suite sends its
 * boundary dates by it); the bounds are a further check, skipped when the shape is already wrong
 * so one bad value gets one message.
 */
export function calendarDateSchema(what?: string) {
  return z.iso
    .date(shapeError(what, 'дата в формате ГГГГ-ММ-ДД.'))
    .refine((value) => yearIn(ISO_DATE_PATTERN, value), { message: DATE_BOUNDS_MESSAGE });
}

/**
 * A month 'YYYY-MM' of a request, between 1900-01 and 2100-12 (its pattern is in the OpenAPI
 * document). A field that calls its month otherwise (an act's «Период») says so in its messages.
 */
export function calendarMonthSchema(
  messages: { missing: string; shape: string } = {
    missing: 'Укажите месяц.',
    shape: 'Месяц в формате ГГГГ-ММ.',
  },
) {
  return z
    .string(messages.missing)
    .trim()
    .regex(ISO_MONTH_PATTERN, messages.shape)
    .refine((value) => yearIn(ISO_MONTH_PATTERN, value), { message: MONTH_BOUNDS_MESSAGE });
}

/**
 * A year of a request (a number, or its text in a query): an integer from `min` (a rule's own
 * first year, 1900 by default) to 2100.
 */
export function calendarYearSchema(min: number = MIN_CALENDAR_YEAR, query = false) {
  const number = query ? z.coerce.number('Укажите год.') : z.number('Укажите год.');
  return number
    .int('Год — целое число.')
    .min(Math.max(min, MIN_CALENDAR_YEAR), `Год от ${Math.max(min, MIN_CALENDAR_YEAR)}.`)
    .max(MAX_CALENDAR_YEAR, `Год до ${MAX_CALENDAR_YEAR}.`);
}

/**
 * What is wrong with a range of two calendar dates, both inclusive: its end before its start, or
 * more than `maxMonths` months touched. Null when it is fine — or when either end is not a
 * calendar date, which its own field already says. Counted by arithmetic, never by walking the
 * months, so no range is too long to judge.
 */
export function calendarRangeError(from: string, to: string, maxMonths: number): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return null;
  if (to < from) return 'Конец периода раньше начала.';
  if (monthCount(from, to) > maxMonths) return `Период не длиннее ${maxMonths} месяцев.`;
  return null;
}
