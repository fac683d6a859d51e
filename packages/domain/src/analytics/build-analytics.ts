import {
  countsInTurnover,
  operationCategoryName,
  TAXES_CATEGORY,
} from '../operations/operation-categories.ts';

import type { Analytics, AnalyticsCategory, AnalyticsMonth } from './analytics.schemas.ts';
import { monthsOf, type DateRange } from './date-range.ts';
import type { CounterpartySum, MonthlyCategorySum } from './monthly-figures.ts';

/** How many counterparties each top list shows. */
export const TOP_COUNTERPARTIES = 10;

/**
 * Analytics: every month of the range (empty ones as zeros, so the chart's axis is the period),
 * income = all money in, expenses = all money out, taxes = the TAXES_CATEGORY part of the out;
 * categories by total, largest first. The totals are the sums of the operations — all but
 * transfers between the company's own accounts, which neither bring money in nor take it out.
 */
export function buildAnalytics(
  range: DateRange,
  rows: readonly MonthlyCategorySum[],
  top: { in: readonly CounterpartySum[]; out: readonly CounterpartySum[] },
): Analytics {
  const months = new Map<string, AnalyticsMonth>(
    monthsOf(range).map((month) => [
      month,
      { month, income_kopecks: 0, expense_kopecks: 0, taxes_kopecks: 0 },
    ]),
  );
  const categories = new Map<string, AnalyticsCategory>();
  const counted = rows.filter((row) => countsInTurnover(row.category));
  for (const row of counted) {
    const month = months.get(row.month);
    if (month && row.direction === 'in') month.income_kopecks += row.kopecks;
    if (month && row.direction === 'out') month.expense_kopecks += row.kopecks;
    if (month && row.direction === 'out' && row.category === TAXES_CATEGORY) {
      month.taxes_kopecks += row.kopecks;
    }
    const key = `${row.direction}:${row.category}`;
    const category = categories.get(key) ?? {
      direction: row.direction,
      category: row.category,
      name: operationCategoryName(row.category),
      kopecks: 0,
      count: 0,
    };
    category.kopecks += row.kopecks;
    category.count += row.count;
    categories.set(key, category);
  }
  const list = [...months.values()];
  const sum = (pick: (month: AnalyticsMonth) => number) =>
    list.reduce((total, month) => total + pick(month), 0);
  const income = sum((month) => month.income_kopecks);
  const expense = sum((month) => month.expense_kopecks);
  return {
    ...range,
    months: list,
    categories: [...categories.values()].sort((a, b) => b.kopecks - a.kopecks),
    top_in: top.in.slice(0, TOP_COUNTERPARTIES).map((item) => ({ ...item })),
    top_out: top.out.slice(0, TOP_COUNTERPARTIES).map((item) => ({ ...item })),
    totals: {
      income_kopecks: income,
      expense_kopecks: expense,
      taxes_kopecks: sum((month) => month.taxes_kopecks),
      net_kopecks: income - expense,
      count: counted.reduce((total, row) => total + row.count, 0),
    },
  };
}
