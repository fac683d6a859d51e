import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './users.ts';

/** SPEC §3 Device: push tokens of a user; one row per (user, token). */
export const devices = pgTable(
  'devices',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    platform: text().$type<'web' | 'android' | 'ios'>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('devices_user_id_token_unique').on(table.userId, table.token)],
);

export type DeviceRow = typeof devices.$inferSelect;
