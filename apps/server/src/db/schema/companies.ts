import { sql } from 'drizzle-orm';
import {
  index,
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
  (table) => [
    uniqueIndex('companies_inn_kpp_unique').on(table.inn, table.kpp),
    // Directory search (docs/api/companies.md «Decisions»): INN and name prefixes use btree
    // text_pattern_ops, which works on PGlite and PostgreSQL alike (pg_trgm is not in PGlite).
    index('companies_inn_pattern_index').on(sql`${table.inn} text_pattern_ops`),
    index('companies_lower_name_pattern_index').on(sql`lower(${table.name}) text_pattern_ops`),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;

/**
 * Who belongs to a company: its owner, company admins and employees. Staff of the firm are
 * assigned through `staff_assignments` (a legacy `manager` row still counts as membership).
 */
export const companyUsers = pgTable(
  'company_users',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: text()
      .$type<'owner' | 'admin' | 'employee' | 'manager'>()
      .notNull()
      .default('employee'),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index('company_users_user_id_index').on(table.userId),
  ],
);

export type CompanyUserRow = typeof companyUsers.$inferSelect;
