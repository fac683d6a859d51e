import {
  ACTIVE_TASK_STATUSES,
  CLOSED_TASK_STATUSES,
  type CompanyTasksQuery,
  type Task,
  type TaskCount,
} from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { TaskRow } from '../../db/schema/tasks.ts';
import type { ListPage } from '../../platform/page-answer.ts';

import { cannotComplete, companyNotFound, taskFinished, taskNotFound } from './tasks.errors.ts';
import type { TaskPublisher } from './tasks.events.ts';
import { canSeeCompanyTasks, clientMayComplete, type TaskActor } from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';
import type { TaskView, TaskWork } from './tasks-work.service.ts';

/**
 * The client's side (docs/api/tasks.md): the company's client tasks — list, count,
 * one with everything on it, comments, checklist, files, «Отметить выполненной». Another
 * company's task is 404, as is a company the caller does not see.
 */
export function createTasksService(deps: { db: Db; work: TaskWork; publish: TaskPublisher }) {
  const { db, work } = deps;
  const viewOf = (companyId: number): TaskView => ({
    base: `/api/v1/companies/${companyId}/tasks`,
    canComplete: clientMayComplete,
  });
  return { list, count, get, comment, toggleChecklist, attach, download, complete };

  async function visibleCompany(actor: TaskActor, companyId: number) {
    if (!(await canSeeCompanyTasks(db, actor, companyId))) throw companyNotFound();
  }

  /** The company's client task, or 404 (another company's, a staff task, none). */
  async function visibleTask(actor: TaskActor, companyId: number, taskId: number) {
    await visibleCompany(actor, companyId);
    const task = await repo.findTask(db, taskId);
    if (!task || task.companyId !== companyId || task.audience !== 'client') throw taskNotFound();
    return task;
  }

  async function list(
    actor: TaskActor,
    companyId: number,
    query: CompanyTasksQuery,
  ): Promise<ListPage<Task>> {
    await visibleCompany(actor, companyId);
    const finished = query.status === 'done';
    const { rows, total } = await repo.listTasks(
      db,
      {
        companyId,
        audience: 'client',
        statuses: finished
          ? CLOSED_TASK_STATUSES
          : query.status === 'open'
            ? ACTIVE_TASK_STATUSES
            : undefined,
        kind: query.kind,
        assigneeId: query.mine ? actor.id : undefined,
      },
      { offset: (query.page - 1) * query.per_page, limit: query.per_page, finished },
    );
    return {
      data: await work.listed(rows, clientMayComplete),
      total,
      page: query.page,
      perPage: query.per_page,
    };
  }

  /** The menu badge: the company's open client tasks and how many of them are overdue. */
  async function count(actor: TaskActor, companyId: number): Promise<TaskCount> {
    await visibleCompany(actor, companyId);
    return repo.countTasks(
      db,
      { companyId, audience: 'client', statuses: ACTIVE_TASK_STATUSES },
      work.today(),
    );
  }

  async function get(actor: TaskActor, companyId: number, taskId: number) {
    await visibleTask(actor, companyId, taskId);
    return work.detail(taskId, viewOf(companyId));
  }

  async function comment(actor: TaskActor, companyId: number, taskId: number, text: string) {
    const task = await visibleTask(actor, companyId, taskId);
    return work.comment(actor, task, text, viewOf(companyId));
  }

  async function toggleChecklist(
    actor: TaskActor,
    companyId: number,
    taskId: number,
    itemId: number,
    done: boolean,
  ) {
    const task = await visibleTask(actor, companyId, taskId);
    return work.toggleChecklist(actor, task, itemId, done, viewOf(companyId));
  }

  async function attach(
    actor: TaskActor,
    companyId: number,
    taskId: number,
    file: { filename: string; bytes: Buffer },
  ) {
    const task = await visibleTask(actor, companyId, taskId);
    return work.attach(actor, task, file, { ...viewOf(companyId), completesStatement: true });
  }

  async function download(
    actor: TaskActor,
    companyId: number,
    taskId: number,
    attachmentId: number,
  ) {
    const task = await visibleTask(actor, companyId, taskId);
    return work.download(task, attachmentId);
  }

  /** POST …/complete: a manual client task marked done by the company's side. */
  async function complete(actor: TaskActor, companyId: number, taskId: number) {
    const task = await visibleTask(actor, companyId, taskId);
    if (task.kind !== 'manual') throw cannotComplete();
    if (!clientMayComplete(task)) throw taskFinished();
    const { after } = await db.transaction(async (tx) => {
      const moved = await work.setStatus(tx, actor, taskId, 'done');
      if (!clientMayComplete(moved.before)) throw taskFinished();
      return moved;
    });
    await deps.publish([after satisfies TaskRow]);
    return work.detail(taskId, viewOf(companyId));
  }
}

export type TasksService = ReturnType<typeof createTasksService>;
