import { isSameBankPayment, type EarlierPayment } from '@kabinet/domain/billing';
import { formatInvoiceNumber } from '@kabinet/domain/money';
import { formatPersonName } from '@kabinet/domain/shared';
import { asc, eq, like } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { invoices, payments, type PaymentRow } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The payment already holding this bank payment's key, or one of the same order, payer, sum and
 * firm account a few days apart (the day a person types is the fuzzy part of the key). Oldest
 * first: the one that counted the money.
 */
export async function findSameBankPayment(db: Db, bankKey: string): Promise<PaymentRow | null> {
  const prefix = bankKey.slice(0, bankKey.lastIndexOf(':') + 1);
  const rows = await db
    .select()
    .from(payments)
    .where(like(payments.bankKey, `${escapeLike(prefix)}%`))
    .orderBy(asc(payments.id));
  return rows.find((row) => row.bankKey && isSameBankPayment(bankKey, row.bankKey)) ?? null;
}

/**
 * Inserts the payment unless its source or bank key is already held (by a path that committed
 * while this one waited): null then, and the caller answers with that earlier payment.
 */
export async function insertPaymentOnce(
  db: Db,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow | null> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The payment as staff are pointed to it: its invoice, how and by whom it was recorded. */
export async function describePayment(db: Db, payment: PaymentRow): Promise<EarlierPayment> {
  const [row] = await db
    .select({
      year: invoices.year,
      sequence: invoices.sequence,
      name: users.name,
      lastName: users.lastName,
    })
    .from(invoices)
    .leftJoin(users, eq(users.id, payment.createdBy ?? -1))
    .where(eq(invoices.id, payment.invoiceId));
  return {
    payment_id: payment.id,
    invoice_id: payment.invoiceId,
    invoice_number: row ? formatInvoiceNumber(row.year, row.sequence) : '—',
    company_id: payment.companyId,
    method: payment.method,
    recorded_by: row?.name ? formatPersonName(row.name, row.lastName) : null,
    recorded_at: payment.createdAt.toISOString(),
  };
}
