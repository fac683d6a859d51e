import { desc, eq } from 'drizzle-orm';

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

/** Inserts notifications and returns them. */
export async function insertNotifications(
  db: Db,
  rows: { userId: number; type: string; data: Record<string, unknown> }[],
) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}
