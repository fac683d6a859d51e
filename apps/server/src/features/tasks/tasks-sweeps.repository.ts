import { and, asc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { tasks, type TaskRow } from '../../db/schema/tasks.ts';

/**
 * Reminders: the active tasks due by `dueUntil` with reminders left under `cap`, oldest
 * first — the (status, due_date) index finds them.
 */
export async function listReminderCandidates(
  db: Db,
  args: { dueUntil: string; cap: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        inArray(tasks.status, ['open', 'in_progress']),
        isNotNull(tasks.dueDate),
        lte(tasks.dueDate, args.dueUntil),
        lt(tasks.remindersSent, args.cap),
      ),
    )
    .orderBy(asc(tasks.id))
    .limit(args.limit);
  return rows.map((row) => row.id);
}

/** The task locked for this reminder run, or null when another node holds it right now. */
export async function lockTaskSkipLocked(db: Db, taskId: number): Promise<TaskRow | null> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(eq(tasks.id, taskId))
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Counts a reminder sent at `at`. */
export async function markReminded(db: Db, taskId: number, at: Date): Promise<void> {
  await db
    .update(tasks)
    .set({ lastRemindedAt: at, remindersSent: sql`${tasks.remindersSent} + 1` })
    .where(eq(tasks.id, taskId));
}
