import { and, asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { companies, companyUsers, type CompanyRow } from '../../db/schema/companies.ts';

/** A company with the position of the user it was listed for. */
export type MemberCompanyRow = CompanyRow & { position: string };

/** Companies the user belongs to (owner, employee or assigned staff), oldest first. */
export async function listCompaniesOfUser(db: Db, userId: number): Promise<MemberCompanyRow[]> {
  const rows = await db
    .select({ company: companies, position: companyUsers.position })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(eq(companyUsers.userId, userId))
    .orderBy(asc(companies.id));
  return rows.map((row) => ({ ...row.company, position: row.position }));
}

export async function isCompanyMember(db: Db, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  return row !== undefined;
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

export async function addCompanyUser(db: Db, values: typeof companyUsers.$inferInsert) {
  await db.insert(companyUsers).values(values).onConflictDoNothing();
}
