import type { ReportKind, ReportStatus } from '@kabinet/domain/reports';
import { sql } from 'drizzle-orm';
import {
  check,
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

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * The reports the firm files for a company — kind, period (a year, a quarter of it or
 * a month), deadline, status; the report file and the office's receipt or protocol (Storage
 * keys). The client's ПЭП sign-off (63-ФЗ ст. 9) is kept on the row for the current signing round
 * (`sign_round` grows each time the report goes to signing; a new file clears the signature).
 */
export const companyReports = pgTable(
  'company_reports',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text().$type<ReportKind>().notNull(),
    periodYear: integer().notNull(),
    periodQuarter: integer(),
    periodMonth: integer(),
    deadline: date({ mode: 'string' }).notNull(),
    status: text().$type<ReportStatus>().notNull(),
    fileName: text(),
    fileMime: text(),
    fileSize: integer(),
    fileKey: text(),
    fileUploadedAt: at(),
    receiptName: text(),
    receiptMime: text(),
    receiptSize: integer(),
    receiptKey: text(),
    receiptUploadedAt: at(),
    signRound: integer().notNull().default(0),
    signedAt: at(),
    signedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    signerName: text(),
    signIp: text(),
    signUserAgent: text(),
    documentSha256: text(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [
    // The client's list and the calendar's matching: a company's reports by deadline.
    index('company_reports_company_deadline_index').on(table.companyId, table.deadline, table.id),
    // The staff list across companies, filtered by status and deadline.
    index('company_reports_status_deadline_index').on(table.status, table.deadline, table.id),
    index('company_reports_deadline_index').on(table.deadline, table.id),
    check(
      'company_reports_period_check',
      sql`(${table.periodQuarter} is null or ${table.periodMonth} is null)`,
    ),
  ],
);
export type CompanyReportRow = typeof companyReports.$inferSelect;
export type NewCompanyReportRow = typeof companyReports.$inferInsert;

/** Every status move of a report (and the client's signature): who, from, to, why, when. */
export const companyReportHistory = pgTable(
  'company_report_history',
  {
    id: serial().primaryKey(),
    reportId: integer()
      .notNull()
      .references(() => companyReports.id, { onDelete: 'cascade' }),
    fromStatus: text().$type<ReportStatus>(),
    toStatus: text().$type<ReportStatus>().notNull(),
    comment: text().notNull().default(''),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: at().notNull().defaultNow(),
  },
  (table) => [index('company_report_history_report_index').on(table.reportId, table.id)],
);
export type CompanyReportHistoryRow = typeof companyReportHistory.$inferSelect;

/**
 * The reminders of the tax calendar already sent — one per company, item and offset
 * (7 or 1 day ahead), so the sweep may run any number of times.
 */
export const taxCalendarReminders = pgTable(
  'tax_calendar_reminders',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    itemKey: text().notNull(),
    offsetDays: integer().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    sentAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tax_calendar_reminders_unique').on(
      table.companyId,
      table.itemKey,
      table.offsetDays,
    ),
  ],
);

/**
 * A user's secret .ics feed of a company's tax calendar: the token is shown once and
 * kept as its SHA-256 (security R07); making a new one replaces it, deleting revokes it.
 */
export const taxCalendarFeeds = pgTable(
  'tax_calendar_feeds',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    lastUsedAt: at(),
  },
  (table) => [
    uniqueIndex('tax_calendar_feeds_company_user_unique').on(table.companyId, table.userId),
  ],
);
export type TaxCalendarFeedRow = typeof taxCalendarFeeds.$inferSelect;
