import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { staffAssignments, staffProfiles } from '../../db/schema/staff-assignments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';

/** A staff member with their settings (null when never set) and their load. */
export type StaffWithLoad = {
  user: UserRow;
  acceptingNewClients: boolean | null;
  workingHours: string | null;
  activeCompanies: number;
  lastAssignedAt: Date | null;
};

// Per user of the outer query: the ACTIVE companies assigned to them, and their latest assignment.
const activeCompanies = sql<number>`(select count(*)::int from ${staffAssignments}
  inner join ${companies} on ${companies.id} = ${staffAssignments.companyId}
  where ${staffAssignments.userId} = ${users.id} and ${companies.status} = 'ACTIVE')`;
const lastAssignedAt = sql`(select max(${staffAssignments.createdAt}) from ${staffAssignments}
  where ${staffAssignments.userId} = ${users.id})`.mapWith(staffAssignments.createdAt);

const withLoad = {
  user: users,
  acceptingNewClients: staffProfiles.acceptingNewClients,
  workingHours: staffProfiles.workingHours,
  activeCompanies,
  lastAssignedAt,
};

/** Users of these roles with their settings and load, by name. */
export async function listStaffWithLoad(
  db: Db,
  roleSlugs: readonly string[],
): Promise<StaffWithLoad[]> {
  return db
    .select(withLoad)
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(inArray(users.roleSlug, roleSlugs as UserRow['roleSlug'][]))
    .orderBy(asc(users.lastName), asc(users.name), asc(users.id));
}

/** One user of these roles with their settings and load, or null. */
export async function findStaffWithLoad(
  db: Db,
  userId: number,
  roleSlugs: readonly string[],
): Promise<StaffWithLoad | null> {
  const [row] = await db
    .select(withLoad)
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(and(eq(users.id, userId), inArray(users.roleSlug, roleSlugs as UserRow['roleSlug'][])));
  return row ?? null;
}

// One number for the advisory lock that serialises automatic assignments (any fixed key works).
const AUTO_ASSIGN_LOCK = 120_012;

/**
 * The active user of these roles who accepts new clients (no settings row: accepts)
 * with the fewest ACTIVE companies; ties go to the longest idle — the oldest latest assignment,
 * never assigned first — then the lowest id. An advisory lock held to the end of `tx` makes
 * concurrent company creations pick one after another, each seeing the other's assignment.
 */
export async function findLeastLoadedAcceptingStaff(
  tx: Db,
  roleSlugs: readonly string[],
): Promise<UserRow | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUTO_ASSIGN_LOCK})`);
  const [row] = await tx
    .select({ user: users })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(
      and(
        inArray(users.roleSlug, roleSlugs as UserRow['roleSlug'][]),
        eq(users.status, 'ACTIVE'),
        sql`coalesce(${staffProfiles.acceptingNewClients}, true)`,
      ),
    )
    .orderBy(asc(activeCompanies), sql`${lastAssignedAt} asc nulls first`, asc(users.id))
    .limit(1);
  return row?.user ?? null;
}

/** Saves a staff member's settings (creating the row on the first change). */
export async function saveStaffProfile(
  db: Db,
  userId: number,
  values: { acceptingNewClients?: boolean; workingHours?: string | null; updatedAt: Date },
): Promise<void> {
  await db
    .insert(staffProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: staffProfiles.userId, set: values });
}

/**
 * The manager a company's client sees: the staff member assigned to it first, with their working
 * hours; null while none is assigned.
 */
export async function findCompanyManager(
  db: Db,
  companyId: number,
): Promise<{ user: UserRow; workingHours: string | null } | null> {
  const [row] = await db
    .select({ user: users, workingHours: staffProfiles.workingHours })
    .from(staffAssignments)
    .innerJoin(users, eq(users.id, staffAssignments.userId))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(eq(staffAssignments.companyId, companyId))
    .orderBy(asc(staffAssignments.createdAt), asc(users.id))
    .limit(1);
  return row ?? null;
}
