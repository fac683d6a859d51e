import { z } from 'zod';

/** What became of one payment of an imported bank statement. */
export const STATEMENT_ITEM_RESULT = {
  APPLIED: 'applied',
  ALREADY: 'already',
  UNMATCHED: 'unmatched',
  SKIPPED: 'skipped',
} as const;
export type StatementItemResult =
  (typeof STATEMENT_ITEM_RESULT)[keyof typeof STATEMENT_ITEM_RESULT];

export const STATEMENT_ITEM_RESULT_NAMES: Record<StatementItemResult, string> = {
  applied: 'Зачтён',
  already: 'Уже учтён',
  unmatched: 'Не сопоставлен',
  skipped: 'Пропущен',
};

/** One payment order of the statement and what the import did with it. */
export const statementItemSchema = z.object({
  line: z.number(),
  number: z.string(),
  date: z.string(),
  amount_kopecks: z.number(),
  payer_name: z.string().nullable(),
  payer_inn: z.string().nullable(),
  purpose: z.string(),
  result: z.enum(STATEMENT_ITEM_RESULT),
  result_name: z.string(),
  /** Why it was not applied, in Russian, for staff to settle by hand. */
  reason: z.string().nullable(),
  invoice: z
    .object({
      id: z.number(),
      number: z.string(),
      company_id: z.number(),
      company_name: z.string(),
    })
    .nullable(),
});
export type StatementItem = z.infer<typeof statementItemSchema>;

/** Issue 13: the answer of a statement import. */
export const statementImportSchema = z.object({
  file_name: z.string(),
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  applied: z.number(),
  applied_kopecks: z.number(),
  unmatched: z.number(),
  items: z.array(statementItemSchema),
});
export type StatementImport = z.infer<typeof statementImportSchema>;
