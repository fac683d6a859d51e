import * as z from 'zod';

import { OPERATION_DIRECTIONS } from '../operations/operation-categories.ts';
import { calendarDateSchema, calendarRangeError } from '../shared/calendar-date.ts';

import { MAX_RANGE_MONTHS } from './date-range.ts';

const kopecks = z.number().int();

/**
 * A period of two inclusive dates (`from` ≤ `to`, at most three years, both within 1900–2100),
 * with the field names the caller chose: analytics asks `from`/`to`, the spec's dashboard
 * `DateStart`/`DateEnd`. The length is counted, not walked, before any month loop sees the range.
 */
export function dateRangeQuerySchema<F extends string, T extends string>(fromKey: F, toKey: T) {
  return z
    .object({
      [fromKey]: calendarDateSchema('Начало периода'),
      [toKey]: calendarDateSchema('Конец периода'),
    } as {
      [K in F | T]: ReturnType<typeof calendarDateSchema>;
    })
    .superRefine((query, ctx) => {
      const values = query as Record<string, string>;
      const error = calendarRangeError(
        values[fromKey] ?? '',
        values[toKey] ?? '',
        MAX_RANGE_MONTHS,
      );
      if (error) ctx.addIssue({ code: 'custom', path: [toKey], message: error });
    });
}

/** GET /companies/{id}/analytics?from=&to= */
export const analyticsQuerySchema = dateRangeQuerySchema('from', 'to');
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** One month of the analytics: money in, money out and the taxes among the out. */
export const analyticsMonthSchema = z.object({
  month: z.string(),
  income_kopecks: kopecks,
  expense_kopecks: kopecks,
  taxes_kopecks: kopecks,
});
export type AnalyticsMonth = z.infer<typeof analyticsMonthSchema>;

/** A category's total over the period. */
export const analyticsCategorySchema = z.object({
  direction: z.enum(OPERATION_DIRECTIONS),
  category: z.string(),
  name: z.string(),
  kopecks,
  count: z.number().int(),
});
export type AnalyticsCategory = z.infer<typeof analyticsCategorySchema>;

/** A counterparty among the largest payers (in) or payees (out). */
export const analyticsCounterpartySchema = z.object({
  name: z.string(),
  inn: z.string().nullable(),
  kopecks,
  count: z.number().int(),
});
export type AnalyticsCounterparty = z.infer<typeof analyticsCounterpartySchema>;

/** Analytics of a company for a period (docs/api/analytics.md). */
export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(analyticsMonthSchema),
  categories: z.array(analyticsCategorySchema),
  top_in: z.array(analyticsCounterpartySchema),
  top_out: z.array(analyticsCounterpartySchema),
  totals: z.object({
    income_kopecks: kopecks,
    expense_kopecks: kopecks,
    taxes_kopecks: kopecks,
    net_kopecks: kopecks,
    count: z.number().int(),
  }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
