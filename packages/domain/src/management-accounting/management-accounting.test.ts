import { describe, expect, it } from 'vitest';

import { adjustmentBodySchema } from './adjustments.ts';
import { buildDashboard, delta } from './build-dashboard.ts';
import {
  updateManagementFileBodySchema,
  uploadManagementFileFieldsSchema,
} from './management-files.schemas.ts';
import { managementPeriodEnd, managementPeriodName } from './management-files.ts';
import { balanceDates, periodFigures } from './period-figures.ts';

describe('management report periods', () => {
  it.each([
    ['month', '2026-10', 'октябрь 2026', '2026-10'],
    ['quarter', '2026-Q3', '3 квартал 2026', '2026-09'],
    ['year', '2025', '2025 год', '2025-12'],
  ] as const)('%s %s reads «%s» and sorts as %s', (type, period, name, end) => {
    expect(managementPeriodName(type, period)).toBe(name);
    expect(managementPeriodEnd(type, period)).toBe(end);
  });

  it('refuses a period written not the way its type asks', () => {
    const parsed = uploadManagementFileFieldsSchema.safeParse({
      kind: 'pnl',
      period_type: 'quarter',
      period: '2026-10',
    });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['period'],
      message: 'Период в формате ГГГГ-QN.',
    });
  });

  it('changes a period only together with its type', () => {
    expect(updateManagementFileBodySchema.safeParse({ period: '2026' }).success).toBe(false);
    expect(updateManagementFileBodySchema.safeParse({ title: 'ОПиУ' }).success).toBe(true);
  });
});

describe('adjustments', () => {
  it('refuses a negative debt', () => {
    const parsed = adjustmentBodySchema.safeParse({
      month: '2026-10',
      kind: 'receivables',
      amount_kopecks: -100,
    });
    expect(parsed.error?.issues[0]?.message).toBe('Задолженность не бывает отрицательной.');
  });
});

describe('delta', () => {
  it.each([
    [150, 100, { kopecks: 50, percent: 50 }],
    [50, -100, { kopecks: 150, percent: 150 }],
    [10, 0, { kopecks: 10, percent: null }],
    [null, 10, { kopecks: null, percent: null }],
  ])('%s against %s', (current, base, expected) => {
    expect(delta(current, base)).toEqual(expected);
  });
});

describe('the management graphs', () => {
  const range = { from: '2026-01-01', to: '2026-02-28' };
  const rows = [
    { month: '2026-01', direction: 'in', category: 'revenue', kopecks: 500_000_00, count: 4 },
    {
      month: '2026-01',
      direction: 'in',
      category: 'loans_received',
      kopecks: 1_000_000_00,
      count: 1,
    },
    { month: '2026-01', direction: 'out', category: 'salary', kopecks: 200_000_00, count: 2 },
    { month: '2026-02', direction: 'out', category: 'taxes', kopecks: 50_000_00, count: 1 },
  ] as const;

  it('asks the balance at the start and after each month', () => {
    expect(balanceDates(range)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
  });

  it('leaves financing out of revenue, adds adjustments, and keeps cash equal to the operations', () => {
    const figures = periodFigures({
      range,
      rows,
      adjustments: [
        { month: '2026-02', kind: 'revenue', amountKopecks: 30_000_00 },
        { month: '2026-01', kind: 'receivables', amountKopecks: 70_000_00 },
      ],
      balances: [10_000_00, 1_310_000_00, 1_260_000_00],
    });
    expect(figures.series.revenue).toEqual([500_000_00, 30_000_00]);
    expect(figures.series.profit).toEqual([300_000_00, -20_000_00]);
    expect(figures.series.receivables).toEqual([70_000_00, null]);
    expect(figures.totals).toMatchObject({
      cash_in_kopecks: 1_500_000_00,
      cash_out_kopecks: 250_000_00,
      cash_start_kopecks: 10_000_00,
      cash_end_kopecks: 1_260_000_00,
      receivables_kopecks: 70_000_00,
      payables_kopecks: null,
    });
  });

  it('leaves a transfer between own accounts out of revenue, expenses, profit and cash in/out', () => {
    const transfer = (direction: 'in' | 'out') => ({
      month: '2026-01',
      direction,
      category: 'own_transfer',
      kopecks: 10_000_00,
      count: 1,
    });
    const input = { range, adjustments: [], balances: [10_000_00, 20_000_00, 30_000_00] };
    const without = periodFigures({ ...input, rows });
    const figures = periodFigures({ ...input, rows: [...rows, transfer('out'), transfer('in')] });
    expect(figures.series).toEqual(without.series);
    expect(figures.totals).toEqual(without.totals);
    expect(figures.cash_flow).toEqual(without.cash_flow);
  });

  it('compares with the previous period and last year', () => {
    const empty = (from: string, to: string) => ({
      range: { from, to },
      rows: [],
      adjustments: [],
      balances: [null, null, null],
    });
    const dashboard = buildDashboard(
      7,
      { range, rows, adjustments: [], balances: [0, 0, 0] },
      empty('2025-11-01', '2025-12-31'),
      {
        ...empty('2025-01-01', '2025-02-28'),
        rows: [
          { month: '2025-01', direction: 'in', category: 'revenue', kopecks: 250_000_00, count: 1 },
        ],
      },
    );
    expect(dashboard.comparison.last_year.deltas.revenue).toEqual({
      kopecks: 250_000_00,
      percent: 100,
    });
    expect(dashboard.comparison.previous.deltas.revenue.percent).toBeNull();
  });
});
