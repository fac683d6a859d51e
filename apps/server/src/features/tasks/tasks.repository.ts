import type { TaskKind, TaskStatus } from '@kabinet/domain/tasks';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { servedBy } from '../../db/served-by.ts';
import { companies } from '../../db/schema/companies.ts';
import {
  taskAttachments,
  taskChecklistItems,
  taskComments,
  tasks,
  type NewTaskRow,
  type TaskRow,
} from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';

/** Which tasks a list shows. */
export type TaskFilter = {
  companyId?: number | undefined;
  audience?: 'client' | 'staff' | undefined;
  statuses?: readonly TaskStatus[] | undefined;
  kind?: TaskKind | undefined;
  /** Only the tasks given to this user. */
  assigneeId?: number | undefined;
  /** Staff «mine»: given to this user, or staff tasks nobody holds of the user's companies. */
  staffMine?: number | undefined;
  /** Only the companies assigned to this staff user (a manager's lists). */
  servedBy?: number | undefined;
  /** Only the tasks due before this date (overdue). */
  dueBefore?: string | undefined;
};

function whereOf(db: Db, filter: TaskFilter): SQL | undefined {
  return and(
    filter.companyId === undefined ? undefined : eq(tasks.companyId, filter.companyId),
    filter.audience === undefined ? undefined : eq(tasks.audience, filter.audience),
    filter.statuses === undefined ? undefined : inArray(tasks.status, [...filter.statuses]),
    filter.kind === undefined ? undefined : eq(tasks.kind, filter.kind),
    filter.assigneeId === undefined ? undefined : eq(tasks.assigneeId, filter.assigneeId),
    filter.staffMine === undefined
      ? undefined
      : or(
          eq(tasks.assigneeId, filter.staffMine),
          and(
            eq(tasks.audience, 'staff'),
            isNull(tasks.assigneeId),
            servedBy(db, tasks.companyId, filter.staffMine),
          ),
        ),
    filter.servedBy === undefined ? undefined : servedBy(db, tasks.companyId, filter.servedBy),
    filter.dueBefore === undefined ? undefined : lt(tasks.dueDate, filter.dueBefore),
  );
}

/** A task with its company's name. */
export type TaskListRow = TaskRow & { companyName: string };

/**
 * A page of tasks. Open lists by due date (undated last), finished ones newest first;
 * the (company_id, status, due_date) and (status, due_date) indexes find them.
 */
export async function listTasks(
  db: Db,
  filter: TaskFilter,
  page: { offset: number; limit: number; finished: boolean },
): Promise<{ rows: TaskListRow[]; total: number }> {
  const where = whereOf(db, filter);
  const order = page.finished
    ? [desc(sql`coalesce(${tasks.completedAt}, ${tasks.updatedAt})`), desc(tasks.id)]
    : [asc(sql`${tasks.dueDate} is null`), asc(tasks.dueDate), asc(tasks.id)];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ task: tasks, companyName: companies.name })
      .from(tasks)
      .innerJoin(companies, eq(companies.id, tasks.companyId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(tasks).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.task, companyName: row.companyName })),
    total: totalRow?.total ?? 0,
  };
}

/** How many tasks match, and how many of them are due before `today`. */
export async function countTasks(
  db: Db,
  filter: TaskFilter,
  today: string,
): Promise<{ open: number; overdue: number }> {
  const [row] = await db
    .select({
      open: count(),
      overdue: sql<number>`count(*) filter (where ${tasks.dueDate} < ${today})`.mapWith(Number),
    })
    .from(tasks)
    .where(whereOf(db, filter));
  return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
}

/** One task with its company's name, or null. */
export async function findTask(db: Db, taskId: number): Promise<TaskListRow | null> {
  const [row] = await db
    .select({ task: tasks, companyName: companies.name })
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .where(eq(tasks.id, taskId));
  return row ? { ...row.task, companyName: row.companyName } : null;
}

/** Locks a task row for a change (status, checklist, attachment). */
export async function lockTask(db: Db, taskId: number): Promise<TaskRow | null> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
  return row ?? null;
}

