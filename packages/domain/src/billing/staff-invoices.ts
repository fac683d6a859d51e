import * as z from 'zod';

import { INVOICE_STATUS } from './billing-statuses.ts';

/** The staff home shows at most this many invoices waiting for money. */
export const STAFF_INVOICES_LIMIT = 100;

/** Which invoices `GET /staff/invoices` answers: every open one, or only the overdue ones. */
export const STAFF_INVOICE_FILTERS = ['open', 'overdue'] as const;
/** A filter of the staff's invoice list. */
export type StaffInvoiceFilter = (typeof STAFF_INVOICE_FILTERS)[number];

/** `GET /staff/invoices?status=open|overdue` (open when omitted). */
export const staffInvoicesQuerySchema = z.object({
  status: z.enum(STAFF_INVOICE_FILTERS, 'Неверный статус.').default('open'),
});
export type StaffInvoicesQuery = z.infer<typeof staffInvoicesQuerySchema>;

/** An open invoice on the staff home, with the company it is owed by. */
export const staffInvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  company: z.object({ id: z.number(), name: z.string() }),
  /** One of the open statuses: issued, partially_paid, overdue. */
  status: z.enum(INVOICE_STATUS),
  status_name: z.string(),
  total_kopecks: z.number(),
  paid_kopecks: z.number(),
  due_kopecks: z.number(),
  due_date: z.string(),
  /** Whole days since the due date for an overdue invoice; 0 for the others. */
  days_overdue: z.number(),
});
export type StaffInvoice = z.infer<typeof staffInvoiceSchema>;

const DAY_MS = 86_400_000;

/**
 * How many whole days an invoice due on `dueDate` is late on the firm's date `today`
 * (both 'YYYY-MM-DD'): due 26 November, today 29 November → 3; on or before the due date → 0.
 */
export function daysOverdue(dueDate: string, today: string): number {
  const days = Math.round((Date.parse(today) - Date.parse(dueDate)) / DAY_MS);
  return Number.isFinite(days) ? Math.max(days, 0) : 0;
}
