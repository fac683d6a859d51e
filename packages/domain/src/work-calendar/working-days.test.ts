import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PRODUCTION_CALENDAR } from './production-calendar.data.ts';
import { addDays } from '../shared/day-arithmetic.ts';

import {
  addWorkingDays,
  dayOffKind,
  isWorkingDay,
  nextWorkingDay,
  shiftDeadline,
} from './working-days.ts';

function workingDaysIn(year: number): number {
  let count = 0;
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) {
    if (isWorkingDay(day)) count += 1;
  }
  return count;
}

describe('the production calendar per year', () => {
  // The official totals of the five-day week: 247 working days in 2025 and in 2026.
  it.each([
    { year: 2025, days: 247 },
    { year: 2026, days: 247 },
  ])('$year has $days working days', ({ year, days }) => {
    expect(workingDaysIn(year)).toBe(days);
  });

  it.each([
    // 2025, decree No. 1335: the May, June, November and New Year's Eve transfers.
    { date: '2025-05-02', working: false },
    { date: '2025-05-08', working: false },
    { date: '2025-06-13', working: false },
    { date: '2025-11-01', working: true },
    { date: '2025-11-03', working: false },
    { date: '2025-12-31', working: false },
    { date: '2025-02-24', working: true },
    { date: '2025-03-10', working: true },
    // 2026, decree No. 1466: 1–11 January, 9 March, 11 May, 31 December off.
    { date: '2026-01-09', working: false },
    { date: '2026-01-12', working: true },
    { date: '2026-03-09', working: false },
    { date: '2026-05-11', working: false },
    { date: '2026-11-04', working: false },
    { date: '2026-11-05', working: true },
    { date: '2026-12-31', working: false },
    { date: '2026-12-30', working: true },
    // 2027: ст. 112 ч. 2 moves and the draft's November transfer.
    { date: '2027-05-03', working: false },
    { date: '2027-06-14', working: false },
    { date: '2027-11-13', working: true },
    { date: '2027-11-05', working: false },
  ])('$date is a working day: $working', ({ date, working }) => {
    expect(isWorkingDay(date)).toBe(working);
  });

  it('keeps a source for every year and only weekdays as extra days off', () => {
    for (const year of Object.values(PRODUCTION_CALENDAR)) {
      expect(year.source).not.toBe('');
      for (const day of year.extraDaysOff) expect(dayOffKind(day.date)).toBe('transfer');
      for (const day of year.workingWeekends) expect(isWorkingDay(day)).toBe(true);
    }
  });
});

describe('nextWorkingDay (НК РФ ст. 6.1 п. 7)', () => {
  it.each([
    { legal: '2026-10-25', date: '2026-10-26', reason: 'weekend' },
    { legal: '2026-01-28', date: '2026-01-28', reason: null },
    { legal: '2026-03-08', date: '2026-03-10', reason: 'holiday' },
    { legal: '2025-12-31', date: '2026-01-12', reason: 'transfer' },
    { legal: '2026-12-28', date: '2026-12-28', reason: null },
    { legal: '2025-11-01', date: '2025-11-01', reason: null },
  ])('a deadline of $legal is due on $date', ({ legal, date, reason }) => {
    const shifted = shiftDeadline(legal);
    expect(shifted.date).toBe(date);
    expect(shifted.moved_from).toBe(date === legal ? null : legal);
    expect(shifted.moved_reason).toBe(reason);
  });

  const anyDate = fc
    .date({ min: new Date('2024-12-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z') })
    .filter((date) => !Number.isNaN(date.getTime()))
    .map((date) => date.toISOString().slice(0, 10));

  it('lands on a working day, never before the deadline, with no working day skipped', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const next = nextWorkingDay(date);
        expect(isWorkingDay(next)).toBe(true);
        expect(next >= date).toBe(true);
        for (let day = date; day < next; day = addDays(day, 1)) {
          expect(isWorkingDay(day)).toBe(false);
        }
      }),
    );
  });

  it('is idempotent and keeps working days in place', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(nextWorkingDay(nextWorkingDay(date))).toBe(nextWorkingDay(date));
        if (isWorkingDay(date)) expect(nextWorkingDay(date)).toBe(date);
      }),
    );
  });
});

describe('addWorkingDays', () => {
  it.each([
    // Friday 20 November 2026 + 5 working days: the weekend is skipped.
    { date: '2026-11-20', days: 5, expected: '2026-11-27' },
    { date: '2026-11-23', days: 3, expected: '2026-11-26' },
    // Saturday: counting starts with Monday.
    { date: '2026-11-21', days: 1, expected: '2026-11-23' },
    // 30 December 2026: 31 December and 1–11 January are days off.
    { date: '2026-12-30', days: 1, expected: '2027-01-11' },
    { date: '2026-11-22', days: 0, expected: '2026-11-23' },
  ])('$date + $days working days = $expected', ({ date, days, expected }) => {
    expect(addWorkingDays(date, days)).toBe(expected);
  });
});

describe('addWorkingDays on an absurd count', () => {
  it('refuses before walking a count no deadline has', () => {
    expect(() => addWorkingDays('2026-11-02', 1e11)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-11-02', Number.NaN)).toThrow(RangeError);
  });
});
