import { hasManagerRights } from '@kabinet/domain/shared';
import { isTaskActive } from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { TaskRow } from '../../db/schema/tasks.ts';

import type { TaskView } from './tasks-detail.service.ts';
import { companyNotFound, notTaskStaff, taskNotFound } from './tasks.errors.ts';
import { canManageCompanyTasks, type TaskActor } from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';

/** The staff see tasks under /staff/tasks and may finish any open one. */
export const STAFF_VIEW: TaskView = {
  base: '/api/v1/staff/tasks',
  canComplete: (task) => isTaskActive(task.status),
};

/** A non-staff caller is 403 (also refused by the auth hook). */
export function assertStaff(actor: TaskActor) {
  if (!hasManagerRights(actor.roleSlug)) throw notTaskStaff();
}

/** A company the staff caller serves, or 404. */
export async function servedCompany(db: Db, actor: TaskActor, companyId: number) {
  assertStaff(actor);
  if (!(await repo.companyExists(db, companyId))) throw companyNotFound();
  if (!(await canManageCompanyTasks(db, actor, companyId))) throw companyNotFound();
}

/** A task of a company the staff caller serves; another company's task is 404. */
export async function servedTask(db: Db, actor: TaskActor, taskId: number): Promise<TaskRow> {
  assertStaff(actor);
  const task = await repo.findTask(db, taskId);
  if (!task || !(await canManageCompanyTasks(db, actor, task.companyId))) throw taskNotFound();
  return task;
}
