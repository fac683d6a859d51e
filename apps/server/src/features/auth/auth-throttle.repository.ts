import { and, asc, count, eq, gt, inArray, lt } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { authFailures } from '../../db/schema/auth.ts';

/** Failures of a key since `since`, and when the oldest of them happened. */
export async function countFailuresSince(db: Db, key: string, since: Date) {
  const where = and(eq(authFailures.key, key), gt(authFailures.createdAt, since));
  const [total] = await db.select({ value: count() }).from(authFailures).where(where);
  const [oldest] = await db
    .select({ createdAt: authFailures.createdAt })
    .from(authFailures)
    .where(where)
    .orderBy(asc(authFailures.createdAt))
    .limit(1);
  return { total: total?.value ?? 0, oldestAt: oldest?.createdAt ?? null };
}

export async function insertFailures(db: Db, keys: string[], at: Date) {
  if (keys.length > 0) {
    await db.insert(authFailures).values(keys.map((key) => ({ key, createdAt: at })));
  }
}

export async function deleteFailures(db: Db, keys: string[]) {
  if (keys.length > 0) await db.delete(authFailures).where(inArray(authFailures.key, keys));
}

export async function deleteFailuresBefore(db: Db, before: Date) {
  await db.delete(authFailures).where(lt(authFailures.createdAt, before));
}
