import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

/** The company's name, or null when it is gone. */
export async function findCompanyName(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/**
 * The company's active client users: its owner and members (owner, admin, employee — a legacy
 * `manager` row is staff), with the client role. Staff never get the company's notifications.
 */
export async function listCompanyClientUserIds(db: Db, companyId: number): Promise<number[]> {
  const owner = db
    .select({ id: companies.userId })
    .from(companies)
    .where(eq(companies.id, companyId));
  const members = db
    .select({ id: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), ne(companyUsers.position, 'manager')));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.roleSlug, 'client'),
        eq(users.status, 'ACTIVE'),
        or(inArray(users.id, owner), inArray(users.id, members)),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}
