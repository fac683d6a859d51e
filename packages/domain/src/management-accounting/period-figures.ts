import { lastDayOfMonth, monthsOf, type DateRange } from '../analytics/date-range.ts';
import { addDays } from '../shared/day-arithmetic.ts';
import type { MonthlyCategorySum } from '../analytics/monthly-figures.ts';
import {
  countsInProfit,
  countsInTurnover,
  FINANCING_CATEGORIES,
  operationCategoryName,
} from '../operations/operation-categories.ts';

import type { AdjustmentKind } from './adjustments.ts';
import type { Dashboard, DashboardTotals } from './dashboard.schemas.ts';

/** Loans and the owner's money: cash, not revenue or expense (the rule lives with the categories). */
export { FINANCING_CATEGORIES };

/** A staff-entered figure as the graphs read it. */
export interface AdjustmentFigure {
  month: string;
  kind: AdjustmentKind;
  amountKopecks: number;
}

/**
 * The dates whose opening balance the graphs need: the range's first day, then the day after
 * each month's end (the range's end for the last) — `balanceAt` gives the balance at a day's start.
 */
export function balanceDates(range: DateRange): string[] {
  const ends = monthsOf(range).map((month) => {
    const last = lastDayOfMonth(month);
    return addDays(last < range.to ? last : range.to, 1);
  });
  return [range.from, ...ends];
}

export interface PeriodInput {
  range: DateRange;
  rows: readonly MonthlyCategorySum[];
  adjustments: readonly AdjustmentFigure[];
  /** Balances at {@link balanceDates}, in that order. */
  balances: readonly (number | null)[];
}

type PeriodFigures = Pick<Dashboard, 'months' | 'series' | 'cash_flow'> & {
  totals: DashboardTotals;
};

function levels(months: string[], adjustments: readonly AdjustmentFigure[], kind: AdjustmentKind) {
  return months.map((month) => {
    const entries = adjustments.filter((item) => item.month === month && item.kind === kind);
    return entries.length ? entries.reduce((sum, item) => sum + item.amountKopecks, 0) : null;
  });
}

function lastKnown(values: readonly (number | null)[]): number | null {
  return [...values].reverse().find((value) => value !== null) ?? null;
}

/**
 * Management graphs of one period: revenue = money in that counts in profit (not financing, not a
 * transfer between own accounts) plus revenue adjustments, expenses likewise out plus expense
 * adjustments, profit their difference; cash in/out are the operations that came in or left the
 * company (a transfer between its own accounts did neither); the cash balance at each month's end
 * (per account, transfers included); receivables and payables as staff entered them.
 */
export function periodFigures(input: PeriodInput): PeriodFigures {
  const months = monthsOf(input.range);
  const flow = (direction: 'in' | 'out', kind: AdjustmentKind) =>
    months.map(
      (month) =>
        input.rows
          .filter((row) => row.month === month && row.direction === direction)
          .filter((row) => countsInProfit(row.category))
          .reduce((sum, row) => sum + row.kopecks, 0) +
        input.adjustments
          .filter((item) => item.month === month && item.kind === kind)
          .reduce((sum, item) => sum + item.amountKopecks, 0),
    );
  const revenue = flow('in', 'revenue');
  const expenses = flow('out', 'expense');
  const profit = months.map((_, i) => (revenue[i] ?? 0) - (expenses[i] ?? 0));
  const receivables = levels(months, input.adjustments, 'receivables');
  const payables = levels(months, input.adjustments, 'payables');
  const cashBalance = months.map((_, i) => input.balances[i + 1] ?? null);
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  const cash = (direction: 'in' | 'out') =>
    total(
      input.rows
        .filter((row) => row.direction === direction && countsInTurnover(row.category))
        .map((row) => row.kopecks),
    );
  return {
    months,
    series: { revenue, expenses, profit, cash_balance: cashBalance, receivables, payables },
    cash_flow: cashFlow(input.rows),
    totals: {
      revenue_kopecks: total(revenue),
      expenses_kopecks: total(expenses),
      profit_kopecks: total(profit),
      cash_in_kopecks: cash('in'),
      cash_out_kopecks: cash('out'),
      cash_start_kopecks: input.balances[0] ?? null,
      cash_end_kopecks: cashBalance.at(-1) ?? null,
      receivables_kopecks: lastKnown(receivables),
      payables_kopecks: lastKnown(payables),
    },
  };
}

function cashFlow(rows: readonly MonthlyCategorySum[]): Dashboard['cash_flow'] {
  const byKey = new Map<string, Dashboard['cash_flow'][number]>();
  for (const row of rows.filter((item) => countsInTurnover(item.category))) {
    const key = `${row.direction}:${row.category}`;
    const item = byKey.get(key) ?? {
      direction: row.direction,
      category: row.category,
      name: operationCategoryName(row.category),
      kopecks: 0,
      count: 0,
    };
    item.kopecks += row.kopecks;
    item.count += row.count;
    byKey.set(key, item);
  }
  return [...byKey.values()].sort((a, b) => b.kopecks - a.kopecks);
}
