import { and, desc, eq, inArray, isNotNull, lte, notExists, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { invoices, ledgerEntries } from '../../db/schema/billing.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyTariffs } from '../../db/schema/company-tariffs.ts';
import {
  autopayCharges,
  onlinePaymentProfiles,
  type AutopayChargeRow,
  type OnlinePaymentProfileRow,
} from '../../db/schema/online-payments.ts';

export { lockCompanyRow } from '../../db/company-rows.ts';

/**
 * Profiles whose month pays itself (autopay on, a saved method to pay with) and whose `month`
 * has no charge row yet: an hourly run does not reopen the companies it already claimed.
 */
export async function listUnclaimedAutopayProfiles(
  db: Db,
  month: string,
): Promise<OnlinePaymentProfileRow[]> {
  const claimed = db
    .select({ one: sql`1` })
    .from(autopayCharges)
    .where(
      and(
        eq(autopayCharges.companyId, onlinePaymentProfiles.companyId),
        eq(autopayCharges.month, month),
      ),
    );
  return db
    .select()
    .from(onlinePaymentProfiles)
    .where(
      and(
        eq(onlinePaymentProfiles.autopay, true),
        isNotNull(onlinePaymentProfiles.savedMethodId),
        notExists(claimed),
      ),
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
 * Takes the next try of a due charge: only the node whose update still sees the tries and status
 * it read wins, so a try is made once however many nodes run the job.
 */
export function takeAttempt(
  db: Db,
  charge: AutopayChargeRow,
  now: Date,
): Promise<AutopayChargeRow | null> {
  return moveCharge(db, charge, {
    attempts: charge.attempts + 1,
    nextAttemptOn: null,
    status: 'pending',
    updatedAt: now,
  });
}

/**
 * Moves a charge on from the state this node read (its try count and status); null when another
 * node moved it first, so each try is decided, and told, once however many nodes follow it.
 */
export async function moveCharge(
  db: Db,
  from: Pick<AutopayChargeRow, 'id' | 'attempts' | 'status'>,
  fields: Partial<Omit<AutopayChargeRow, 'id' | 'companyId' | 'month'>>,
): Promise<AutopayChargeRow | null> {
  const [row] = await db
    .update(autopayCharges)
    .set(fields)
    .where(
      and(
        eq(autopayCharges.id, from.id),
        eq(autopayCharges.attempts, from.attempts),
        eq(autopayCharges.status, from.status),
      ),
    )
    .returning();
  return row ?? null;
}

/** Whether an online payment is an autopay charge's (its own notice tells of it). */
export async function isAutopayPayment(db: Db, onlinePaymentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: autopayCharges.id })
    .from(autopayCharges)
    .where(eq(autopayCharges.onlinePaymentId, onlinePaymentId))
    .limit(1);
  return row !== undefined;
}

/** Charges waiting on ЮKassa's answer (a payment still pending there). */
export async function listWaitingCharges(db: Db): Promise<AutopayChargeRow[]> {
  return db
    .select()
    .from(autopayCharges)
    .where(and(eq(autopayCharges.status, 'pending'), isNotNull(autopayCharges.onlinePaymentId)));
}

/** Each company's latest month's charge with its invoice's total, in one query. */
export async function listLastCharges(
  db: Db,
  companyIds: readonly number[],
): Promise<{ charge: AutopayChargeRow; totalKopecks: number }[]> {
  if (companyIds.length === 0) return [];
  return db
    .selectDistinctOn([autopayCharges.companyId], {
      charge: autopayCharges,
      totalKopecks: invoices.totalKopecks,
    })
    .from(autopayCharges)
    .innerJoin(invoices, eq(invoices.id, autopayCharges.invoiceId))
    .where(inArray(autopayCharges.companyId, [...companyIds]))
    .orderBy(autopayCharges.companyId, desc(autopayCharges.month));
}

/** Companies with a saved method or autopay on, with their names (for staff). */
export async function listAutopayCompanies(db: Db) {
  return db
    .select({ profile: onlinePaymentProfiles, name: companies.name })
    .from(onlinePaymentProfiles)
    .innerJoin(companies, eq(companies.id, onlinePaymentProfiles.companyId))
    .where(
      or(eq(onlinePaymentProfiles.autopay, true), isNotNull(onlinePaymentProfiles.savedMethodId)),
    );
}

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
