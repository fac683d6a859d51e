import type { CompanyTariffStatus } from '@kabinet/domain/tariffs';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { companies } from './companies.ts';
import { tariffs } from './tariffs.ts';
import { users } from './users.ts';

/**
 * SPEC §3 Company tariff. `info` is the snapshot taken when it was connected (slug, prices,
 * params by slug, totals), so catalogue edits never change what a company agreed to.
 */
export const companyTariffs = pgTable(
  'company_tariffs',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tariffId: integer().references(() => tariffs.id, { onDelete: 'restrict' }),
    status: text().$type<CompanyTariffStatus>().notNull(),
    info: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    payMonthsCount: integer(),
    amount: integer(),
    dateConnect: date({ mode: 'string' }),
    idempotencyKey: text(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    connectedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('company_tariffs_company_id_index').on(table.companyId, table.id),
    index('company_tariffs_company_id_status_index').on(table.companyId, table.status),
    index('company_tariffs_tariff_id_index').on(table.tariffId),
    uniqueIndex('company_tariffs_one_draft_unique')
      .on(table.companyId)
      .where(sql`${table.status} = 'DRAFT'`),
    uniqueIndex('company_tariffs_idempotency_key_unique')
      .on(table.companyId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
  ],
);

export type CompanyTariffRow = typeof companyTariffs.$inferSelect;
export type NewCompanyTariffRow = typeof companyTariffs.$inferInsert;

/** Every status change of a company tariff: who, when, from what to what. */
export const companyTariffHistory = pgTable(
  'company_tariff_history',
  {
    id: serial().primaryKey(),
    companyTariffId: integer()
      .notNull()
      .references(() => companyTariffs.id, { onDelete: 'cascade' }),
    fromStatus: text().$type<CompanyTariffStatus>(),
    toStatus: text().$type<CompanyTariffStatus>().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    comment: text(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('company_tariff_history_company_tariff_id_index').on(table.companyTariffId, table.id),
    index('company_tariff_history_actor_user_id_index').on(table.actorUserId),
  ],
);

export type CompanyTariffHistoryRow = typeof companyTariffHistory.$inferSelect;
