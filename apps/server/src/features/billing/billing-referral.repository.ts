import { and, eq, inArray, min, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { ledgerEntries, payments } from '../../db/schema/billing.ts';

/** A company's referral account — rewards (+), payouts (−) — in kopecks. */
export async function referralAccountSums(db: Db, companyId: number) {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${ledgerEntries.amountKopecks}) filter (where ${ledgerEntries.amountKopecks} > 0), 0)`,
      paid: sql<string>`coalesce(-sum(${ledgerEntries.amountKopecks}) filter (where ${ledgerEntries.amountKopecks} < 0), 0)`,
      sum: sql<string>`coalesce(sum(${ledgerEntries.amountKopecks}), 0)`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.account, 'referral')));
  return {
    totalKopecks: Number(row?.total ?? 0),
    paidKopecks: Number(row?.paid ?? 0),
    toPayKopecks: Number(row?.sum ?? 0),
  };
}

/** The rewards posted to `referrerCompanyId` for each paying company. */
export async function rewardsByPayer(db: Db, referrerCompanyId: number) {
  const rows = await db
    .select({
      companyId: payments.companyId,
      reward: sql<string>`sum(${ledgerEntries.amountKopecks})`,
    })
    .from(ledgerEntries)
    .innerJoin(payments, sql`${payments.id}::text = ${ledgerEntries.sourceId}`)
    .where(
      and(
        eq(ledgerEntries.companyId, referrerCompanyId),
        eq(ledgerEntries.account, 'referral'),
        eq(ledgerEntries.sourceType, 'referral_reward'),
      ),
    )
    .groupBy(payments.companyId);
  return new Map(rows.map((row) => [row.companyId, Number(row.reward)]));
}

/** What each company paid and when it first paid. */
export async function paymentsSummary(db: Db, companyIds: readonly number[]) {
  if (companyIds.length === 0) return new Map<number, { paid: number; firstAt: Date }>();
  const rows = await db
    .select({
      companyId: payments.companyId,
      paid: sql<string>`sum(${payments.amountKopecks})`,
      firstAt: min(payments.createdAt),
    })
    .from(payments)
    .where(inArray(payments.companyId, [...companyIds]))
    .groupBy(payments.companyId);
  return new Map(
    rows.map((row) => [
      row.companyId,
      { paid: Number(row.paid), firstAt: row.firstAt ?? new Date(0) },
    ]),
  );
}

/** The rewards posted for these payments (one per payment at most), to announce them. */
export async function rewardsForPayments(db: Db, paymentIds: readonly number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({ companyId: ledgerEntries.companyId, amountKopecks: ledgerEntries.amountKopecks })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.sourceType, 'referral_reward'),
        inArray(ledgerEntries.sourceId, paymentIds.map(String)),
      ),
    );
}
