import type { DateRange } from '../analytics/date-range.ts';

import {
  DASHBOARD_COMPARED,
  type Comparison,
  type Dashboard,
  type DashboardTotals,
  type Delta,
} from './dashboard.schemas.ts';
import { periodFigures, type PeriodInput } from './period-figures.ts';

/**
 * The change from `base` to `current`: the difference, and its percent of the base rounded to a
 * tenth (null when the base is 0 or either side is unknown — «+∞ %» helps nobody).
 */
export function delta(current: number | null, base: number | null): Delta {
  if (current === null || base === null) return { kopecks: null, percent: null };
  const kopecks = current - base;
  const percent = base === 0 ? null : Math.round((kopecks / Math.abs(base)) * 1000) / 10;
  return { kopecks, percent: percent === 0 ? 0 : percent };
}

const TOTAL_OF: Record<(typeof DASHBOARD_COMPARED)[number], keyof DashboardTotals> = {
  revenue: 'revenue_kopecks',
  expenses: 'expenses_kopecks',
  profit: 'profit_kopecks',
  cash_end: 'cash_end_kopecks',
  receivables: 'receivables_kopecks',
  payables: 'payables_kopecks',
};

function comparison(range: DateRange, current: DashboardTotals, base: DashboardTotals): Comparison {
  const deltas = Object.fromEntries(
    DASHBOARD_COMPARED.map((key) => [key, delta(current[TOTAL_OF[key]], base[TOTAL_OF[key]])]),
  ) as Comparison['deltas'];
  return { date_start: range.from, date_end: range.to, totals: base, deltas };
}

/**
 * The dashboard of a period with its comparison against the previous period of equal
 * length and the same period a year earlier (date-range.ts chooses those ranges).
 */
export function buildDashboard(
  companyId: number,
  current: PeriodInput,
  previous: PeriodInput,
  lastYear: PeriodInput,
): Dashboard {
  const now = periodFigures(current);
  return {
    company_id: companyId,
    date_start: current.range.from,
    date_end: current.range.to,
    ...now,
    comparison: {
      previous: comparison(previous.range, now.totals, periodFigures(previous).totals),
      last_year: comparison(lastYear.range, now.totals, periodFigures(lastYear).totals),
    },
  };
}