/** A person as tasks show them. */
export type PersonRow = {
  id: number;
  name: string;
  lastName: string | null;
  roleSlug: string | null;
};

/** The people with these ids. */
export async function findPeople(db: Db, ids: readonly number[]): Promise<PersonRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, lastName: users.lastName, roleSlug: users.roleSlug })
    .from(users)
    .where(inArray(users.id, unique));
}

/** Per task: checklist total/done, comments and attachments. */
export type TaskCounts = {
  checklistTotal: number;
  checklistDone: number;
  comments: number;
  attachments: number;
};

/** The counts of the tasks' checklists, comments and attachments. */
export async function countTaskParts(
  db: Db,
  taskIds: readonly number[],
): Promise<Map<number, TaskCounts>> {
  const result = new Map<number, TaskCounts>();
  if (taskIds.length === 0) return result;
  const ids = [...taskIds];
  for (const id of ids) {
    result.set(id, { checklistTotal: 0, checklistDone: 0, comments: 0, attachments: 0 });
  }
  const [checklist, comments, attachments] = await Promise.all([
    db
      .select({
        taskId: taskChecklistItems.taskId,
        total: count(),
        done: sql<number>`count(*) filter (where ${taskChecklistItems.done})`.mapWith(Number),
      })
      .from(taskChecklistItems)
      .where(inArray(taskChecklistItems.taskId, ids))
      .groupBy(taskChecklistItems.taskId),
    db
      .select({ taskId: taskComments.taskId, total: count() })
      .from(taskComments)
      .where(inArray(taskComments.taskId, ids))
      .groupBy(taskComments.taskId),
    db
      .select({ taskId: taskAttachments.taskId, total: count() })
      .from(taskAttachments)
      .where(inArray(taskAttachments.taskId, ids))
      .groupBy(taskAttachments.taskId),
  ]);
  for (const row of checklist) {
    const counts = result.get(row.taskId);
    if (counts) Object.assign(counts, { checklistTotal: row.total, checklistDone: row.done });
  }
  for (const row of comments) {
    const counts = result.get(row.taskId);
    if (counts) counts.comments = row.total;
  }
  for (const row of attachments) {
    const counts = result.get(row.taskId);
    if (counts) counts.attachments = row.total;
  }
  return result;
}

/** A task's checklist, comments and attachments, in their order. */
export async function findTaskParts(db: Db, taskId: number) {
  const [checklist, comments, attachments] = await Promise.all([
    db
      .select()
      .from(taskChecklistItems)
      .where(eq(taskChecklistItems.taskId, taskId))
      .orderBy(asc(taskChecklistItems.position), asc(taskChecklistItems.id)),
    db
      .select()
      .from(taskComments)
      .where(eq(taskComments.taskId, taskId))
      .orderBy(asc(taskComments.id)),
    db
      .select()
      .from(taskAttachments)
      .where(eq(taskAttachments.taskId, taskId))
      .orderBy(asc(taskAttachments.id)),
  ]);
  return { checklist, comments, attachments };
}

/** Inserts a manual task with its checklist. */
export async function insertTask(
  db: Db,
  row: NewTaskRow,
  checklist: readonly string[],
): Promise<TaskRow> {
  const [task] = await db.insert(tasks).values(row).returning();
  if (!task) throw new Error('task insert returned nothing');
  if (checklist.length > 0) {
    await db
      .insert(taskChecklistItems)
      .values(checklist.map((text, position) => ({ taskId: task.id, position, text })));
  }
  return task;
}

/** Changes a task's fields. */
export async function updateTask(
  db: Db,
  taskId: number,
  changes: Partial<NewTaskRow>,
): Promise<TaskRow | null> {
  const [row] = await db.update(tasks).set(changes).where(eq(tasks.id, taskId)).returning();
  return row ?? null;
}

/** Whether the company exists. */
export async function companyExists(db: Db, companyId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return Boolean(row);
}
