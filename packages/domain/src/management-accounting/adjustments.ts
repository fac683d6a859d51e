import * as z from 'zod';

import { calendarMonthSchema } from '../shared/calendar-date.ts';

/**
 * What staff enter beside the operations for the graphs. Revenue and expense
 * adjustments are added to that month's sums (signed: a correction may take away); receivables
 * and payables are what the company is owed / owes at that month's end — the bank statement
 * cannot know them.
 */
export const ADJUSTMENT_KINDS = ['revenue', 'expense', 'receivables', 'payables'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

export const ADJUSTMENT_KIND_NAMES: Record<AdjustmentKind, string> = {
  revenue: 'Выручка (корректировка)',
  expense: 'Расходы (корректировка)',
  receivables: 'Дебиторская задолженность',
  payables: 'Кредиторская задолженность',
};

/** The kinds that are a level at a month's end rather than a flow during it. */
export const LEVEL_ADJUSTMENT_KINDS: readonly AdjustmentKind[] = ['receivables', 'payables'];

const id = z.number().int().positive();
const MAX_KOPECKS = 1e15;

/** A staff-entered figure (docs/api/management-accounting.md «Adjustments»). */
export const adjustmentSchema = z.object({
  id,
  company_id: id,
  month: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  kind_name: z.string(),
  amount_kopecks: z.number().int(),
  comment: z.string(),
  created_by_name: z.string(),
  updated_at: z.string(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** POST / PUT of an adjustment. */
export const adjustmentBodySchema = z
  .object({
    month: calendarMonthSchema(),
    kind: z.enum(ADJUSTMENT_KINDS, 'Выберите вид корректировки.'),
    amount_kopecks: z
      .number('Укажите сумму.')
      .int('Сумма в копейках — целое число.')
      .min(-MAX_KOPECKS, 'Слишком большая сумма.')
      .max(MAX_KOPECKS, 'Слишком большая сумма.'),
    comment: z.string().trim().max(1000, 'Комментарий не длиннее 1000 символов.').default(''),
  })
  .superRefine((body, ctx) => {
    if (LEVEL_ADJUSTMENT_KINDS.includes(body.kind) && body.amount_kopecks < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount_kopecks'],
        message: 'Задолженность не бывает отрицательной.',
      });
    }
  });
export type AdjustmentBody = z.infer<typeof adjustmentBodySchema>;
