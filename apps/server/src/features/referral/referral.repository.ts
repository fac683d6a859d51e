import type { LeadStatus, PayoutStatus } from '@kabinet/domain/referral';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import {
  referralLeads,
  referralPayouts,
  referralRules,
  referrals,
  referralSignups,
  type ReferralLeadRow,
  type ReferralPayoutRow,
  type ReferralRow,
} from '../../db/schema/referral.ts';
import { users } from '../../db/schema/users.ts';
import { servedBy } from '../../db/served-by.ts';

export { findCompanyName } from '../../db/company-rows.ts';

export async function findReferralByCompany(db: Db, companyId: number) {
  const [row] = await db.select().from(referrals).where(eq(referrals.companyId, companyId));
  return row ?? null;
}

export async function findReferralByCode(db: Db, code: string) {
  const [row] = await db.select().from(referrals).where(eq(referrals.code, code));
  return row ?? null;
}

export async function findReferral(db: Db, id: number) {
  const [row] = await db.select().from(referrals).where(eq(referrals.id, id));
  return row ?? null;
}

/** Inserts the company's referral unless there is one (or the code is taken); null then. */
export async function insertReferral(db: Db, companyId: number, code: string, at: Date) {
  const [row] = await db
    .insert(referrals)
    .values({ companyId, code, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateReferral(db: Db, id: number, patch: Partial<ReferralRow>) {
  const [row] = await db.update(referrals).set(patch).where(eq(referrals.id, id)).returning();
  if (!row) throw new Error(`referral ${id} vanished`);
  return row;
}

export async function lockReferral(db: Db, id: number) {
  const [row] = await db.select().from(referrals).where(eq(referrals.id, id)).for('update');
  return row ?? null;
}

export async function isCompanyMember(db: Db, companyId: number, userId: number) {
  const [row] = await db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  return row !== undefined;
}

/** Whether any user with this phone belongs to the company (a manual lead of one's own). */
export async function companyHasMemberPhone(db: Db, companyId: number, phone: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), eq(users.phone, phone)));
  return row !== undefined;
}

