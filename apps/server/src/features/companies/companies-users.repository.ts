import { and, eq, gt, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import {
  companyInvitations,
  type CompanyInvitationRow,
} from '../../db/schema/company-invitations.ts';
import { users, type UserRow } from '../../db/schema/users.ts';

import type { InvitationWithNames } from './companies-relations.repository.ts';

export async function findUserByContact(
  db: Db,
  contact: { phone?: string | undefined; email?: string | undefined },
): Promise<UserRow | null> {
  const where = contact.phone
    ? eq(users.phone, contact.phone)
    : eq(users.email, contact.email ?? '');
  const [row] = await db.select().from(users).where(where);
  return row ?? null;
}

export async function insertInvitation(db: Db, values: typeof companyInvitations.$inferInsert) {
  const [row] = await db.insert(companyInvitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** Moves a PENDING invitation of the company to CANCELLED; false when there was none. */
export async function cancelInvitation(
  db: Db,
  companyId: number,
  invitationId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(companyInvitations)
    .set({ status: 'CANCELLED', respondedAt: now })
    .where(
      and(
        eq(companyInvitations.id, invitationId),
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.status, 'PENDING'),
      ),
    )
    .returning({ id: companyInvitations.id });
  return rows.length > 0;
}

const addressedTo = (user: Pick<UserRow, 'email' | 'phone'>) =>
  or(
    user.email ? eq(companyInvitations.email, user.email) : sql`false`,
    user.phone ? eq(companyInvitations.phone, user.phone) : sql`false`,
  );

/** Pending, unexpired invitations to the user's e-mail or phone. */
export async function listInvitationsFor(
  db: Db,
  user: Pick<UserRow, 'email' | 'phone'>,
  now: Date,
): Promise<InvitationWithNames[]> {
  const rows = await db
    .select({
      invitation: companyInvitations,
      inviterName: users.name,
      companyName: companies.name,
      companyInn: companies.inn,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(
      and(
        eq(companyInvitations.status, 'PENDING'),
        gt(companyInvitations.expiresAt, now),
        addressedTo(user),
      ),
    )
    .orderBy(companyInvitations.id);
  return rows.map((row) => ({
    ...row.invitation,
    inviterName: row.inviterName,
    companyName: row.companyName,
    companyInn: row.companyInn,
  }));
}

/**
 * Single use (security R19): moves the invitation from PENDING to `status` in one statement,
 * only when it is addressed to the user and not expired; returns it, or null.
 */
export async function respondToInvitation(
  db: Db,
  invitationId: number,
  user: Pick<UserRow, 'email' | 'phone'>,
  status: 'ACCEPTED' | 'DECLINED',
  now: Date,
): Promise<CompanyInvitationRow | null> {
  const [row] = await db
    .update(companyInvitations)
    .set({ status, respondedAt: now })
    .where(
      and(
        eq(companyInvitations.id, invitationId),
        eq(companyInvitations.status, 'PENDING'),
        gt(companyInvitations.expiresAt, now),
        addressedTo(user),
      ),
    )
    .returning();
  return row ?? null;
}

export async function updatePosition(
  db: Db,
  companyId: number,
  userId: number,
  position: 'admin' | 'employee',
): Promise<void> {
  await db
    .update(companyUsers)
    .set({ position })
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
}

export async function removeMember(db: Db, companyId: number, userId: number): Promise<void> {
  await db
    .delete(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
}
