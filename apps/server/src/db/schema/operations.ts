import type {
  CategorySource,
  ImportStatus,
  OperationDirection,
  OperationRuleKind,
} from '@kabinet/domain/operations';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { companies } from './companies.ts';
import { users } from './users.ts';

const money = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true, mode: 'date' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * An uploaded 1CClientBankExchange statement and its import's progress. The file waits
 * in storage (`storage_key`) while the job adds its operations in chunks; `processed` is where
 * a restarted job goes on from.
 */
export const operationImports = pgTable(
  'operation_imports',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    uploaderName: text().notNull().default(''),
    fileName: text().notNull(),
    storageKey: text(),
    status: text().$type<ImportStatus>().notNull(),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    added: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    error: text(),
    createdAt: at().notNull().defaultNow(),
    finishedAt: at(),
  },
  (table) => [index('operation_imports_company_index').on(table.companyId, table.createdAt)],
);
export type OperationImportRow = typeof operationImports.$inferSelect;

/**
 * A bank operation of a company, from a statement. `dedupe_key` (domain
 * `operationDedupeKey`) is unique per company, so an overlapping statement adds nothing twice.
 * Money is positive kopecks; `direction` gives the sign. `search` is the Russian full-text
 * vector of the purpose and the counterparty (ё read as е), GIN-indexed: PGlite ships the
 * `russian` configuration too, so the same query runs in tests, embedded and on PostgreSQL.
 */
export const operations = pgTable(
  'operations',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    account: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    number: text().notNull().default(''),
    direction: text().$type<OperationDirection>().notNull(),
    amountKopecks: money().notNull(),
    counterpartyName: text().notNull().default(''),
    counterpartyInn: text(),
    counterpartyKpp: text(),
    counterpartyAccount: text(),
    counterpartyBankName: text(),
    counterpartyBik: text(),
    purpose: text().notNull().default(''),
    categoryCode: text().notNull(),
    categorySource: text().$type<CategorySource>().notNull(),
    importId: integer().references(() => operationImports.id, { onDelete: 'set null' }),
    dedupeKey: text().notNull(),
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('russian'::regconfig, replace(replace(${operations.purpose} || ' ' || ${operations.counterpartyName}, 'ё', 'е'), 'Ё', 'Е'))`,
    ),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('operations_company_dedupe_unique').on(table.companyId, table.dedupeKey),
    // Ascending on purpose: the list's `order by date desc, id desc` (NULLS FIRST, PostgreSQL's
    // default for desc) is exactly a backward scan of these; a `desc nulls last` index would not
    // match it and every page would sort.
    index('operations_company_date_index').on(table.companyId, table.date, table.id),
    index('operations_company_direction_date_index').on(
      table.companyId,
      table.direction,
      table.date,
      table.id,
    ),
    index('operations_company_category_date_index').on(
      table.companyId,
      table.categoryCode,
      table.date,
      table.id,
    ),
    index('operations_company_inn_index').on(table.companyId, table.counterpartyInn),
    index('operations_import_index').on(table.importId),
    index('operations_search_index').using('gin', table.search),
    check('operations_amount_positive', sql`${table.amountKopecks} > 0`),
    check('operations_direction', sql`${table.direction} in ('in', 'out')`),
  ],
);
export type OperationRow = typeof operations.$inferSelect;
export type NewOperationRow = typeof operations.$inferInsert;

/**
 * The balance sections (`СекцияРасчСчет`) of each imported statement, per account, so
 * figures can tell the balance on a date from the earliest opening balance plus operations since.
 */
export const operationStatementBalances = pgTable(
  'operation_statement_balances',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    importId: integer()
      .notNull()
      .references(() => operationImports.id, { onDelete: 'cascade' }),
    account: text().notNull(),
    dateStart: date({ mode: 'string' }).notNull(),
    dateEnd: date({ mode: 'string' }),
    openingKopecks: money(),
    closingKopecks: money(),
  },
  (table) => [
    index('operation_balances_company_account_index').on(
      table.companyId,
      table.account,
      table.dateStart,
    ),
    index('operation_balances_import_index').on(table.importId),
  ],
);
export type OperationBalanceRow = typeof operationStatementBalances.$inferSelect;

/** A company's rule choosing a category by the counterparty's INN or purpose words. */
export const operationCategoryRules = pgTable(
  'operation_category_rules',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text().$type<OperationRuleKind>().notNull(),
    value: text().notNull(),
    categoryCode: text().notNull(),
    priority: integer().notNull().default(0),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [index('operation_rules_company_index').on(table.companyId)],
);
export type OperationRuleRow = typeof operationCategoryRules.$inferSelect;
