import { isTaskActive, TASK_KIND, type TaskKind } from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { TaskRow } from '../../db/schema/tasks.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { Realtime } from '../../platform/realtime.ts';

import {
  companyClientUserIds,
  companyStaffUserIds,
} from '../companies/companies-audience.service.ts';

/** The realtime event of a task opened, changed or finished (domain `TaskUserEvents`). */
export const TASK_CHANGED = 'TaskChanged';

/** What a task notice says: given to someone, finished, due tomorrow, overdue. */
export type TaskNoticeEvent = 'assigned' | 'done' | 'due_soon' | 'overdue';

/** One task notice for some users (the notifications feature stores and delivers it). */
export type TaskNotice = {
  event: TaskNoticeEvent;
  taskId: number;
  companyId: number;
  kind: TaskKind;
  audience: 'client' | 'staff';
  title: string;
  dueDate: string | null;
  /** Days late, for an overdue notice. */
  overdueDays?: number;
  recipientIds: readonly number[];
};

/**
 * Hook for the notifications feature (notifications-tasks.service.ts): services.ts passes a
 * function that turns each notice into a TASK_UPDATED notification of its recipients.
 */
export type NotifyTasks = (notices: readonly TaskNotice[]) => Promise<void>;

/**
 * Who does the task: its assignee, otherwise the company's client users (audience client) or
 * its managers (audience staff).
 */
export async function doersOf(db: Db, task: TaskRow): Promise<number[]> {
  if (task.assigneeId !== null) return [task.assigneeId];
  return task.audience === 'client'
    ? companyClientUserIds(db, task.companyId)
    : companyStaffUserIds(db, task.companyId);
}

/** Everyone who sees the task live: the company's client users and its managers. */
export async function watchersOf(db: Db, companyId: number): Promise<number[]> {
  const [clients, staff] = await Promise.all([
    companyClientUserIds(db, companyId),
    companyStaffUserIds(db, companyId),
  ]);
  return [...new Set([...clients, ...staff])];
}

/**
 * Publishes task changes after commit: TaskChanged to the company's users and staff (and the
 * assignee), then the notices — «assigned» to the doers of an active task except its author,
 * «done» to the author of a manual task someone else finished. Never throws: the change is
 * committed, a lost event only means a list refetches later.
 */
export function createTaskPublisher(deps: {
  db: Db;
  realtime: Realtime;
  notify?: NotifyTasks | undefined;
  logger?: Pick<JobLogger, 'error'> | undefined;
}) {
  return async function publish(
    rows: readonly TaskRow[],
    options: { notices?: boolean } = {},
  ): Promise<void> {
    const notices: TaskNotice[] = [];
    for (const task of rows) {
      try {
        await emitChanged(task);
        if (options.notices !== false) {
          const notice = await noticeOf(task);
          if (notice) notices.push(notice);
        }
      } catch (error) {
        deps.logger?.error({ err: error, taskId: task.id }, 'task event failed');
      }
    }
    if (notices.length === 0 || !deps.notify) return;
    try {
      await deps.notify(notices);
    } catch (error) {
      deps.logger?.error({ err: error }, 'task notices failed');
    }
  };

  async function emitChanged(task: TaskRow) {
    const watchers = await watchersOf(deps.db, task.companyId);
    if (task.assigneeId !== null && !watchers.includes(task.assigneeId)) {
      watchers.push(task.assigneeId);
    }
    const payload = {
      task_id: task.id,
      company_id: task.companyId,
      kind: task.kind,
      status: task.status,
    };
    for (const userId of watchers) deps.realtime.toUser(userId).emit(TASK_CHANGED, payload);
  }

  async function noticeOf(task: TaskRow): Promise<TaskNotice | null> {
    const base = {
      taskId: task.id,
      companyId: task.companyId,
      kind: task.kind,
      audience: task.audience,
      title: task.title,
      dueDate: task.dueDate,
    };
    if (isTaskActive(task.status)) {
      const recipientIds = (await doersOf(deps.db, task)).filter((id) => id !== task.createdBy);
      return recipientIds.length > 0 ? { ...base, event: 'assigned', recipientIds } : null;
    }
    if (task.status !== 'done' || task.kind !== TASK_KIND.MANUAL) return null;
    const author = task.createdBy;
    if (author === null || author === task.completedBy) return null;
    return { ...base, event: 'done', recipientIds: [author] };
  }
}

/** The publisher `createTaskPublisher` makes. */
export type TaskPublisher = ReturnType<typeof createTaskPublisher>;
