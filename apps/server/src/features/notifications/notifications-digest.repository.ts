import { and, asc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { chatConversations, chatMessages } from '../../db/schema/chat.ts';
import { notificationPreferences, notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

/** One notification the digest is about to e-mail, with its recipient. */
export type DigestNotificationRow = {
  id: string;
  userId: number;
  email: string | null;
  userName: string;
  data: Record<string, unknown>;
  createdAt: Date;
};

/**
 * Digest sweep: the pending (unread, never e-mailed, newer than `notBefore`) notifications
 * of `type` of every user who has one older than `dueBefore`, has an e-mail, is active and has the
 * e-mail channel of `type` on (`emailByDefault` when they never set it). All pending ones of such
 * a user come, so one letter covers them. The rows are locked `for update skip locked`: another
 * node sweeping at the same time skips them instead of mailing them twice.
 */
export async function claimDueDigestNotifications(
  db: Db,
  args: { type: string; dueBefore: Date; notBefore: Date; emailByDefault: boolean; limit: number },
): Promise<DigestNotificationRow[]> {
  const pending = and(
    eq(notifications.type, args.type),
    isNull(notifications.readAt),
    isNull(notifications.emailedAt),
    gt(notifications.createdAt, args.notBefore),
  );
  const dueUsers = db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(and(pending, lte(notifications.createdAt, args.dueBefore)));
  const stored = sql`(${notificationPreferences.preferences} -> ${args.type}::text ->> 'email')`;
  const emailOn = sql`coalesce(${stored}::boolean, ${sql.raw(args.emailByDefault ? 'true' : 'false')})`;
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      email: users.email,
      userName: users.name,
      data: notifications.data,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, notifications.userId))
    .where(
      and(
        pending,
        inArray(notifications.userId, dueUsers),
        ne(users.email, ''),
        eq(users.status, 'ACTIVE'),
        emailOn,
      ),
    )
    .orderBy(asc(notifications.userId), asc(notifications.createdAt))
    .limit(args.limit)
    .for('update', { of: notifications, skipLocked: true });
}

/** The chat messages by id as they are now (edited text, deletion). */
export async function findDigestMessages(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: chatMessages.id, text: chatMessages.text, deletedAt: chatMessages.deletedAt })
    .from(chatMessages)
    .where(inArray(chatMessages.id, [...ids]));
}

/** The names of these conversations. */
export async function findDigestConversations(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: chatConversations.id, name: chatConversations.name })
    .from(chatConversations)
    .where(inArray(chatConversations.id, [...ids]));
}

/** Marks notifications as handled by the digest, so no later sweep takes them again. */
export async function markNotificationsEmailed(
  db: Db,
  ids: readonly string[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ emailedAt: at })
    .where(inArray(notifications.id, [...ids]));
}
