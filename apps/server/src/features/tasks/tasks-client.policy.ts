import type { Db } from '../../db/client.ts';

import type { TaskView } from './tasks-detail.service.ts';
import { companyNotFound, taskNotFound } from './tasks.errors.ts';
import { canSeeCompanyTasks, clientMayComplete, type TaskActor } from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';

/** The company's users see its tasks under the company and finish only manual client tasks. */
export function clientTaskView(companyId: number): TaskView {
  return {
    base: `/api/v1/companies/${companyId}/tasks`,
    canComplete: clientMayComplete,
  };
}

/** A company the caller sees, or 404. */
export async function visibleCompany(db: Db, actor: TaskActor, companyId: number) {
  if (!(await canSeeCompanyTasks(db, actor, companyId))) throw companyNotFound();
}

/** The company's client task, or 404 (another company's, a staff task, none). */
export async function visibleTask(db: Db, actor: TaskActor, companyId: number, taskId: number) {
  await visibleCompany(db, actor, companyId);
  const task = await repo.findTask(db, taskId);
  if (!task || task.companyId !== companyId || task.audience !== 'client') throw taskNotFound();
  return task;
}
