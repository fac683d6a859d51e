import { describe, expect, it } from 'vitest';

import { addDays, daysBetween } from './day-arithmetic.ts';

describe('addDays', () => {
  it('moves across months, years and 29 February', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('goes back on negative days and stays on zero', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('refuses a result outside 0000–9999 and text that is not a day', () => {
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
    expect(() => addDays('2026-01-01T10:00:00Z', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts whole days, negative when the end is earlier', () => {
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(0);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-03-10', '2026-03-03')).toBe(-7);
  });

  it('is the inverse of addDays', () => {
    for (const days of [-400, -1, 0, 1, 31, 1000]) {
      expect(daysBetween('2026-03-29', addDays('2026-03-29', days))).toBe(days);
    }
  });
});
