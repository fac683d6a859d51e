import type { OnlinePaymentStatus } from '@kabinet/domain/online-payments';
import { and, desc, eq, gt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { onlinePayments, type OnlinePaymentRow } from '../../db/schema/online-payments.ts';

type NewOnlinePayment = typeof onlinePayments.$inferInsert;

export async function insertOnlinePayment(
  db: Db,
  row: NewOnlinePayment,
): Promise<OnlinePaymentRow> {
  const [inserted] = await db.insert(onlinePayments).values(row).returning();
  if (!inserted) throw new Error('online payment insert returned nothing');
  return inserted;
}

export async function findOnlinePayment(db: Db, id: number): Promise<OnlinePaymentRow | null> {
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
  return row ?? null;
}

export async function findByProviderId(
  db: Db,
  providerPaymentId: string,
): Promise<OnlinePaymentRow | null> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.providerPaymentId, providerPaymentId));
  return row ?? null;
}

/** The row locked for the rest of `tx`: concurrent notifications of one payment queue here. */
export async function lockByProviderId(
  tx: Db,
  providerPaymentId: string,
): Promise<OnlinePaymentRow | null> {
  const [row] = await tx
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.providerPaymentId, providerPaymentId))
    .for('update');
  return row ?? null;
}

/** The newest still-pending payment of an invoice started after `since` (a second click). */
export async function findRecentPending(
  db: Db,
  args: { invoiceId: number; since: Date },
): Promise<OnlinePaymentRow | null> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.invoiceId, args.invoiceId),
        eq(onlinePayments.status, 'pending'),
        gt(onlinePayments.createdAt, args.since),
      ),
    )
    .orderBy(desc(onlinePayments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateOnlinePayment(
  db: Db,
  id: number,
  changes: Partial<{
    providerPaymentId: string;
    confirmationUrl: string | null;
    status: OnlinePaymentStatus;
    checkedAt: Date;
    finishedAt: Date;
  }>,
): Promise<OnlinePaymentRow> {
  const [row] = await db
    .update(onlinePayments)
    .set(changes)
    .where(eq(onlinePayments.id, id))
    .returning();
  if (!row) throw new Error(`online payment ${id} vanished`);
  return row;
}

export async function deleteOnlinePayment(db: Db, id: number): Promise<void> {
  await db.delete(onlinePayments).where(eq(onlinePayments.id, id));
}

/** Every online payment of an invoice, newest first (staff view, tests). */
export async function listOfInvoice(db: Db, invoiceId: number): Promise<OnlinePaymentRow[]> {
  return db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.invoiceId, invoiceId))
    .orderBy(desc(onlinePayments.createdAt));
}

/** The row locked for the rest of `tx` (refunds of one payment queue here). */
export async function lockOnlinePayment(tx: Db, id: number): Promise<OnlinePaymentRow | null> {
  const [row] = await tx
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.id, id))
    .for('update');
  return row ?? null;
}

/** Adds a confirmed refund to the payment's refunded sum. */
export async function addRefunded(tx: Db, id: number, kopecks: number): Promise<void> {
  await tx
    .update(onlinePayments)
    .set({ refundedKopecks: sql`${onlinePayments.refundedKopecks} + ${kopecks}` })
    .where(eq(onlinePayments.id, id));
}

/** A company's succeeded online payments, newest first (the staff's refund list). */
export async function listSucceededOfCompany(
  db: Db,
  companyId: number,
): Promise<OnlinePaymentRow[]> {
  return db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.companyId, companyId), eq(onlinePayments.status, 'succeeded')))
    .orderBy(desc(onlinePayments.createdAt))
    .limit(100);
}
