import type { NotificationPreferencesPatch } from '@kabinet/domain/notifications';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './users.ts';

/**
 * SPEC §3 Notification: unread until read_at is set. `emailed_at` marks the chat notifications
 * an e-mail digest already listed, so a digest never repeats one.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
    emailedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_id_index').on(table.userId, table.createdAt),
    // The digest sweep: unread, not yet e-mailed notifications by age.
    index('notifications_digest_index')
      .on(table.createdAt)
      .where(sql`${table.readAt} is null and ${table.emailedAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** A user's changes to the default notification preferences (type × channel). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb().$type<NotificationPreferencesPatch>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
