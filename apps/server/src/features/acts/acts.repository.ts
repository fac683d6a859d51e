import type { ActStatus } from '@kabinet/domain/acts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { nextYearSequence } from '../../db/year-counter.ts';
import { servedBy } from '../../db/served-by.ts';
import {
  actCounters,
  actLines,
  acts,
  type ActLineRow,
  type ActRow,
  type NewActRow,
} from '../../db/schema/acts.ts';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import { staffAssignments } from '../../db/schema/staff-assignments.ts';

export { findCompanyName, lockCompanyRow } from '../../db/company-rows.ts';

/** An act with its lines. */
export type ActWithLines = ActRow & { lines: ActLineRow[] };
export type NewActLine = Omit<ActLineRow, 'id' | 'actId'>;

/** The next sequence of the acts' `year` series, by one upsert of the year's counter row. */
export function nextActSequence(db: Db, year: number): Promise<number> {
  return nextYearSequence(db, actCounters, year);
}

/** Inserts an act with its lines; null when the company already has an act of that period. */
export async function insertAct(db: Db, values: NewActRow, lines: readonly NewActLine[]) {
  const [row] = await db
    .insert(acts)
    .values(values)
    .onConflictDoNothing({ target: [acts.companyId, acts.period] })
    .returning();
  if (!row) return null;
  await insertLines(db, row.id, lines);
  return row;
}

async function insertLines(db: Db, actId: number, lines: readonly NewActLine[]) {
  if (lines.length > 0) await db.insert(actLines).values(lines.map((line) => ({ ...line, actId })));
}

/** Replaces an act's lines (a re-issue after a dispute). */
export async function replaceLines(db: Db, actId: number, lines: readonly NewActLine[]) {
  await db.delete(actLines).where(eq(actLines.actId, actId));
  await insertLines(db, actId, lines);
}

async function withLines(db: Db, rows: ActRow[]): Promise<ActWithLines[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db
    .select()
    .from(actLines)
    .where(inArray(actLines.actId, ids))
    .orderBy(asc(actLines.actId), asc(actLines.position));
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.actId === row.id) }));
}

export async function findAct(db: Db, id: number): Promise<ActWithLines | null> {
  const [row] = await db.select().from(acts).where(eq(acts.id, id));
  return row ? ((await withLines(db, [row]))[0] ?? null) : null;
}

export async function findActOfPeriod(db: Db, companyId: number, period: string) {
  const [row] = await db
    .select()
    .from(acts)
    .where(and(eq(acts.companyId, companyId), eq(acts.period, period)));
  return row ?? null;
}

/** A company's acts, newest period first. */
export async function listActs(db: Db, companyId: number): Promise<ActWithLines[]> {
  const rows = await db
    .select()
    .from(acts)
    .where(eq(acts.companyId, companyId))
    .orderBy(desc(acts.period), desc(acts.id));
  return withLines(db, rows);
}

/** The act's row locked for a change. */
export async function lockAct(db: Db, id: number): Promise<ActRow | null> {
  const [row] = await db.select().from(acts).where(eq(acts.id, id)).for('update');
  return row ?? null;
}

export async function updateAct(db: Db, id: number, values: Partial<NewActRow>) {
  await db.update(acts).set(values).where(eq(acts.id, id));
}

/** Everyone who sees the company: its members and its staff (ActChanged goes to them). */
export async function listCompanyUserIds(db: Db, companyId: number): Promise<number[]> {
  const members = await db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId));
  const staff = await db
    .select({ userId: staffAssignments.userId })
    .from(staffAssignments)
    .where(eq(staffAssignments.companyId, companyId));
  return [...new Set([...members, ...staff].map((row) => row.userId))];
}

export type StaffActsFilter = {
  status?: ActStatus | undefined;
  period?: string | undefined;
  /** Only the companies assigned to this staff user (a manager's). */
  assignedTo?: number | undefined;
  limit: number;
};

/** Acts across the companies the staff user serves, with the company's name, newest first. */
export async function listStaffActs(db: Db, filter: StaffActsFilter) {
  const rows = await db
    .select({ act: acts, companyName: companies.name })
    .from(acts)
    .innerJoin(companies, eq(companies.id, acts.companyId))
    .where(
      and(
        filter.status ? eq(acts.status, filter.status) : undefined,
        filter.period ? eq(acts.period, filter.period) : undefined,
        filter.assignedTo === undefined
          ? undefined
          : servedBy(db, acts.companyId, filter.assignedTo),
      ),
    )
    .orderBy(desc(acts.period), desc(acts.id))
    .limit(filter.limit);
  const full = await withLines(
    db,
    rows.map((row) => row.act),
  );
  return full.map((act, index) => ({ ...act, companyName: rows[index]?.companyName ?? '' }));
}
