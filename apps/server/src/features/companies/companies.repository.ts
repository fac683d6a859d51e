import { and, asc, desc, eq, exists, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { companies, companyUsers, type CompanyRow } from '../../db/schema/companies.ts';
import { companyDocuments } from '../../db/schema/company-documents.ts';
import {
  companyInvitations,
  type CompanyInvitationRow,
} from '../../db/schema/company-invitations.ts';
import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';

import {
  noRelations,
  readRelations,
  relationColumns,
  type CompanyMemberRow,
  type CompanyRelations,
  type DocumentWithUploader,
  type InvitationWithNames,
} from './companies-relations.repository.ts';

/** A company with the position of the user it was listed for (and, when loaded, its parts). */
export type MemberCompanyRow = CompanyRow & { position: string; relations?: CompanyRelations };

/** Companies the user belongs to or is assigned to as staff, oldest first, with their parts. */
export async function listCompaniesOfUser(db: Db, userId: number): Promise<MemberCompanyRow[]> {
  const rows = await companiesOfUser(db).execute({ userId });
  return rows.map(({ company, position, ...relations }) => ({
    ...company,
    position,
    relations: readRelations(relations),
  }));
}

/** One query (user-full runs it at every app start): a member's own position wins over staff. */
const companiesOfUser = preparedPerDb((db) => {
  const userId = sql.placeholder('userId');
  const membership = alias(companyUsers, 'membership');
  const assigned = db
    .select({ companyId: staffAssignments.companyId })
    .from(staffAssignments)
    .where(and(eq(staffAssignments.companyId, companies.id), eq(staffAssignments.userId, userId)));
  return db
    .select({
      company: companies,
      position: sql<string>`coalesce(${membership.position}, 'manager')`,
      ...relationColumns,
    })
    .from(companies)
    .leftJoin(
      membership,
      and(eq(membership.companyId, companies.id), eq(membership.userId, userId)),
    )
    .where(or(isNotNull(membership.userId), exists(assigned)))
    .orderBy(asc(companies.id))
    .prepare('companies_of_user');
});

/** Loads banks, members, documents, invitations and managers of the rows in one query. */
export async function withRelations(db: Db, rows: MemberCompanyRow[]): Promise<MemberCompanyRow[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((row) => row.id);
  const loaded = await db
    .select({ id: companies.id, ...relationColumns })
    .from(companies)
    .where(inArray(companies.id, ids));
  const byId = new Map(loaded.map(({ id, ...relations }) => [id, readRelations(relations)]));
  return rows.map((row) => ({ ...row, relations: byId.get(row.id) ?? noRelations() }));
}

/** Members of the companies (not staff), owner first then by join time. */
export async function listMembers(db: Db, companyIds: number[]): Promise<CompanyMemberRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .select({ user: users, position: companyUsers.position, companyId: companyUsers.companyId })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(inArray(companyUsers.companyId, companyIds), sql`${companyUsers.position} <> 'manager'`),
    )
    .orderBy(
      sql`${companyUsers.position} = 'owner' desc`,
      asc(companyUsers.createdAt),
      asc(users.id),
    );
}

export async function listDocuments(db: Db, companyIds: number[]): Promise<DocumentWithUploader[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({ document: companyDocuments, uploaderName: users.name })
    .from(companyDocuments)
    .leftJoin(users, eq(users.id, companyDocuments.uploadedBy))
    .where(inArray(companyDocuments.companyId, companyIds))
    .orderBy(desc(companyDocuments.createdAt), desc(companyDocuments.id));
  return rows.map((row) => ({ ...row.document, uploaderName: row.uploaderName }));
}

const invitationColumns = {
  invitation: companyInvitations,
  inviterName: users.name,
  companyName: companies.name,
  companyInn: companies.inn,
};

function invitationsQuery(db: Db) {
  return db
    .select(invitationColumns)
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy));
}

const flattenInvitation = (row: {
  invitation: CompanyInvitationRow;
  inviterName: string | null;
  companyName: string;
  companyInn: string;
}): InvitationWithNames => ({
  ...row.invitation,
  inviterName: row.inviterName,
  companyName: row.companyName,
  companyInn: row.companyInn,
});

export async function listPendingInvitations(
  db: Db,
  companyIds: number[],
): Promise<InvitationWithNames[]> {
  if (companyIds.length === 0) return [];
  const rows = await invitationsQuery(db)
    .where(
      and(
        inArray(companyInvitations.companyId, companyIds),
        eq(companyInvitations.status, 'PENDING'),
        sql`${companyInvitations.expiresAt} > now()`,
      ),
    )
    .orderBy(asc(companyInvitations.id));
  return rows.map(flattenInvitation);
}

