import * as z from 'zod';

import { calendarDateSchema, calendarMonthSchema } from '../shared/calendar-date.ts';
import { idFieldSchema } from '../shared/ids.ts';

import { OPERATION_DIRECTIONS, operationCategory } from './operation-categories.ts';
import { CATEGORY_SOURCES, OPERATION_RULE_KINDS } from './operation-rules.ts';
import { IMPORT_STATUSES } from './import-statuses.ts';

const id = z.number().int().positive();
const isoDate = calendarDateSchema();
const categoryCode = z
  .string('Выберите категорию.')
  .refine((code) => operationCategory(code) !== undefined, 'Такой категории нет.');

/** One side of the payment that is not the company. */
export const counterpartySchema = z.object({
  name: z.string(),
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
  account: z.string().nullable(),
  bank_name: z.string().nullable(),
  bik: z.string().nullable(),
});

/** docs/api/operations.md: a bank operation of the company. */
export const operationSchema = z.object({
  id,
  account: z.string(),
  date: z.string(),
  number: z.string(),
  direction: z.enum(OPERATION_DIRECTIONS),
  amount_kopecks: z.number().int(),
  counterparty: counterpartySchema,
  purpose: z.string(),
  category_code: z.string(),
  category_name: z.string(),
  category_source: z.enum(CATEGORY_SOURCES),
  import_id: id.nullable(),
});
export type Operation = z.infer<typeof operationSchema>;

/** The keyset cursor of the list: the last row's date and id, «2026-10-31.1234». */
export const OPERATIONS_CURSOR = /^(\d{4}-\d{2}-\d{2})\.([1-9]\d{0,9})$/;

export function encodeOperationsCursor(row: { date: string; id: number }): string {
  return `${row.date}.${row.id}`;
}

export function decodeOperationsCursor(cursor: string): { date: string; id: number } | null {
  const match = OPERATIONS_CURSOR.exec(cursor);
  return match?.[1] && match[2] ? { date: match[1], id: Number(match[2]) } : null;
}

const amount = z.coerce
  .number('Сумма в копейках — целое число.')
  .int('Сумма в копейках — целое число.')
  .min(0, 'Сумма не может быть отрицательной.')
  .max(Number.MAX_SAFE_INTEGER, 'Слишком большая сумма.');

/** The filters of the list and of the export (every field optional). */
export const operationsFilterSchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    direction: z.enum(OPERATION_DIRECTIONS, 'Направление: in или out.').optional(),
    counterparty: z.string().trim().max(200, 'Не длиннее 200 символов.').optional(),
    category: categoryCode.optional(),
    amount_min: amount.optional(),
    amount_max: amount.optional(),
    search: z.string().trim().max(200, 'Не длиннее 200 символов.').optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'Начало периода позже конца.',
    path: ['to'],
  })
  .refine(
    (f) => f.amount_min === undefined || f.amount_max === undefined || f.amount_min <= f.amount_max,
    {
      message: 'Минимальная сумма больше максимальной.',
      path: ['amount_max'],
    },
  );
export type OperationsFilter = z.infer<typeof operationsFilterSchema>;

export const OPERATIONS_PAGE_SIZE = 50;

/** The list's query: the filters plus the keyset cursor and the page size. */
export const operationsListQuerySchema = z.intersection(
  operationsFilterSchema,
  z.object({
    cursor: z.string().regex(OPERATIONS_CURSOR, 'Неверный курсор.').optional(),
    per_page: z.coerce
      .number('Неверный размер страницы.')
      .int('Неверный размер страницы.')
      .min(1, 'Неверный размер страницы.')
      .max(200, 'Не больше 200 на странице.')
      .default(OPERATIONS_PAGE_SIZE),
  }),
);
export type OperationsListQuery = z.infer<typeof operationsListQuerySchema>;

/** What the filter selects in all: income, expense (both positive kopecks) and the count. */
export const operationsTotalsSchema = z.object({
  income_kopecks: z.number().int(),
  expense_kopecks: z.number().int(),
  count: z.number().int(),
});
export type OperationsTotals = z.infer<typeof operationsTotalsSchema>;

/** A page: rows, the next cursor (null on the last), and the totals on the first page only. */
export const operationsPageSchema = z.object({
  data: z.array(operationSchema),
  meta: z.object({
    next_cursor: z.string().nullable(),
    per_page: z.number().int(),
    totals: operationsTotalsSchema.nullable(),
  }),
});
export type OperationsPage = z.infer<typeof operationsPageSchema>;

export const changeCategoryBodySchema = z.object({ category_code: categoryCode });
export type ChangeCategoryBody = z.infer<typeof changeCategoryBodySchema>;

/** A company's category rule. */
export const categoryRuleSchema = z.object({
  id,
  kind: z.enum(OPERATION_RULE_KINDS),
  value: z.string(),
  category_code: z.string(),
  category_name: z.string(),
  priority: z.number().int(),
  created_at: z.string(),
});
export type CategoryRuleAnswer = z.infer<typeof categoryRuleSchema>;

/** A new rule: an INN (10 or 12 digits) or words (2–200 characters), the category, a priority. */
export const createRuleBodySchema = z
  .object({
    kind: z.enum(OPERATION_RULE_KINDS, 'Выберите, по чему узнавать операцию.'),
    value: z
      .string('Заполните значение.')
      .trim()
      .min(2, 'Не короче 2 символов.')
      .max(200, 'Не длиннее 200 символов.'),
    category_code: categoryCode,
    priority: z.coerce
      .number('Приоритет — целое число.')
      .int('Приоритет — целое число.')
      .min(-1000, 'Приоритет от −1000 до 1000.')
      .max(1000, 'Приоритет от −1000 до 1000.')
      .default(0),
  })
  .refine((rule) => rule.kind !== 'inn' || /^(\d{10}|\d{12})$/.test(rule.value), {
    message: 'ИНН — 10 или 12 цифр.',
    path: ['value'],
  });
export type CreateRuleBody = z.infer<typeof createRuleBodySchema>;

/** The answer to a new rule: the rule and how many operations it re-categorised. */
export const createRuleAnswerSchema = z.object({
  rule: categoryRuleSchema,
  recategorised: z.number().int(),
});

/** An uploaded statement and how its import went. */
export const operationsImportSchema = z.object({
  id,
  company_id: id,
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  added: z.number().int(),
  skipped: z.number().int(),
  error: z.string().nullable(),
  uploaded_by: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type OperationsImport = z.infer<typeof operationsImportSchema>;

export const importParamsSchema = z.object({ id: idFieldSchema, importId: idFieldSchema });

/** `GET …/operations/summary?month=YYYY-MM`. */
export const operationsSummaryQuerySchema = z.object({
  month: calendarMonthSchema(),
});
export const operationsSummarySchema = z.object({
  month: z.string(),
  count: z.number().int(),
  included: z.number().int().nullable(),
  over: z.boolean(),
  text: z.string(),
});
export type OperationsSummary = z.infer<typeof operationsSummarySchema>;

/** Realtime `OperationsImportProgress` on the uploader's `private-user.{id}`. */
export const operationsImportProgressSchema = z.object({
  import_id: id,
  company_id: id,
  processed: z.number().int(),
  total: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
});
export type OperationsImportProgress = z.infer<typeof operationsImportProgressSchema>;

/** The private-user events of the operations feature. */
export interface OperationUserEvents {
  OperationsImportProgress: OperationsImportProgress;
}
/** Runtime schemas of {@link OperationUserEvents}. */
export const operationUserEventSchemas = {
  OperationsImportProgress: operationsImportProgressSchema,
};
