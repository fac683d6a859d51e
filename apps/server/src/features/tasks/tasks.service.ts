import type { CompanyTasksQuery } from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { TaskRow } from '../../db/schema/tasks.ts';

import { clientTaskView as viewOf, visibleTask } from './tasks-client.policy.ts';
import { countClientTasks, listClientTasks } from './tasks-client-reads.service.ts';
import { cannotComplete, taskFinished } from './tasks.errors.ts';
import type { TaskPublisher } from './tasks.events.ts';
import { clientMayComplete, type TaskActor } from './tasks.policy.ts';
import type { TaskWork } from './tasks-work.service.ts';

/**
 * The client's side (docs/api/tasks.md): the company's client tasks — list, count,
 * one with everything on it, comments, checklist, files, «Отметить выполненной». Another
 * company's task is 404, as is a company the caller does not see.
 */
export function createTasksService(deps: { db: Db; work: TaskWork; publish: TaskPublisher }) {
  const { db, work } = deps;
  return {
    list: (actor: TaskActor, companyId: number, query: CompanyTasksQuery) =>
      listClientTasks(deps, actor, companyId, query),
    count: (actor: TaskActor, companyId: number) => countClientTasks(deps, actor, companyId),
    get,
    comment,
    toggleChecklist,
    attach,
    download,
    complete,
  };

  async function get(actor: TaskActor, companyId: number, taskId: number) {
    await visibleTask(db, actor, companyId, taskId);
    return work.detail(taskId, viewOf(companyId));
  }

  async function comment(actor: TaskActor, companyId: number, taskId: number, text: string) {
    const task = await visibleTask(db, actor, companyId, taskId);
    return work.comment(actor, task, text, viewOf(companyId));
  }

  async function toggleChecklist(
    actor: TaskActor,
    companyId: number,
    taskId: number,
    itemId: number,
    done: boolean,
  ) {
    const task = await visibleTask(db, actor, companyId, taskId);
    return work.toggleChecklist(actor, task, itemId, done, viewOf(companyId));
  }

  async function attach(
    actor: TaskActor,
    companyId: number,
    taskId: number,
    file: { filename: string; bytes: Buffer },
  ) {
    const task = await visibleTask(db, actor, companyId, taskId);
    return work.attach(actor, task, file, { ...viewOf(companyId), completesStatement: true });
  }

  async function download(
    actor: TaskActor,
    companyId: number,
    taskId: number,
    attachmentId: number,
  ) {
    const task = await visibleTask(db, actor, companyId, taskId);
    return work.download(task, attachmentId);
  }

  /** POST …/complete: a manual client task marked done by the company's side. */
  async function complete(actor: TaskActor, companyId: number, taskId: number) {
    const task = await visibleTask(db, actor, companyId, taskId);
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