export async function isCompanyMember(db: Db, companyId: number, userId: number): Promise<boolean> {
  const [row] = await companyMembership(db).execute({ companyId, userId });
  return row !== undefined;
}

/** Company and chat access checks run it on most requests. */
const companyMembership = preparedPerDb((db) =>
  db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(
      and(
        eq(companyUsers.companyId, sql.placeholder('companyId')),
        eq(companyUsers.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('company_membership'),
);

export async function isStaffAssigned(db: Db, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ companyId: staffAssignments.companyId })
    .from(staffAssignments)
    .where(and(eq(staffAssignments.companyId, companyId), eq(staffAssignments.userId, userId)));
  return row !== undefined;
}

/** Among these companies and users: the (company, user) pairs of members and assigned staff. */
export async function listCompanyAccessAmong(
  db: Db,
  companyIds: readonly number[],
  userIds: readonly number[],
): Promise<{ companyId: number; userId: number }[]> {
  if (companyIds.length === 0 || userIds.length === 0) return [];
  const members = db
    .select({ companyId: companyUsers.companyId, userId: companyUsers.userId })
    .from(companyUsers)
    .where(
      and(
        inArray(companyUsers.companyId, [...companyIds]),
        inArray(companyUsers.userId, [...userIds]),
      ),
    );
  const staff = db
    .select({ companyId: staffAssignments.companyId, userId: staffAssignments.userId })
    .from(staffAssignments)
    .where(
      and(
        inArray(staffAssignments.companyId, [...companyIds]),
        inArray(staffAssignments.userId, [...userIds]),
      ),
    );
  return members.union(staff);
}

export async function findMemberPosition(
  db: Db,
  companyId: number,
  userId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ position: companyUsers.position })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  return row?.position ?? null;
}

export async function findCompanyById(db: Db, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function findCompanyByInn(db: Db, inn: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.inn, inn)).limit(1);
  return row ?? null;
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

export async function updateCompany(
  db: Db,
  id: number,
  values: Partial<typeof companies.$inferInsert>,
): Promise<void> {
  await db.update(companies).set(values).where(eq(companies.id, id));
}

export async function deleteCompany(db: Db, id: number): Promise<void> {
  await db.delete(companies).where(eq(companies.id, id));
}

export async function addCompanyUser(db: Db, values: typeof companyUsers.$inferInsert) {
  await db.insert(companyUsers).values(values).onConflictDoNothing();
}

/** Directory search: INN prefix or name containing the text (ILIKE, escaped), at most `limit`. */
export async function searchDirectory(db: Db, text: string, limit: number): Promise<CompanyRow[]> {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  const digits = /^\d+$/.test(text);
  return db
    .select()
    .from(companies)
    .where(
      digits
        ? sql`${companies.inn} like ${`${escaped}%`}`
        : sql`lower(${companies.name}) like ${`%${escaped.toLowerCase()}%`}`,
    )
    .orderBy(asc(companies.name))
    .limit(limit);
}

/** The user's active company id, or their first company when none is set. */
export async function findActiveCompanyIdOfUser(db: Db, userId: number): Promise<number | null> {
  const [user] = await db
    .select({ activeCompanyId: users.activeCompanyId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return user.activeCompanyId;
}

export async function findUser(db: Db, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function setActiveCompanyIfEmpty(db: Db, userId: number, companyId: number) {
  await db
    .update(users)
    .set({ activeCompanyId: companyId })
    .where(and(eq(users.id, userId), sql`${users.activeCompanyId} is null`));
}

export async function clearActiveCompany(db: Db, userId: number, companyId: number) {
  await db
    .update(users)
    .set({ activeCompanyId: null })
    .where(and(eq(users.id, userId), eq(users.activeCompanyId, companyId)));
}

export async function countOtherMembers(db: Db, companyId: number, ownerId: number) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(companyUsers)
    .where(
      and(
        eq(companyUsers.companyId, companyId),
        sql`${companyUsers.userId} <> ${ownerId}`,
        sql`${companyUsers.position} <> 'manager'`,
      ),
    );
  return row?.value ?? 0;
}

/** Sets `info.main_bank_id` alone, leaving the rest of info as it is in the row. */
export async function setMainBankId(
  db: Db,
  companyId: number,
  bankId: number | null,
  now: Date,
): Promise<void> {
  await db
    .update(companies)
    .set({
      info: sql`jsonb_set(${companies.info}, '{main_bank_id}', ${JSON.stringify(bankId)}::jsonb)`,
      updatedAt: now,
    })
    .where(eq(companies.id, companyId));
}
