import * as z from 'zod';

import { dateRangeQuerySchema } from '../analytics/analytics.schemas.ts';
import { OPERATION_DIRECTIONS } from '../operations/operation-categories.ts';

const kopecks = z.number().int();
const maybeKopecks = kopecks.nullable();

/** GET companies/current/accounting-management/dashboard?DateStart=&DateEnd= (the spec's names). */
export const dashboardQuerySchema = dateRangeQuerySchema('DateStart', 'DateEnd');
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** A period's figures: flows over it, levels at its end (null when not known). */
export const dashboardTotalsSchema = z.object({
  revenue_kopecks: kopecks,
  expenses_kopecks: kopecks,
  profit_kopecks: kopecks,
  cash_in_kopecks: kopecks,
  cash_out_kopecks: kopecks,
  cash_start_kopecks: maybeKopecks,
  cash_end_kopecks: maybeKopecks,
  receivables_kopecks: maybeKopecks,
  payables_kopecks: maybeKopecks,
});
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

/** The figures compared with another period. */
export const DASHBOARD_COMPARED = [
  'revenue',
  'expenses',
  'profit',
  'cash_end',
  'receivables',
  'payables',
] as const;
export type DashboardCompared = (typeof DASHBOARD_COMPARED)[number];

/** The change against a base: kopecks, and percent of the base (null: no base to divide by). */
export const deltaSchema = z.object({ kopecks: maybeKopecks, percent: z.number().nullable() });
export type Delta = z.infer<typeof deltaSchema>;

export const comparisonSchema = z.object({
  date_start: z.string(),
  date_end: z.string(),
  totals: dashboardTotalsSchema,
  deltas: z.record(z.enum(DASHBOARD_COMPARED), deltaSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** The management graphs of a company for a period (docs/api/management-accounting.md). */
export const dashboardSchema = z.object({
  company_id: z.number().int(),
  date_start: z.string(),
  date_end: z.string(),
  months: z.array(z.string()),
  series: z.object({
    revenue: z.array(kopecks),
    expenses: z.array(kopecks),
    profit: z.array(kopecks),
    cash_balance: z.array(maybeKopecks),
    receivables: z.array(maybeKopecks),
    payables: z.array(maybeKopecks),
  }),
  cash_flow: z.array(
    z.object({
      direction: z.enum(OPERATION_DIRECTIONS),
      category: z.string(),
      name: z.string(),
      kopecks,
      count: z.number().int(),
    }),
  ),
  totals: dashboardTotalsSchema,
  comparison: z.object({ previous: comparisonSchema, last_year: comparisonSchema }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
