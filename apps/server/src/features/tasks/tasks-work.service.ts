import type { TaskStatus } from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { TaskRow } from '../../db/schema/tasks.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Storage } from '../../platform/storage.ts';

import {
  listedTasks,
  peopleOf,
  taskDetail,
  todayOf,
  type TaskView,
} from './tasks-detail.service.ts';
import { attachTaskFile, downloadTaskFile } from './tasks-files.service.ts';
import { commentOnTask, toggleTaskChecklist } from './tasks-parts.service.ts';
import { setTaskStatus } from './tasks-status.service.ts';
import type { TaskPublisher } from './tasks.events.ts';
import type { TaskActor } from './tasks.policy.ts';
import type { TaskListRow } from './tasks.repository.ts';

export type { TaskView } from './tasks-detail.service.ts';
export type { TaskFileDownload } from './tasks-files.service.ts';

/**
 * What both sides do with a task once the caller's right to it is checked — read it
 * whole, comment, tick the checklist, attach files (a statement task completes itself with its
 * first file), change its status; every change in one transaction, published after commit.
 */
export function createTaskWork(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  publish: TaskPublisher;
}) {
  const { db, clock } = deps;
  return {
    peopleOf: (ids: readonly (number | null)[]) => peopleOf(db, ids),
    listed: (rows: readonly TaskListRow[], canComplete: (task: TaskRow) => boolean) =>
      listedTasks(deps, rows, canComplete),
    detail: (taskId: number, view: TaskView) => taskDetail(deps, taskId, view),
    comment: (actor: TaskActor, task: TaskRow, text: string, view: TaskView) =>
      commentOnTask(deps, actor, task, text, view),
    toggleChecklist: (
      actor: TaskActor,
      task: TaskRow,
      itemId: number,
      done: boolean,
      view: TaskView,
    ) => toggleTaskChecklist(deps, actor, task, { itemId, done }, view),
    attach: (
      actor: TaskActor,
      task: TaskRow,
      file: { filename: string; bytes: Buffer },
      view: TaskView & { completesStatement: boolean },
    ) => attachTaskFile(deps, actor, task, file, view),
    download: (task: TaskRow, attachmentId: number) => downloadTaskFile(deps, task, attachmentId),
    setStatus: (tx: Db, actor: TaskActor, taskId: number, status: TaskStatus) =>
      setTaskStatus(clock, tx, actor, taskId, status),
    today: () => todayOf(clock),
    now: () => clock.now(),
  };
}

export type TaskWork = ReturnType<typeof createTaskWork>;
