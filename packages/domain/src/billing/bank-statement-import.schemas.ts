import { z } from 'zod';

import { type EarlierPayment, STATEMENT_ITEM_RESULT } from './bank-statement-results.ts';

/**
 * The payment that already holds a bank payment's key: what a second path (a statement line, a
 * hand entry) points staff to instead of counting the money again.
 */
export const earlierPaymentSchema = z.object({
  payment_id: z.number(),
  invoice_id: z.number(),
  invoice_number: z.string(),
  company_id: z.number(),
  method: z.string(),
  recorded_by: z.string().nullable(),
  recorded_at: z.string(),
}) satisfies z.ZodType<EarlierPayment>;

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
  /** For `already`: the payment that counted this money first, wherever it was recorded. */
  earlier: earlierPaymentSchema.nullable(),
  /** The part of the sum kept on the company's balance as an advance (0 when none). */
  advance_kopecks: z.number(),
});
export type StatementItem = z.infer<typeof statementItemSchema>;

/** The answer of a statement import. */
export const statementImportSchema = z.object({
  file_name: z.string(),
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  applied: z.number(),
  applied_kopecks: z.number(),
  unmatched: z.number(),
  items: z.array(statementItemSchema),
});
export type StatementImport = z.infer<typeof statementImportSchema>;
