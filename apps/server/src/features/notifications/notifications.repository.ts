import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

/** The user's newest notifications. */
export async function listRecentNotifications(db: Db, userId: number, limit = 50) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}

/** Inserts notifications (created now, unless `createdAt` says otherwise) and returns them. */
export async function insertNotifications(
  db: Db,
  rows: {
    userId: number;
    type: string;
    data: Record<string, unknown>;
    createdAt?: Date;
    emailedAt?: Date | null;
  }[],
) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

/** created_at to the millisecond, the precision a cursor carries (Postgres keeps microseconds). */
const createdAtMs = sql`date_trunc('milliseconds', ${notifications.createdAt})`;

/**
 * Keyset page of the user's notifications, newest first by (created_at, id): the ones strictly
 * after `before` in that order, `limit` of them.
 */
export async function listNotificationsPage(
  db: Db,
  userId: number,
  page: { before?: { createdAt: Date; id: string } | undefined; limit: number },
) {
  const { before } = page;
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before
          ? sql`(${createdAtMs}, ${notifications.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(createdAtMs), desc(notifications.id))
    .limit(page.limit);
}

/**
 * Sets read_at on the user's unread notifications (the listed ids, or all when `ids` is
 * undefined); another user's ids never match. Returns the rows it changed.
 */
export async function markNotificationsRead(
  db: Db,
  userId: number,
  ids: readonly string[] | undefined,
  at: Date,
) {
  if (ids && ids.length === 0) return [];
  return db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: notifications.id, readAt: notifications.readAt });
}

function chatNotificationsOf(userId: number, type: string, conversationIds: readonly number[]) {
  return and(
    eq(notifications.userId, userId),
    eq(notifications.type, type),
    inArray(
      sql`${notifications.data} -> 'message' ->> 'chat_conversation_id'`,
      conversationIds.map(String),
    ),
  );
}

/** Deletes the user's notifications of `type` about these conversations; returns their ids. */
export async function deleteConversationNotifications(
  db: Db,
  args: { userId: number; type: string; conversationIds: readonly number[] },
) {
  if (args.conversationIds.length === 0) return [];
  return db
    .delete(notifications)
    .where(chatNotificationsOf(args.userId, args.type, args.conversationIds))
    .returning({ id: notifications.id });
}

/** Marks the user's unread notifications of `type` about a conversation read. */
export async function markConversationNotificationsRead(
  db: Db,
  args: { userId: number; type: string; conversationId: number; at: Date },
) {
  return db
    .update(notifications)
    .set({ readAt: args.at })
    .where(
      and(
        chatNotificationsOf(args.userId, args.type, [args.conversationId]),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id, readAt: notifications.readAt });
}

/** One notification by id, or null (removed, e.g. its conversation was read). */
export async function findNotificationById(db: Db, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}
