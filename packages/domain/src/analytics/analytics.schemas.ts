import * as z from 'zod';

import { OPERATION_DIRECTIONS } from '../operations/operation-categories.ts';

import { MAX_RANGE_MONTHS, monthsOf } from './date-range.ts';

const isoDate = (what: string) => z.iso.date(`${what}: дата в формате ГГГГ-ММ-ДД.`);
const kopecks = z.number().int();

/**
 * A period of two inclusive dates (`from` ≤ `to`, at most three years), with the field names the
 * caller chose: analytics asks `from`/`to`, the spec's dashboard `DateStart`/`DateEnd`.
 */
export function dateRangeQuerySchema<F extends string, T extends string>(fromKey: F, toKey: T) {
  return z
    .object({ [fromKey]: isoDate('Начало периода'), [toKey]: isoDate('Конец периода') } as {
      [K in F | T]: z.ZodISODate;
    })
    .superRefine((query, ctx) => {
      const values = query as Record<string, string>;
      const from = values[fromKey] ?? '';
      const to = values[toKey] ?? '';
      if (to < from) {
        ctx.addIssue({ code: 'custom', path: [toKey], message: 'Конец периода раньше начала.' });
      } else if (monthsOf({ from, to }).length > MAX_RANGE_MONTHS) {
        ctx.addIssue({
          code: 'custom',
          path: [toKey],
          message: `Период не длиннее ${MAX_RANGE_MONTHS} месяцев.`,
        });
      }
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

/** Issue 15 analytics of a company for a period (docs/api/analytics.md). */
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
