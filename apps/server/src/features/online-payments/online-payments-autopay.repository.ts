import { type Invoice } from '@kabinet/domain/billing';
import { formatInvoiceNumber } from '@kabinet/domain/money';
import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { invoiceLines, invoices, ledgerEntries } from '../../db/schema/billing.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyTariffs } from '../../db/schema/company-tariffs.ts';
import {
  autopayCharges,
  onlinePaymentProfiles,
  type AutopayChargeRow,
  type OnlinePaymentProfileRow,
} from '../../db/schema/online-payments.ts';

export { lockCompanyRow } from '../../db/company-rows.ts';

/** Profiles whose month pays itself: autopay on and a saved method to pay with. */
export async function listAutopayProfiles(db: Db): Promise<OnlinePaymentProfileRow[]> {
  return db
    .select()
    .from(onlinePaymentProfiles)
    .where(
      and(eq(onlinePaymentProfiles.autopay, true), isNotNull(onlinePaymentProfiles.savedMethodId)),
    );
}

/** The company's balance (negative is debt) and what the month job charged it for `month`. */
export async function debtOfMonth(db: Db, companyId: number, month: string) {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${ledgerEntries.amountKopecks}), 0)`,
      month: sql<string>`coalesce(sum(${ledgerEntries.amountKopecks}) filter (where ${ledgerEntries.sourceType} = 'tariff_month' and ${ledgerEntries.sourceId} like ${`%:${month}`}), 0)`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.account, 'company')));
  return { balance: Number(row?.balance ?? 0), monthCharge: -Number(row?.month ?? 0) };
}

export async function findCharge(
  db: Db,
  companyId: number,
  month: string,
): Promise<AutopayChargeRow | null> {
  const [row] = await db
    .select()
    .from(autopayCharges)
    .where(and(eq(autopayCharges.companyId, companyId), eq(autopayCharges.month, month)));
  return row ?? null;
}

/** The month's charge row, once: a second node's insert does nothing. */
export async function claimCharge(
  db: Db,
  values: { companyId: number; month: string; invoiceId: number; nextAttemptOn: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(autopayCharges)
    .values({
      companyId: values.companyId,
      month: values.month,
      invoiceId: values.invoiceId,
      status: 'pending',
      attempts: 0,
      nextAttemptOn: values.nextAttemptOn,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: autopayCharges.id });
  return rows.length > 0;
}

/** Charges whose next try is due today or earlier. */
export async function listDueCharges(db: Db, today: string): Promise<AutopayChargeRow[]> {
  return db
    .select()
    .from(autopayCharges)
    .where(
      and(
        inArray(autopayCharges.status, ['pending', 'failed']),
        lte(autopayCharges.nextAttemptOn, today),
      ),
    );
}

/**
 * Takes the next try of a charge: only the node whose update still sees the attempts it read
 * wins, so a try is made once however many nodes run the job.
 */
export async function takeAttempt(
  db: Db,
  charge: AutopayChargeRow,
  now: Date,
): Promise<AutopayChargeRow | null> {
  const [row] = await db
    .update(autopayCharges)
    .set({ attempts: charge.attempts + 1, nextAttemptOn: null, status: 'pending', updatedAt: now })
    .where(
      and(
        eq(autopayCharges.id, charge.id),
        eq(autopayCharges.attempts, charge.attempts),
        isNotNull(autopayCharges.nextAttemptOn),
      ),
    )
    .returning();
  return row ?? null;
}

export async function updateCharge(
  db: Db,
  id: number,
  fields: Partial<Omit<AutopayChargeRow, 'id' | 'companyId' | 'month'>>,
): Promise<AutopayChargeRow> {
  const [row] = await db
    .update(autopayCharges)
    .set(fields)
    .where(eq(autopayCharges.id, id))
    .returning();
  if (!row) throw new Error(`autopay charge ${id} vanished`);
  return row;
}

/** Charges waiting on ЮKassa's answer (a payment still pending there). */
export async function listWaitingCharges(db: Db): Promise<AutopayChargeRow[]> {
  return db
    .select()
    .from(autopayCharges)
    .where(and(eq(autopayCharges.status, 'pending'), isNotNull(autopayCharges.onlinePaymentId)));
}

/** The company's latest month's charge. */
export async function findLastCharge(db: Db, companyId: number): Promise<AutopayChargeRow | null> {
  const [row] = await db
    .select()
    .from(autopayCharges)
    .where(eq(autopayCharges.companyId, companyId))
    .orderBy(sql`${autopayCharges.month} desc`)
    .limit(1);
  return row ?? null;
}

/** Companies with a saved method or autopay on, with their names (for staff). */
export async function listAutopayCompanies(db: Db, companyIds: number[] | null) {
  const scope = or(
    eq(onlinePaymentProfiles.autopay, true),
    isNotNull(onlinePaymentProfiles.savedMethodId),
  );
  return db
    .select({ profile: onlinePaymentProfiles, name: companies.name })
    .from(onlinePaymentProfiles)
    .innerJoin(companies, eq(companies.id, onlinePaymentProfiles.companyId))
    .where(
      companyIds === null
        ? scope
        : and(scope, inArray(onlinePaymentProfiles.companyId, companyIds)),
    );
}

/** The charge's invoice as the payment and its receipt need it. */
export async function findChargeInvoice(db: Db, invoiceId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) return null;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.position);
  return {
    id: row.id,
    company_id: row.companyId,
    number: formatInvoiceNumber(row.year, row.sequence),
    status: row.status,
    total_kopecks: row.totalKopecks,
    vat_mode: row.vatMode as Invoice['vat_mode'],
    due_kopecks: row.status === 'cancelled' ? 0 : Math.max(row.totalKopecks - row.paidKopecks, 0),
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      price_kopecks: line.priceKopecks,
      amount_kopecks: line.quantity * line.priceKopecks,
      period: null,
    })),
  };
}
export type ChargeInvoice = NonNullable<Awaited<ReturnType<typeof findChargeInvoice>>>;

/**
 * The tariff the month job charges next: one starting next month (it replaces the running one),
 * else the ACTIVE one; null without either.
 */
export async function findNextChargedTariff(db: Db, companyId: number) {
  const rows = await db
    .select({ id: companyTariffs.id, status: companyTariffs.status, info: companyTariffs.info })
    .from(companyTariffs)
    .where(
      and(
        eq(companyTariffs.companyId, companyId),
        inArray(companyTariffs.status, ['ACTIVE', 'NEW_NEXT_MONTH', 'WAITING_NEXT_MONTH']),
      ),
    );
  return rows.find((row) => row.status !== 'ACTIVE') ?? rows[0] ?? null;
}
