import type { ReportStatus } from '@kabinet/domain/reports';
import { and, asc, desc, eq, gte, inArray, lte, or } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import {
  companyReportHistory,
  companyReports,
  taxCalendarFeeds,
  taxCalendarReminders,
  type CompanyReportRow,
  type NewCompanyReportRow,
} from '../../db/schema/reports.ts';
import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { users } from '../../db/schema/users.ts';

export { findCompanyName } from '../../db/company-rows.ts';

/** The most reports one list answers (a company files ~40 a year). */
const LIST_LIMIT = 500;

/** The INN tells an ИП (12 digits) from an organisation when the tariff does not say. */
export async function findCompanyInn(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ inn: companies.inn })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.inn ?? null;
}

export async function insertReport(db: Db, values: NewCompanyReportRow): Promise<CompanyReportRow> {
  const [row] = await db.insert(companyReports).values(values).returning();
  if (!row) throw new Error('report insert returned nothing');
  return row;
}

export async function insertHistory(db: Db, values: typeof companyReportHistory.$inferInsert) {
  await db.insert(companyReportHistory).values(values);
}

export async function findReport(db: Db, id: number): Promise<CompanyReportRow | null> {
  const [row] = await db.select().from(companyReports).where(eq(companyReports.id, id));
  return row ?? null;
}

/** The report row locked for a move or a signature. */
export async function lockReport(db: Db, id: number): Promise<CompanyReportRow | null> {
  const [row] = await db
    .select()
    .from(companyReports)
    .where(eq(companyReports.id, id))
    .for('update');
  return row ?? null;
}

export async function updateReport(db: Db, id: number, values: Partial<NewCompanyReportRow>) {
  await db.update(companyReports).set(values).where(eq(companyReports.id, id));
}

/** A company's reports, latest deadline first. */
export async function listCompanyReports(db: Db, companyId: number): Promise<CompanyReportRow[]> {
  return db
    .select()
    .from(companyReports)
    .where(eq(companyReports.companyId, companyId))
    .orderBy(desc(companyReports.deadline), desc(companyReports.id))
    .limit(LIST_LIMIT);
}

/** The history of these reports, oldest first, with the actor's name. */
export async function listHistoryOf(db: Db, reportIds: readonly number[]) {
  if (reportIds.length === 0) return [];
  return db
    .select({
      entry: companyReportHistory,
      actorName: users.name,
      actorLastName: users.lastName,
    })
    .from(companyReportHistory)
    .leftJoin(users, eq(users.id, companyReportHistory.actorUserId))
    .where(inArray(companyReportHistory.reportId, [...reportIds]))
    .orderBy(asc(companyReportHistory.id));
}

export type StaffReportsFilter = {
  status?: ReportStatus | undefined;
  deadlineFrom?: string | undefined;
  deadlineTo?: string | undefined;
  /** Only the companies assigned to this staff user (a manager's). */
  assignedTo?: number | undefined;
};

/** Reports across the companies the staff user serves, nearest deadline first. */
export async function listStaffReports(db: Db, filter: StaffReportsFilter) {
  const assigned = filter.assignedTo
    ? inArray(
        companyReports.companyId,
        db
          .select({ id: staffAssignments.companyId })
          .from(staffAssignments)
          .where(eq(staffAssignments.userId, filter.assignedTo)),
      )
    : undefined;
  return db
    .select()
    .from(companyReports)
    .where(
      and(
        filter.status ? eq(companyReports.status, filter.status) : undefined,
        filter.deadlineFrom ? gte(companyReports.deadline, filter.deadlineFrom) : undefined,
        filter.deadlineTo ? lte(companyReports.deadline, filter.deadlineTo) : undefined,
        assigned,
      ),
    )
    .orderBy(asc(companyReports.deadline), asc(companyReports.id))
    .limit(LIST_LIMIT);
}

/** Company names by id (the staff list shows them). */
export async function companyNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The reports of periods of `year` and the year before (what a calendar year's deadlines are for). */
export async function listReportsForCalendar(db: Db, companyId: number, year: number) {
  return db
    .select()
    .from(companyReports)
    .where(
      and(
        eq(companyReports.companyId, companyId),
        or(eq(companyReports.periodYear, year), eq(companyReports.periodYear, year - 1)),
      ),
    )
    .orderBy(asc(companyReports.id));
}

/** Marks a reminder sent; false when it was already (the sweep runs again safely). */
export async function markReminderSent(
  db: Db,
  values: { companyId: number; itemKey: string; offsetDays: number; dueDate: string; sentAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(taxCalendarReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: taxCalendarReminders.id });
  return rows.length > 0;
}

export async function findFeed(db: Db, companyId: number, userId: number) {
  const [row] = await db
    .select()
    .from(taxCalendarFeeds)
    .where(and(eq(taxCalendarFeeds.companyId, companyId), eq(taxCalendarFeeds.userId, userId)));
  return row ?? null;
}

export async function findFeedById(db: Db, id: number) {
  const [row] = await db.select().from(taxCalendarFeeds).where(eq(taxCalendarFeeds.id, id));
  return row ?? null;
}

/** The user's feed of the company with a new token (the old one stops working). */
export async function replaceFeed(
  db: Db,
  values: { companyId: number; userId: number; tokenHash: string; createdAt: Date },
) {
  const [row] = await db
    .insert(taxCalendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: [taxCalendarFeeds.companyId, taxCalendarFeeds.userId],
      set: { tokenHash: values.tokenHash, createdAt: values.createdAt, lastUsedAt: null },
    })
    .returning();
  if (!row) throw new Error('feed upsert returned nothing');
  return row;
}

export async function deleteFeed(db: Db, companyId: number, userId: number) {
  await db
    .delete(taxCalendarFeeds)
    .where(and(eq(taxCalendarFeeds.companyId, companyId), eq(taxCalendarFeeds.userId, userId)));
}

export async function touchFeed(db: Db, id: number, at: Date) {
  await db.update(taxCalendarFeeds).set({ lastUsedAt: at }).where(eq(taxCalendarFeeds.id, id));
}
