import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './users.ts';

/** SPEC §3 Company (minimal: the companies feature extends it). Money in whole roubles. */
export const companies = pgTable(
  'companies',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    crmId: text(),
    inn: text().notNull(),
    kpp: text(),
    ogrn: text(),
    name: text().notNull(),
    balance: integer().notNull().default(0),
    debt: integer().notNull().default(0),
    status: text().notNull().default('ACTIVE'),
    info: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('companies_inn_kpp_unique').on(table.inn, table.kpp)],
);

export type CompanyRow = typeof companies.$inferSelect;

/** Who belongs to a company: its owner, employees and the assigned staff. */
export const companyUsers = pgTable(
  'company_users',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: text().$type<'owner' | 'employee' | 'manager'>().notNull().default('employee'),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] })],
);

export type CompanyUserRow = typeof companyUsers.$inferSelect;
