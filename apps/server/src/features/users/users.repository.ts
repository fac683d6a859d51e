import { and, eq, ne } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { users, type NewUserRow } from '../../db/schema/users.ts';

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUserRow>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** True when another user already has this contact. */
export async function isContactTaken(
  db: Db,
  contact: { kind: 'email' | 'phone'; value: string },
  exceptUserId: number,
) {
  const column = contact.kind === 'email' ? users.email : users.phone;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, contact.value), ne(users.id, exceptUserId)));
  return row !== undefined;
}
