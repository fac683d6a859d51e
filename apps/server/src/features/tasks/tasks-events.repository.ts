import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { tasks, type NewTaskRow, type TaskRow } from '../../db/schema/tasks.ts';

/** Inserts an event task; another task with the same source key there → null (idempotent). */
export async function insertEventTask(db: Db, row: NewTaskRow): Promise<TaskRow | null> {
  const [inserted] = await db
    .insert(tasks)
    .values(row)
    // The partial unique index's predicate, repeated so ON CONFLICT infers that index.
    .onConflictDoNothing({ target: tasks.sourceKey, where: isNotNull(tasks.sourceKey) })
    .returning();
  return inserted ?? null;
}

/** Finishes the still-active tasks of a source; answers them. */
export async function completeTasksOfSource(
  db: Db,
  sourceKey: string,
  at: Date,
): Promise<TaskRow[]> {
  return db
    .update(tasks)
    .set({ status: 'done', completedAt: at, completedBy: null, updatedAt: at })
    .where(and(eq(tasks.sourceKey, sourceKey), inArray(tasks.status, ['open', 'in_progress'])))
    .returning();
}

/** The tasks with these ids. */
export async function findTasksByIds(db: Db, ids: readonly number[]): Promise<TaskRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tasks)
    .where(inArray(tasks.id, [...ids]))
    .orderBy(asc(tasks.id));
}

/** The first manager assigned to the company (by assignment time), or null. */
export async function firstCompanyManagerId(db: Db, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: staffAssignments.userId })
    .from(staffAssignments)
    .where(eq(staffAssignments.companyId, companyId))
    .orderBy(asc(staffAssignments.createdAt), asc(staffAssignments.userId))
    .limit(1);
  return row?.id ?? null;
}

/** The tasks of a source key (at most one: the key is unique). */
export async function findTasksOfSource(db: Db, sourceKey: string): Promise<TaskRow[]> {
  return db.select().from(tasks).where(eq(tasks.sourceKey, sourceKey));
}

/** The tasks of these source keys. */
export async function findTasksOfSources(
  db: Db,
  sourceKeys: readonly string[],
): Promise<TaskRow[]> {
  if (sourceKeys.length === 0) return [];
  return db
    .select()
    .from(tasks)
    .where(inArray(tasks.sourceKey, [...sourceKeys]))
    .orderBy(asc(tasks.id));
}
