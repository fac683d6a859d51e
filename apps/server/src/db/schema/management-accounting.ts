import type {
  AdjustmentKind,
  ManagementPeriodType,
  ManagementReportKind,
} from '@kabinet/domain/management-accounting';
import {
  bigint,
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

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Management reports (ОПиУ, ДДС, баланс) staff publish for a company, PDF or XLSX
 * through the Storage port. `period_end` ('YYYY-MM', the last month covered) orders the list
 * newest first whatever the span.
 */
export const managementFiles = pgTable(
  'management_files',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text().$type<ManagementReportKind>().notNull(),
    periodType: text().$type<ManagementPeriodType>().notNull(),
    period: text().notNull(),
    periodEnd: text().notNull(),
    title: text().notNull(),
    comment: text().notNull().default(''),
    fileName: text().notNull(),
    extension: text().$type<'pdf' | 'xlsx'>().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [
    index('management_files_company_index').on(table.companyId, table.periodEnd, table.id),
  ],
);
export type ManagementFileRow = typeof managementFiles.$inferSelect;
export type NewManagementFileRow = typeof managementFiles.$inferInsert;

/**
 * Figures staff enter for the graphs beside the operations — revenue and expense
 * corrections of a month, receivables and payables at its end. One row per company, month and
 * kind: entering it again replaces it.
 */
export const managementAdjustments = pgTable(
  'management_adjustments',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    kind: text().$type<AdjustmentKind>().notNull(),
    amountKopecks: bigint({ mode: 'number' }).notNull(),
    comment: text().notNull().default(''),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('management_adjustments_company_month_kind_unique').on(
      table.companyId,
      table.month,
      table.kind,
    ),
  ],
);
export type ManagementAdjustmentRow = typeof managementAdjustments.$inferSelect;
