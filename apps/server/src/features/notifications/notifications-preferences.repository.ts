import {
  resolveNotificationPreferences,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from '@kabinet/domain/notifications';
import { eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/notifications.ts';

/**
 * The preferences of these users, every type × channel resolved over the defaults (a
 * user who never changed anything gets the defaults). One query for any number of users.
 */
export async function loadNotificationPreferences(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, NotificationPreferences>> {
  const unique = [...new Set(userIds)];
  const result = new Map<number, NotificationPreferences>();
  if (unique.length === 0) return result;
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, unique));
  const stored = new Map(rows.map((row) => [row.userId, row.preferences]));
  for (const userId of unique) {
    result.set(userId, resolveNotificationPreferences(stored.get(userId)));
  }
  return result;
}

/**
 * Stores the user's patch over the defaults; concurrent saves of one user are last-writer-wins
 * (one row per user, upsert). A read-merge-write takes {@link lockNotificationPreferencesPatch}
 * first in the same transaction.
 */
export async function saveNotificationPreferences(
  db: Db,
  userId: number,
  preferences: NotificationPreferencesPatch,
  at: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences, updatedAt: at })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { preferences: sql`excluded.preferences`, updatedAt: at },
    });
}

/**
 * The user's stored patch, its row locked until the transaction ends (an empty row is created
 * first when there is none), so two concurrent changes of one user merge instead of one losing.
 */
export async function lockNotificationPreferencesPatch(
  db: Db,
  userId: number,
  at: Date,
): Promise<NotificationPreferencesPatch> {
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences: {}, updatedAt: at })
    .onConflictDoNothing();
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .for('update');
  return row?.preferences ?? {};
}
