import { isAdmin } from '@kabinet/domain/shared';
import {
  ACTIVE_TASK_STATUSES,
  CLOSED_TASK_STATUSES,
  type StaffTasksQuery,
  type Task,
  type TaskCount,
  type TaskPerson,
} from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { ListPage } from '../../platform/page-answer.ts';

import {
  companyClientUserIds,
  companyStaffUserIds,
} from '../companies/companies-audience.service.ts';
import { assertStaff, servedCompany, STAFF_VIEW } from './tasks-staff.policy.ts';
import type { TaskActor } from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';
import { serializePerson } from './tasks.serializers.ts';
import type { TaskWork } from './tasks-work.service.ts';

/** What the staff's lists need. */
export type StaffTaskReadDeps = { db: Db; work: TaskWork };

/** Tasks across the companies a manager serves (admin and crm: all). */
export async function listStaffTasks(
  deps: StaffTaskReadDeps,
  actor: TaskActor,
  query: StaffTasksQuery,
): Promise<ListPage<Task>> {
  const { db, work } = deps;
  assertStaff(actor);
  const finished = query.status === 'done' && !query.overdue;
  const statuses = query.overdue
    ? ACTIVE_TASK_STATUSES
    : query.status === 'done'
      ? CLOSED_TASK_STATUSES
      : query.status === 'open'
        ? ACTIVE_TASK_STATUSES
        : undefined;
  const { rows, total } = await repo.listTasks(
    db,
    {
      companyId: query.company_id,
      statuses,
      kind: query.kind,
      staffMine: query.mine ? actor.id : undefined,
      servedBy: isAdmin(actor.roleSlug) ? undefined : actor.id,
      dueBefore: query.overdue ? work.today() : undefined,
    },
    { offset: (query.page - 1) * query.per_page, limit: query.per_page, finished },
  );
  return {
    data: await work.listed(rows, STAFF_VIEW.canComplete),
    total,
    page: query.page,
    perPage: query.per_page,
  };
}

/** The staff menu badge: open tasks on the caller (theirs, and their companies' unheld staff tasks). */
export async function countStaffTasks(
  deps: StaffTaskReadDeps,
  actor: TaskActor,
): Promise<TaskCount> {
  assertStaff(actor);
  return repo.countTasks(
    deps.db,
    { statuses: ACTIVE_TASK_STATUSES, staffMine: actor.id },
    deps.work.today(),
  );
}

/** Who a task of the company may be given to: its client users and its managers. */
export async function staffTaskAssignees(
  deps: StaffTaskReadDeps,
  actor: TaskActor,
  companyId: number,
): Promise<TaskPerson[]> {
  const { db, work } = deps;
  await servedCompany(db, actor, companyId);
  const [clients, staff] = await Promise.all([
    companyClientUserIds(db, companyId),
    companyStaffUserIds(db, companyId),
  ]);
  const people = await work.peopleOf([...clients, ...staff]);
  return [...new Set([...clients, ...staff])].flatMap((id) => serializePerson(people, id) ?? []);
}
