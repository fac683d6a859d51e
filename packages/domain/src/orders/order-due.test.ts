import { describe, expect, it } from 'vitest';

import { orderTaskDueDate } from './order-due.ts';

describe('orderTaskDueDate', () => {
  // Placed on Friday 20 November 2026.
  it.each([
    { turnaround: '5 рабочих дней', expected: '2026-11-27' },
    { turnaround: '1–2 рабочих дня', expected: '2026-11-24' },
    { turnaround: 'от 10 рабочих дней', expected: '2026-12-04' },
    { turnaround: 'в течение 1 рабочего дня', expected: '2026-11-23' },
    // Calendar days land on a working day: 29 November is a Sunday.
    { turnaround: '9 дней', expected: '2026-11-30' },
    // Nothing countable in working or calendar days: 3 working days.
    { turnaround: 'от 3 месяцев', expected: '2026-11-25' },
    { turnaround: '', expected: '2026-11-25' },
  ])('«$turnaround» → $expected', ({ turnaround, expected }) => {
    expect(orderTaskDueDate(turnaround, '2026-11-20')).toBe(expected);
  });
});

describe('orderTaskDueDate on a turnaround nobody means', () => {
  it('reads a count beyond a year as a year, so it is never walked day by day', () => {
    expect(orderTaskDueDate('99999999999 рабочих дней', '2026-11-02')).toBe(
      orderTaskDueDate('365 рабочих дней', '2026-11-02'),
    );
    expect(orderTaskDueDate('99999999999999999 дней', '2026-11-02')).toBe('2027-11-02');
  });
});
