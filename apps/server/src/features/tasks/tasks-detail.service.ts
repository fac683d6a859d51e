import { localDate } from '@kabinet/domain/shared';
import type { TaskDetail } from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { TaskRow } from '../../db/schema/tasks.ts';
import type { Clock } from '../../platform/clock.ts';

import { taskNotFound } from './tasks.errors.ts';
import * as repo from './tasks.repository.ts';
import {
  serializeAttachment,
  serializeChecklistItem,
  serializeComment,
  serializeTask,
  type People,
} from './tasks.serializers.ts';

/** How the caller sees the task: which API path it is under, and whether they may complete it. */
export type TaskView = { base: string; canComplete: (task: TaskRow) => boolean };

/** What reading tasks needs: the database, and the clock for what is overdue today. */
export type TaskReadDeps = { db: Db; clock: Clock };

/** Today's date in the firm's time zone. */
export function todayOf(clock: Clock) {
  return localDate(clock.now());
}

export async function peopleOf(db: Db, ids: readonly (number | null)[]): Promise<People> {
  const rows = await repo.findPeople(
    db,
    ids.filter((id): id is number => id !== null),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** A page of tasks as the lists show them: people and part counts read once for the page. */
export async function listedTasks(
  deps: TaskReadDeps,
  rows: readonly repo.TaskListRow[],
  canComplete: (task: TaskRow) => boolean,
) {
  const { db, clock } = deps;
  const [people, counts] = await Promise.all([
    peopleOf(
      db,
      rows.flatMap((row) => [row.assigneeId, row.createdBy, row.completedBy]),
    ),
    repo.countTaskParts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const day = todayOf(clock);
  return rows.map((row) =>
    serializeTask(row, {
      people,
      counts: counts.get(row.id),
      today: day,
      canComplete: canComplete(row),
    }),
  );
}

/** One task with everything on it: checklist, comments, files. */
export async function taskDetail(
  deps: TaskReadDeps,
  taskId: number,
  view: TaskView,
): Promise<TaskDetail> {
  const { db, clock } = deps;
  const task = await repo.findTask(db, taskId);
  if (!task) throw taskNotFound();
  const parts = await repo.findTaskParts(db, taskId);
  const people = await peopleOf(db, [
    task.assigneeId,
    task.createdBy,
    task.completedBy,
    ...parts.comments.map((row) => row.authorId),
    ...parts.attachments.map((row) => row.uploadedBy),
  ]);
  const counts = {
    checklistTotal: parts.checklist.length,
    checklistDone: parts.checklist.filter((item) => item.done).length,
    comments: parts.comments.length,
    attachments: parts.attachments.length,
  };
  return {
    ...serializeTask(task, {
      people,
      counts,
      today: todayOf(clock),
      canComplete: view.canComplete(task),
    }),
    checklist: parts.checklist.map(serializeChecklistItem),
    comments: parts.comments.map((row) => serializeComment(row, people)),
    attachments: parts.attachments.map((row) =>
      serializeAttachment(row, people, `${view.base}/${task.id}`),
    ),
  };
}
