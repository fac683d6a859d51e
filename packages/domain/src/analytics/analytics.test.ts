import { describe, expect, it } from 'vitest';

import { analyticsQuerySchema } from './analytics.schemas.ts';
import { buildAnalytics } from './build-analytics.ts';
import { monthAxisLabel, monthsOf, previousRange, sameRangeLastYear } from './date-range.ts';
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
