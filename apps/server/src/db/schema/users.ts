import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** SPEC §3 User. Contacts are stored normalised: e-mail lower-case, phone `7XXXXXXXXXX`. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    lastName: text(),
    patronymic: text(),
    email: text(),
    phone: text(),
    passwordHash: text().notNull(),
    status: text().$type<'ACTIVE' | 'BLOCKED' | 'IN_DELETE_PROCESS'>().notNull().default('ACTIVE'),
    roleSlug: text()
      .$type<'client' | 'manager' | 'project_manager' | 'admin' | 'crm'>()
      .notNull()
      .default('client'),
    nickname: text(),
    birthday: date({ mode: 'string' }),
    phoneMessenger: text(),
    phoneCity: text(),
    contactMethod: text().$type<'phone' | 'email' | 'chat'>(),
    cloudDatabase: text(),
    avatarPath: text(),
    accompanyingUserId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    activeCompanyId: integer(),
    leadYaId: text(),
    deletionScheduledAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique')
      .on(table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex('users_phone_unique')
      .on(table.phone)
      .where(sql`${table.phone} is not null`),
    index('users_accompanying_user_id_index').on(table.accompanyingUserId),
    // Admin users list: filtered by role or status, newest first.
    index('users_role_slug_index').on(table.roleSlug, table.id),
    index('users_status_index').on(table.status, table.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
