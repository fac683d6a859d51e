import {
  ACTIVE_TASK_STATUSES,
  CLOSED_TASK_STATUSES,
  type CompanyTasksQuery,
  type Task,
  type TaskCount,
} from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { ListPage } from '../../platform/page-answer.ts';

import { visibleCompany } from './tasks-client.policy.ts';
import { clientMayComplete, type TaskActor } from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';
import type { TaskWork } from './tasks-work.service.ts';

/** What the company's lists need. */
export type ClientTaskReadDeps = { db: Db; work: TaskWork };

/** A page of the company's client tasks. */
export async function listClientTasks(
  deps: ClientTaskReadDeps,
  actor: TaskActor,
  companyId: number,
  query: CompanyTasksQuery,
): Promise<ListPage<Task>> {
  const { db, work } = deps;
  await visibleCompany(db, actor, companyId);
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
export async function countClientTasks(
  deps: ClientTaskReadDeps,
  actor: TaskActor,
  companyId: number,
): Promise<TaskCount> {
  await visibleCompany(deps.db, actor, companyId);
  return repo.countTasks(
    deps.db,
    { companyId, audience: 'client', statuses: ACTIVE_TASK_STATUSES },
    deps.work.today(),
  );
}
