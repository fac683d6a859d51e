import { and, desc, eq, gt, inArray, isNotNull, lt, ne, notInArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { personalAccessTokens, type PersonalAccessTokenRow } from '../../db/schema/auth.ts';
import { chatUsers } from '../../db/schema/chat.ts';
import { users } from '../../db/schema/users.ts';

export async function insertToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date; name: string },
) {
  const [row] = await db
    .insert(personalAccessTokens)
    .values(values)
    .returning({ id: personalAccessTokens.id });
  if (!row) throw new Error('token insert returned nothing');
  return row.id;
}

export async function findTokenById(db: Db, id: number) {
  const [row] = await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, id));
  return row ?? null;
}

/**
 * A token with its user and the user's chat identity (null before their first chat call), in
 * one query: the auth hook runs it on every request, and every chat call needs the chat user
 * (a chat send costs one round trip fewer).
 */
export async function findTokenWithUser(db: Db, id: number) {
  const [row] = await tokenWithUser(db).execute({ id });
  return row ?? null;
}

const tokenWithUser = preparedPerDb((db) =>
  db
    .select({ token: personalAccessTokens, user: users, chatUser: chatUsers })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .leftJoin(chatUsers, eq(chatUsers.userId, users.id))
    .where(eq(personalAccessTokens.id, sql.placeholder('id')))
    .prepare('token_with_user_and_chat_user'),
);

export async function touchToken(db: Db, id: number, at: Date) {
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: at })
    .where(eq(personalAccessTokens.id, id));
}

export async function deleteToken(db: Db, id: number) {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, id));
}

export async function deleteExpiredTokens(db: Db, now: Date) {
  const rows = await db
    .delete(personalAccessTokens)
    .where(lt(personalAccessTokens.expiresAt, now))
    .returning({ id: personalAccessTokens.id });
  return rows.length;
}

export async function listTokenIdsOfUser(db: Db, userId: number) {
  const rows = await db
    .select({ id: personalAccessTokens.id })
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId));
  return rows.map((row) => row.id);
}

/** Deletes all but the user's `keep` newest tokens; returns the deleted ids. */
export async function deleteTokensBeyondNewest(db: Db, userId: number, keep: number) {
  const newest = db
    .select({ id: personalAccessTokens.id })
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId))
    .orderBy(desc(personalAccessTokens.id))
    .limit(keep);
  const rows = await db
    .delete(personalAccessTokens)
    .where(
      and(eq(personalAccessTokens.userId, userId), notInArray(personalAccessTokens.id, newest)),
    )
    .returning({ id: personalAccessTokens.id });
  return rows.map((row) => row.id);
}

/** The user's tokens still valid at `now` (not expired, used since `activeSince`), newest first. */
export async function listLiveTokensOfUser(
  db: Db,
  userId: number,
  now: Date,
  activeSince: Date,
): Promise<PersonalAccessTokenRow[]> {
  return db
    .select()
    .from(personalAccessTokens)
    .where(
      and(
        eq(personalAccessTokens.userId, userId),
        gt(personalAccessTokens.expiresAt, now),
        gt(
          sql`coalesce(${personalAccessTokens.lastUsedAt}, ${personalAccessTokens.createdAt})`,
          activeSince,
        ),
      ),
    )
    .orderBy(desc(personalAccessTokens.id));
}

/** The latest use of any token of each of the users (users whose tokens were never used are left out). */
export async function listLastUseOfUsers(
  db: Db,
  userIds: readonly number[],
): Promise<{ userId: number; lastUsedAt: Date }[]> {
  if (userIds.length === 0) return [];
  const lastUsedAt = sql<Date>`max(${personalAccessTokens.lastUsedAt})`.mapWith(
    personalAccessTokens.lastUsedAt,
  );
  const rows = await db
    .select({ userId: personalAccessTokens.userId, lastUsedAt })
    .from(personalAccessTokens)
    .where(
      and(
        inArray(personalAccessTokens.userId, [...userIds]),
        isNotNull(personalAccessTokens.lastUsedAt),
      ),
    )
    .groupBy(personalAccessTokens.userId);
  return rows;
}

/**
 * Deletes tokens of the user: those of `only` when given, all but `keepId` otherwise; returns the
 * deleted ids (ids of `only` that are not the user's are left alone).
 */
export async function deleteSessionsOfUser(
  db: Db,
  userId: number,
  scope: { only?: readonly number[] | undefined; keepId?: number | undefined },
): Promise<number[]> {
  if (scope.only?.length === 0) return [];
  const rows = await db
    .delete(personalAccessTokens)
    .where(
      and(
        eq(personalAccessTokens.userId, userId),
        scope.only === undefined ? undefined : inArray(personalAccessTokens.id, [...scope.only]),
        scope.keepId === undefined ? undefined : ne(personalAccessTokens.id, scope.keepId),
      ),
    )
    .returning({ id: personalAccessTokens.id });
  return rows.map((row) => row.id);
}
