import type {
  StaffTaskCreateBody,
  StaffTaskUpdateBody,
  StaffTasksQuery,
} from '@kabinet/domain/tasks';

import { servedTask, STAFF_VIEW } from './tasks-staff.policy.ts';
import {
  createStaffTask,
  updateStaffTask,
  type StaffTaskEditDeps,
} from './tasks-staff-edit.service.ts';
import {
  countStaffTasks,
  listStaffTasks,
  staffTaskAssignees,
} from './tasks-staff-reads.service.ts';
import * as parts from './tasks-parts.repository.ts';
import type { TaskActor } from './tasks.policy.ts';

/**
 * The staff side (docs/api/tasks.md): tasks across the companies a manager serves
 * (admin and crm: all), manual tasks for a company, edits, status changes, comments, files.
 * Another company's task is 404; a non-staff caller 403 (also refused by the auth hook).
 */
export function createStaffTasksService(deps: StaffTaskEditDeps) {
  const { db, work } = deps;
  return {
    list: (actor: TaskActor, query: StaffTasksQuery) => listStaffTasks(deps, actor, query),
    count: (actor: TaskActor) => countStaffTasks(deps, actor),
    get,
    create: (actor: TaskActor, body: StaffTaskCreateBody) => createStaffTask(deps, actor, body),
    update: (actor: TaskActor, taskId: number, body: StaffTaskUpdateBody) =>
      updateStaffTask(deps, actor, taskId, body),
    comment,
    addChecklistItem,
    toggleChecklist,
    attach,
    download,
    assignees: (actor: TaskActor, companyId: number) => staffTaskAssignees(deps, actor, companyId),
  };

  async function get(actor: TaskActor, taskId: number) {
    await servedTask(db, actor, taskId);
    return work.detail(taskId, STAFF_VIEW);
  }

  async function comment(actor: TaskActor, taskId: number, text: string) {
    const task = await servedTask(db, actor, taskId);
    return work.comment(actor, task, text, STAFF_VIEW);
  }

  async function addChecklistItem(actor: TaskActor, taskId: number, text: string) {
    const task = await servedTask(db, actor, taskId);
    await parts.appendChecklistItem(db, task.id, text);
    await deps.publish([task], { notices: false });
    return work.detail(taskId, STAFF_VIEW);
  }

  async function toggleChecklist(actor: TaskActor, taskId: number, itemId: number, done: boolean) {
    const task = await servedTask(db, actor, taskId);
    return work.toggleChecklist(actor, task, itemId, done, STAFF_VIEW);
  }

  async function attach(
    actor: TaskActor,
    taskId: number,
    file: { filename: string; bytes: Buffer },
  ) {
    const task = await servedTask(db, actor, taskId);
    return work.attach(actor, task, file, { ...STAFF_VIEW, completesStatement: false });
  }

  async function download(actor: TaskActor, taskId: number, attachmentId: number) {
    const task = await servedTask(db, actor, taskId);
    return work.download(task, attachmentId);
  }
}

export type StaffTasksService = ReturnType<typeof createStaffTasksService>;
