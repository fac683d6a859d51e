import { describe, expect, it } from 'vitest';

import { DAY_FORMS, formatCount } from '../shared/plural.ts';

import { daysOverdue, staffInvoicesQuerySchema } from './staff-invoices.ts';

describe('daysOverdue', () => {
  it.each([
    { due: '2026-11-26', today: '2026-11-25', expected: 0 },
    { due: '2026-11-26', today: '2026-11-26', expected: 0 },
    { due: '2026-11-26', today: '2026-11-27', expected: 1 },
    { due: '2026-11-26', today: '2026-12-17', expected: 21 },
    // Across a month's and a year's end.
    { due: '2027-03-20', today: '2027-04-02', expected: 13 },
    { due: '2026-12-31', today: '2027-01-05', expected: 5 },
  ])('due $due, on $today → $expected', ({ due, today, expected }) => {
    expect(daysOverdue(due, today)).toBe(expected);
  });
});

describe('days in Russian', () => {
  it.each([
    [1, '1 день'],
    [3, '3 дня'],
    [5, '5 дней'],
    [11, '11 дней'],
    [21, '21 день'],
    [22, '22 дня'],
  ])('%i → %s', (n, text) => {
    expect(formatCount(n, DAY_FORMS)).toBe(text);
  });
});

describe('staffInvoicesQuerySchema', () => {
  it('answers the open invoices when no status is asked', () => {
    expect(staffInvoicesQuerySchema.parse({})).toEqual({ status: 'open' });
  });

  it('refuses an unknown status in Russian', () => {
    const result = staffInvoicesQuerySchema.safeParse({ status: 'paid' });
    expect(result.error?.issues[0]?.message).toBe('Неверный статус.');
  });
});
