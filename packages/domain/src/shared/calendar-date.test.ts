import { describe, expect, it } from 'vitest';

import {
  calendarDateSchema,
  calendarMonthSchema,
  calendarRangeError,
  calendarYearSchema,
  DATE_BOUNDS_MESSAGE,
  isCalendarDate,
  isCalendarMonth,
  MAX_CALENDAR_DATE,
  MIN_CALENDAR_DATE,
  monthCount,
  MONTH_BOUNDS_MESSAGE,
  monthOfNumber,
} from './calendar-date.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('calendar dates', () => {
  it.each([
    ['1900-01-01', true],
    ['2100-12-31', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2026-02-29', false],
    ['2100-02-29', false],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['0000-01-01', false],
    ['9999-12-31', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['+010000-01-01', false],
    ["' OR 1=1--", false],
  ])('%s is a calendar date: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });

  it('names the bounds', () => {
    expect([MIN_CALENDAR_DATE, MAX_CALENDAR_DATE]).toEqual(['1900-01-01', '2100-12-31']);
  });

  it.each([
    ['2028-02-29', []],
    ['2100-12-31', []],
    ['9999-12-31', [DATE_BOUNDS_MESSAGE]],
    ['1899-12-31', [DATE_BOUNDS_MESSAGE]],
    ['2026-02-29', ['Начало: дата в формате ГГГГ-ММ-ДД.']],
    ['0000-01-01', [DATE_BOUNDS_MESSAGE]],
    ['31.12.2026', ['Начало: дата в формате ГГГГ-ММ-ДД.']],
  ])('the schema answers %s with %o', (text, expected) => {
    expect(messages(calendarDateSchema('Начало').safeParse(text))).toEqual(expected);
  });

  it('says the bounds in Russian', () => {
    expect(DATE_BOUNDS_MESSAGE).toBe('Дата должна быть между 01.01.1900 и 31.12.2100.');
  });
});

describe('calendar months and years', () => {
  it.each([
    ['1900-01', true],
    ['2100-12', true],
    ['2026-13', false],
    ['0000-00', false],
    ['9999-12', false],
    ['1899-12', false],
  ])('%s is a calendar month: %s', (text, expected) => {
    expect(isCalendarMonth(text)).toBe(expected);
    expect(calendarMonthSchema().safeParse(text).success).toBe(expected);
  });

  it('refuses a month past the bounds with the bounds, a bad month with its shape', () => {
    expect(messages(calendarMonthSchema().safeParse('9999-12'))).toEqual([MONTH_BOUNDS_MESSAGE]);
    expect(messages(calendarMonthSchema().safeParse('2026-13'))).toEqual([
      'Месяц в формате ГГГГ-ММ.',
    ]);
  });

  it.each([
    [2026, true],
    [1900, true],
    [2100, true],
    [0, false],
    [-1, false],
    [10_000, false],
    [2026.5, false],
  ])('year %s is accepted: %s', (year, expected) => {
    expect(calendarYearSchema().safeParse(year).success).toBe(expected);
  });

  it('keeps a rule its own first year and reads a query text', () => {
    expect(messages(calendarYearSchema(2020, true).safeParse('2019'))).toEqual(['Год от 2020.']);
    expect(calendarYearSchema(2020, true).parse('2026')).toBe(2026);
  });

  it('writes no month past year 9999, where ISO text stops sorting', () => {
    expect(monthOfNumber(9999 * 12 + 11)).toBe('9999-12');
    expect(() => monthOfNumber(10_000 * 12)).toThrow(RangeError);
  });
});

describe('calendar ranges', () => {
  it.each([
    ['2026-01-01', '2026-12-31', 36, null],
    ['2026-05-01', '2026-04-01', 36, 'Конец периода раньше начала.'],
    ['2020-01-01', '2026-04-01', 36, 'Период не длиннее 36 месяцев.'],
    ['1900-01-01', '2100-12-31', 36, 'Период не длиннее 36 месяцев.'],
    // An end outside the calendar is its own field's error; the range says nothing more.
    ['9999-12-01', '9999-12-31', 36, null],
  ])('%s…%s (at most %i months): %s', (from, to, max, expected) => {
    expect(calendarRangeError(from, to, max)).toBe(expected);
  });

  it('counts the months a range touches without walking them', () => {
    expect(monthCount('2026-01-31', '2026-02-01')).toBe(2);
    expect(monthCount('1900-01-01', '2100-12-31')).toBe(2412);
  });
});
