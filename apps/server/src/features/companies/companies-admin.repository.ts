import { and, asc, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { companies, companyUsers, type CompanyRow } from '../../db/schema/companies.ts';
import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';

export { lockCompanyRow } from '../../db/company-rows.ts';

export type AdminCompanyFilters = {
  search?: string | undefined;
  status?: string | undefined;
  hasManager?: boolean | undefined;
  managerId?: number | undefined;
};

function filtersToWhere(db: Db, filters: AdminCompanyFilters): SQL | undefined {
  const assigned = (managerId?: number) =>
    db
      .select({ one: sql`1` })
      .from(staffAssignments)
      .where(
        and(
          eq(staffAssignments.companyId, companies.id),
          managerId ? eq(staffAssignments.userId, managerId) : undefined,
        ),
      );
  const search = filters.search?.trim();
  const searchWhere = search
    ? /^\d+$/.test(search)
      ? sql`${companies.inn} like ${`${escapeLike(search)}%`}`
      : sql`lower(${companies.name}) like ${`%${escapeLike(search.toLowerCase())}%`}`
    : undefined;
  return and(
    searchWhere,
    filters.status ? eq(companies.status, filters.status) : undefined,
    filters.hasManager === true ? exists(assigned()) : undefined,
    filters.hasManager === false ? sql`not ${exists(assigned())}` : undefined,
    filters.managerId ? exists(assigned(filters.managerId)) : undefined,
  );
}

/** One page of companies for /admin/companies, newest first, with the total count. */
export async function listCompaniesPage(
  db: Db,
  filters: AdminCompanyFilters,
  page: { page: number; perPage: number },
): Promise<{ rows: CompanyRow[]; total: number }> {
  const where = filtersToWhere(db, filters);
  const [counted] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(companies)
    .where(where);
  const rows = await db
    .select()
    .from(companies)
    .where(where)
    .orderBy(desc(companies.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { rows, total: counted?.value ?? 0 };
}

export async function assignStaff(
  db: Db,
  values: { companyId: number; userId: number; assignedBy: number | null },
): Promise<void> {
  await db.insert(staffAssignments).values(values).onConflictDoNothing();
}

export async function unassignStaff(db: Db, companyId: number, userId: number): Promise<void> {
  await db
    .delete(staffAssignments)
    .where(and(eq(staffAssignments.companyId, companyId), eq(staffAssignments.userId, userId)));
}

/** The staff assigned to a company, in the order they were assigned. */
export async function listAssignedManagers(db: Db, companyId: number): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(staffAssignments)
    .innerJoin(users, eq(users.id, staffAssignments.userId))
    .where(eq(staffAssignments.companyId, companyId))
    .orderBy(asc(staffAssignments.createdAt), asc(users.id));
  return rows.map((row) => row.user);
}

/** How many companies each user belongs to or is assigned to, and how many as staff. */
export type CompanyCounts = { companies: number; assigned: number };

/** {@link CompanyCounts} of each of the users, in one query (the admin's users list, a page). */
export async function countCompaniesOfUsers(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, CompanyCounts>> {
  if (userIds.length === 0) return new Map();
  const linked = sql<number>`(select count(*)::int from (
    select ${companyUsers.companyId} from ${companyUsers} where ${companyUsers.userId} = ${users.id}
    union
    select ${staffAssignments.companyId} from ${staffAssignments}
    where ${staffAssignments.userId} = ${users.id}
  ) as linked)`;
  const assigned = sql<number>`(select count(*)::int from ${staffAssignments}
    where ${staffAssignments.userId} = ${users.id})`;
  const rows = await db
    .select({ userId: users.id, companies: linked, assigned })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map(({ userId, ...counts }) => [userId, counts]));
}
