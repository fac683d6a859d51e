import type { ActStatus } from '@kabinet/domain/acts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { users } from './users.ts';
import { yearCounterTable } from '../year-counter.ts';

const money = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Acts (акты оказанных услуг): one per company and month (unique), made from the month's
 * ledger charges; number = year + sequence of the acts' own series; the seller and the buyer as
 * they were when it was made. The ПЭП sign-off (63-ФЗ ст. 9) is kept on the row: who signed,
 * when, from where, and the SHA-256 of the act's canonical content they signed. A dispute keeps
 * its reason; staff re-issue the act (revision + 1, a new number) or keep it.
 */
export const acts = pgTable(
  'acts',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    sequence: integer().notNull(),
    period: text().notNull(),
    actDate: date({ mode: 'string' }).notNull(),
    status: text().$type<ActStatus>().notNull(),
    revision: integer().notNull().default(1),
    totalKopecks: money().notNull(),
    vatMode: text().notNull(),
    seller: jsonb().$type<Record<string, unknown>>().notNull(),
    buyer: jsonb().$type<Record<string, unknown>>().notNull(),
    issuedAt: at().notNull().defaultNow(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    signedAt: at(),
    signedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    signerName: text(),
    signChannel: text(),
    signIp: text(),
    signUserAgent: text(),
    documentSha256: text(),
    disputedAt: at(),
    disputedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    disputeReason: text(),
    resolvedAt: at(),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('acts_company_period_unique').on(table.companyId, table.period),
    uniqueIndex('acts_year_sequence_unique').on(table.year, table.sequence),
    index('acts_status_index').on(table.status, table.period),
    check('acts_total_positive', sql`${table.totalKopecks} > 0`),
  ],
);
export type ActRow = typeof acts.$inferSelect;
export type NewActRow = typeof acts.$inferInsert;

/** The lines of an act, in print order, each naming the ledger charge it stands for. */
export const actLines = pgTable(
  'act_lines',
  {
    id: serial().primaryKey(),
    actId: integer()
      .notNull()
      .references(() => acts.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull(),
    quantity: integer().notNull(),
    priceKopecks: money().notNull(),
    amountKopecks: money().notNull(),
    sourceType: text().notNull(),
    sourceId: text().notNull(),
  },
  (table) => [index('act_lines_act_index').on(table.actId, table.position)],
);
export type ActLineRow = typeof actLines.$inferSelect;

/** The last act sequence of each year, bumped in the making transaction. */
export const actCounters = yearCounterTable('act_counters');
