import { ADMIN_ROLE_SLUGS } from '@kabinet/domain/shared';
import { and, asc, eq, inArray, ne, or, type SQLWrapper } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { users } from '../../db/schema/users.ts';

/** The ids of the active users among `candidates` whose role is (or is not) the client's. */
async function activeUserIds(db: Db, clients: boolean, candidates: SQLWrapper[]) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        clients ? eq(users.roleSlug, 'client') : ne(users.roleSlug, 'client'),
        eq(users.status, 'ACTIVE'),
        or(...candidates.map((candidate) => inArray(users.id, candidate))),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/** The company's active client users: its owner and members (a `manager` membership is staff). */
export function clientUserIds(db: Db, companyId: number): Promise<number[]> {
  const owner = db
    .select({ id: companies.userId })
    .from(companies)
    .where(eq(companies.id, companyId));
  const members = db
    .select({ id: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), ne(companyUsers.position, 'manager')));
  return activeUserIds(db, true, [owner, members]);
}

/** The company's active staff: its assigned managers (and a legacy `manager` membership). */
export function staffUserIds(db: Db, companyId: number): Promise<number[]> {
  const assigned = db
    .select({ id: staffAssignments.userId })
    .from(staffAssignments)
    .where(eq(staffAssignments.companyId, companyId));
  const legacy = db
    .select({ id: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.position, 'manager')));
  return activeUserIds(db, false, [assigned, legacy]);
}

/** The firm's active admins (admin and crm, SPEC §6), who act on every company. */
export async function adminUserIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.roleSlug, [...ADMIN_ROLE_SLUGS]), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}
