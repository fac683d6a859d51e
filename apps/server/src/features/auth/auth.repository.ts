import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { users, type NewUserRow } from '../../db/schema/users.ts';

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByContact(
  db: Db,
  contact: { kind: 'email' | 'phone'; value: string },
) {
  const column = contact.kind === 'email' ? users.email : users.phone;
  const [row] = await db.select().from(users).where(eq(column, contact.value));
  return row ?? null;
}

/** True once any account exists (the demo seeds an empty database only). */
export async function hasAnyUser(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

export async function insertUser(db: Db, values: NewUserRow) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
}
