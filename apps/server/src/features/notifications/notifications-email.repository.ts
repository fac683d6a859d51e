import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

/** A stored notification with what its letter needs of its user. */
export type EmailNotificationRow = {
  id: string;
  type: string;
  data: Record<string, unknown>;
  emailedAt: Date | null;
  userId: number;
  email: string | null;
  userName: string;
  userStatus: string;
};

/** The notification by id with its user's e-mail, name and status, or null. */
export async function findEmailNotification(
  db: Db,
  id: string,
): Promise<EmailNotificationRow | null> {
  const [row] = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      data: notifications.data,
      emailedAt: notifications.emailedAt,
      userId: notifications.userId,
      email: users.email,
      userName: users.name,
      userStatus: users.status,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, id));
  return row ?? null;
}
