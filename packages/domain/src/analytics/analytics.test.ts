import { describe, expect, it } from 'vitest';

import { analyticsQuerySchema } from './analytics.schemas.ts';
import { buildAnalytics } from './build-analytics.ts';
import { addMonths } from '../shared/calendar-date.ts';
import { addDays } from '../shared/day-arithmetic.ts';

import {
  lastDayOfMonth,
  MAX_LOOP_MONTHS,
  monthAxisLabel,
  monthsOf,
  previousRange,
  sameRangeLastYear,
} from './date-range.ts';
import { formatMoneyShort, niceTicks } from './money-axis.ts';
import { presetOf, presetRange } from './period-presets.ts';

describe('date ranges', () => {
  it('lists every month a range touches', () => {
    expect(monthsOf({ from: '2026-11-15', to: '2027-02-01' })).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  it.each([
    [
      { from: '2026-04-01', to: '2026-06-30' },
      { from: '2026-01-01', to: '2026-03-31' },
    ],
    [
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '2025-01-01', to: '2025-12-31' },
    ],
    [
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-02-01', to: '2026-02-28' },
    ],
    [
      { from: '2026-03-10', to: '2026-03-19' },
      { from: '2026-02-28', to: '2026-03-09' },
    ],
  ])('compares %o with the period of equal length before it', (range, previous) => {
    expect(previousRange(range)).toEqual(previous);
  });

  it('writes a month short for an axis', () => {
    expect(monthAxisLabel('2026-05')).toBe('май 26');
  });

  it('moves a range a year back, 29 February to 28 February', () => {
    expect(sameRangeLastYear({ from: '2028-02-01', to: '2028-02-29' })).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
  });
});

describe('period presets', () => {
  it.each([
    ['month', { from: '2026-11-01', to: '2026-11-30' }],
    ['quarter', { from: '2026-10-01', to: '2026-12-31' }],
    ['year', { from: '2026-01-01', to: '2026-12-31' }],
    ['last12', { from: '2025-12-01', to: '2026-11-30' }],
  ] as const)('%s on 25 November 2026', (preset, range) => {
    expect(presetRange(preset, '2026-11-25')).toEqual(range);
    expect(presetOf(range, '2026-11-25')).toBe(preset);
  });

  it('calls any other range custom', () => {
    expect(presetOf({ from: '2026-11-02', to: '2026-11-30' }, '2026-11-25')).toBe('custom');
  });
});

describe('the analytics query', () => {
  it('refuses an end before the start, in Russian', () => {
    const parsed = analyticsQuerySchema.safeParse({ from: '2026-05-01', to: '2026-04-01' });
    expect(parsed.error?.issues[0]?.message).toBe('Конец периода раньше начала.');
  });

  it('refuses more than three years', () => {
    const parsed = analyticsQuerySchema.safeParse({ from: '2020-01-01', to: '2026-04-01' });
    expect(parsed.success).toBe(false);
  });
});

describe('buildAnalytics', () => {
  const range = { from: '2026-01-01', to: '2026-03-31' };
  const rows = [
    { month: '2026-01', direction: 'in', category: 'revenue', kopecks: 100_000_00, count: 3 },
    { month: '2026-01', direction: 'out', category: 'taxes', kopecks: 6_000_00, count: 1 },
    { month: '2026-03', direction: 'out', category: 'rent', kopecks: 30_000_00, count: 1 },
    { month: '2026-03', direction: 'in', category: 'revenue', kopecks: 50_000_00, count: 2 },
  ] as const;

  it('sums the operations by month, keeps empty months, and totals them', () => {
    const result = buildAnalytics(range, rows, { in: [], out: [] });
    expect(result.months.map((month) => month.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(result.months[1]).toMatchObject({ income_kopecks: 0, expense_kopecks: 0 });
    expect(result.months[0]).toMatchObject({ income_kopecks: 100_000_00, taxes_kopecks: 6_000_00 });
    expect(result.totals).toEqual({
      income_kopecks: 150_000_00,
      expense_kopecks: 36_000_00,
      taxes_kopecks: 6_000_00,
      net_kopecks: 114_000_00,
      count: 7,
    });
    expect(result.categories[0]).toMatchObject({ name: 'Выручка от покупателей', count: 5 });
  });

  it('leaves a transfer between own accounts out of income, expenses, categories and count', () => {
    const transfer = [
      {
        month: '2026-01',
        direction: 'out',
        category: 'own_transfer',
        kopecks: 10_000_00,
        count: 1,
      },
      { month: '2026-01', direction: 'in', category: 'own_transfer', kopecks: 10_000_00, count: 1 },
    ] as const;
    const result = buildAnalytics(range, [...rows, ...transfer], { in: [], out: [] });
    expect(result.totals).toEqual(buildAnalytics(range, rows, { in: [], out: [] }).totals);
    expect(result.months[0]).toMatchObject({
      income_kopecks: 100_000_00,
      expense_kopecks: 6_000_00,
    });
    expect(result.categories.map((category) => category.category)).not.toContain('own_transfer');
  });
});

describe('money on axes', () => {
  it.each([
    [120_000_000, '1,2 млн\u00a0₽'],
    [35_000_000, '350 тыс.\u00a0₽'],
    [80_000, '800\u00a0₽'],
    [-250_000_000_000, '−2,5 млрд\u00a0₽'],
  ])('%d kopecks read %s', (kopecks, text) => {
    expect(formatMoneyShort(kopecks)).toBe(text);
  });

  it('chooses round ticks covering the values', () => {
    expect(niceTicks(0, 950)).toEqual([0, 500, 1000]);
    expect(niceTicks(-120, 300)).toEqual([-200, 0, 200, 400]);
  });
});

describe('month loops at the calendar edges', () => {
  it('refuses a range past year 9999 before walking it (the months never ended there)', () => {
    expect(() => monthsOf({ from: '9999-12-01', to: '10000-01-31' })).toThrow(RangeError);
    expect(monthsOf({ from: '9999-12-01', to: '9999-12-31' })).toEqual(['9999-12']);
  });

  it('refuses a range longer than the whole calendar before the first month', () => {
    expect(() => monthsOf({ from: '0001-01-01', to: '9999-12-31' })).toThrow(RangeError);
    expect(monthsOf({ from: '1900-01-01', to: '2100-12-31' })).toHaveLength(MAX_LOOP_MONTHS);
  });

  it('walks the bounds and 29 February', () => {
    expect(monthsOf({ from: '1900-01-01', to: '1900-02-28' })).toEqual(['1900-01', '1900-02']);
    expect(monthsOf({ from: '2100-11-30', to: '2100-12-31' })).toEqual(['2100-11', '2100-12']);
    expect(previousRange({ from: '2028-02-01', to: '2028-02-29' })).toEqual({
      from: '2028-01-01',
      to: '2028-01-31',
    });
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2100-02')).toBe('2100-02-28');
  });

  it('moves a month across year ends and refuses to leave 0000–9999', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -13)).toBe('2024-12');
    expect(() => addMonths('9999-12', 1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });
});

describe('the analytics query at the calendar edges', () => {
  it.each([
    [
      { from: '9999-12-01', to: '9999-12-31' },
      'from',
      'Дата должна быть между 01.01.1900 и 31.12.2100.',
    ],
    [{ from: '2026-01-01', to: '2026-02-29' }, 'to', 'Конец периода: дата в формате ГГГГ-ММ-ДД.'],
    [
      { from: '0000-01-01', to: '2026-01-31' },
      'from',
      'Дата должна быть между 01.01.1900 и 31.12.2100.',
    ],
    [
      { from: "' OR 1=1--", to: '2026-01-31' },
      'from',
      'Начало периода: дата в формате ГГГГ-ММ-ДД.',
    ],
  ])('refuses %o on %s', (query, field, message) => {
    const parsed = analyticsQuerySchema.safeParse(query);
    expect(parsed.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('accepts 29 February of a leap year and the calendar bounds', () => {
    expect(analyticsQuerySchema.safeParse({ from: '2028-02-01', to: '2028-02-29' }).success).toBe(
      true,
    );
    expect(analyticsQuerySchema.safeParse({ from: '2100-01-01', to: '2100-12-31' }).success).toBe(
      true,
    );
    expect(analyticsQuerySchema.safeParse({ from: '1900-01-01', to: '1900-12-31' }).success).toBe(
      true,
    );
  });
});