export async function findUserContact(db: Db, userId: number) {
  const [row] = await db
    .select({ name: users.name, lastName: users.lastName, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

// Rules

export async function findRules(db: Db) {
  const [row] = await db.select().from(referralRules).where(eq(referralRules.id, 1));
  return row ?? null;
}

export async function upsertRules(
  db: Db,
  rules: { rewardBasisPoints: number; rewardMonths: number; minPayoutKopecks: number },
  updatedBy: number,
  at: Date,
) {
  await db
    .insert(referralRules)
    .values({ id: 1, ...rules, updatedBy, updatedAt: at })
    .onConflictDoUpdate({ target: referralRules.id, set: { ...rules, updatedBy, updatedAt: at } });
}

// Leads

export async function insertLead(db: Db, lead: typeof referralLeads.$inferInsert) {
  const [row] = await db.insert(referralLeads).values(lead).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findLead(db: Db, id: number) {
  const [row] = await db.select().from(referralLeads).where(eq(referralLeads.id, id));
  return row ?? null;
}

/** The lead holding this (normalised) phone, of whichever referrer: a phone is referred once. */
export async function findLeadByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(referralLeads).where(eq(referralLeads.phone, phone));
  return row ?? null;
}

export async function findLeadByCompany(db: Db, companyId: number) {
  const [row] = await db
    .select({ lead: referralLeads, referrerCompanyId: referrals.companyId })
    .from(referralLeads)
    .innerJoin(referrals, eq(referrals.id, referralLeads.referralId))
    .where(eq(referralLeads.companyId, companyId));
  return row ?? null;
}

export async function updateLead(db: Db, id: number, patch: Partial<ReferralLeadRow>) {
  const [row] = await db
    .update(referralLeads)
    .set(patch)
    .where(eq(referralLeads.id, id))
    .returning();
  return row ?? null;
}

export async function deleteLead(db: Db, id: number) {
  await db.delete(referralLeads).where(eq(referralLeads.id, id));
}

/**
 * A page of leads, newest first, with the count of all that match: of one referral, in one
 * status, and of the referrer companies `servedBy` the staff user (assigned, see db/served-by.ts).
 */
export async function listLeads(
  db: Db,
  filter: { referralId?: number; status?: LeadStatus; servedBy?: number },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.referralId === undefined ? undefined : eq(referralLeads.referralId, filter.referralId),
    filter.status === undefined ? undefined : eq(referralLeads.status, filter.status),
    filter.servedBy === undefined ? undefined : servedBy(db, referrals.companyId, filter.servedBy),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ lead: referralLeads })
      .from(referralLeads)
      .innerJoin(referrals, eq(referrals.id, referralLeads.referralId))
      .where(where)
      .orderBy(desc(referralLeads.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(referralLeads)
      .innerJoin(referrals, eq(referrals.id, referralLeads.referralId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.lead), total: count?.count ?? 0 };
}

export async function countLeads(db: Db, referralId: number) {
  const [row] = await db
    .select({
      leads: sql<number>`count(*)::int`,
      clients: sql<number>`(count(*) filter (where ${referralLeads.status} = 'client'))::int`,
    })
    .from(referralLeads)
    .where(eq(referralLeads.referralId, referralId));
  return { leads: row?.leads ?? 0, clients: row?.clients ?? 0 };
}

/** The referral's leads with a company (clients), with the company's name and INN. */
export async function listClientLeads(db: Db, referralId: number) {
  return db
    .select({ lead: referralLeads, companyName: companies.name, inn: companies.inn })
    .from(referralLeads)
    .innerJoin(companies, eq(companies.id, referralLeads.companyId))
    .where(
      and(
        eq(referralLeads.referralId, referralId),
        isNotNull(referralLeads.companyId),
        eq(referralLeads.status, 'client'),
      ),
    )
    .orderBy(desc(referralLeads.id));
}

// Signups

export async function insertSignup(db: Db, signup: typeof referralSignups.$inferInsert) {
  await db.insert(referralSignups).values(signup).onConflictDoNothing();
}

export async function findSignup(db: Db, userId: number) {
  const [row] = await db.select().from(referralSignups).where(eq(referralSignups.userId, userId));
  return row ?? null;
}

// Payouts

export async function insertPayout(db: Db, payout: typeof referralPayouts.$inferInsert) {
  const [row] = await db.insert(referralPayouts).values(payout).returning();
  if (!row) throw new Error('payout not inserted');
  return row;
}

export async function pendingPayoutsSum(db: Db, referralId: number) {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${referralPayouts.amountKopecks}), 0)` })
    .from(referralPayouts)
    .where(
      and(
        eq(referralPayouts.referralId, referralId),
        inArray(referralPayouts.status, ['requested', 'approved']),
      ),
    );
  return Number(row?.sum ?? 0);
}

export type PayoutWithCompany = {
  payout: ReferralPayoutRow;
  companyId: number;
  companyName: string;
};

export async function listPayouts(
  db: Db,
  filter: { referralId?: number; status?: PayoutStatus; servedBy?: number },
): Promise<PayoutWithCompany[]> {
  return db
    .select({
      payout: referralPayouts,
      companyId: referrals.companyId,
      companyName: companies.name,
    })
    .from(referralPayouts)
    .innerJoin(referrals, eq(referrals.id, referralPayouts.referralId))
    .innerJoin(companies, eq(companies.id, referrals.companyId))
    .where(
      and(
        filter.referralId === undefined
          ? undefined
          : eq(referralPayouts.referralId, filter.referralId),
        filter.status === undefined ? undefined : eq(referralPayouts.status, filter.status),
        filter.servedBy === undefined
          ? undefined
          : servedBy(db, referrals.companyId, filter.servedBy),
      ),
    )
    .orderBy(desc(referralPayouts.id))
    .limit(500);
}

export async function findPayout(db: Db, id: number): Promise<PayoutWithCompany | null> {
  const [row] = await db
    .select({
      payout: referralPayouts,
      companyId: referrals.companyId,
      companyName: companies.name,
    })
    .from(referralPayouts)
    .innerJoin(referrals, eq(referrals.id, referralPayouts.referralId))
    .innerJoin(companies, eq(companies.id, referrals.companyId))
    .where(eq(referralPayouts.id, id));
  return row ?? null;
}

/** Moves the payout only from `from` (a stale move changes nothing: null). */
export async function movePayout(
  db: Db,
  id: number,
  from: PayoutStatus,
  patch: Partial<ReferralPayoutRow>,
) {
  const [row] = await db
    .update(referralPayouts)
    .set(patch)
    .where(and(eq(referralPayouts.id, id), eq(referralPayouts.status, from)))
    .returning();
  return row ?? null;
}
