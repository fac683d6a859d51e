import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

import {
  completeTasksOfSource,
  findTasksByIds,
  findTasksOfSources,
  firstCompanyManagerId,
  insertEventTask,
} from './tasks-events.repository.ts';
import type { TaskPublisher } from './tasks.events.ts';

/** What other features open tasks for (packages/domain/src/tasks: TASK_KIND). */
export type EventTaskKind =
  'pay_invoice' | 'sign_act' | 'upload_statement' | 'order' | 'act_dispute';

export type EventTask = {
  companyId: number;
  kind: EventTaskKind;
  /** Unique per event task, e.g. 'invoice:12', 'act:5', 'order:7', 'act-dispute:5'. */
  sourceKey: string;
  title: string; // «Выполнить заказ №7: Декларация 3-НДФЛ», «Подпишите акт № 2026-0005»
  description?: string;
  dueDate?: string | null; // 'YYYY-MM-DD'
  /** Web path where the thing is done: '/service/acts', '/payment', '/service/one-time-services?order=7'. */
  link?: string | null;
  /** 'client': the company's users do it; 'staff': the company's (first) assigned manager does it. */
  audience: 'client' | 'staff';
  actorId?: number | null;
};

export type TaskRef = { id: number; companyId: number };

export type TaskEvents = {
  /** In the caller's transaction; a task with the same sourceKey already there → null (idempotent). */
  open(tx: Db, input: EventTask): Promise<TaskRef | null>;
  /** In the caller's transaction: completes the open tasks of that source; answers them. */
  complete(tx: Db, sourceKey: string): Promise<TaskRef[]>;
  /** After commit: TaskChanged realtime events and the task notices (assigned / done). Never throws. */
  announce(refs: readonly (TaskRef | null)[]): Promise<void>;
};

/** The port and what services.ts needs beside it. */
export type TaskEventsService = TaskEvents & {
  announceSources(sourceKeys: readonly string[]): Promise<void>;
};

/**
 * Issue 14, the tasks port (docs/api/tasks.md «Event tasks»): other features open a task when
 * something needs doing and complete it when it is done, inside their own transaction; after
 * commit they announce the tasks they touched (TaskChanged to the company's users and staff,
 * «assigned» notices to the doers).
 */
export function createTaskEvents(deps: {
  db: Db;
  clock: Clock;
  publish: TaskPublisher;
}): TaskEventsService {
  return {
    /** After commit: announces the tasks of these source keys (billing's port). Never throws. */
    async announceSources(sourceKeys) {
      try {
        const rows = await findTasksOfSources(deps.db, sourceKeys);
        if (rows.length > 0) await deps.publish(rows);
      } catch {
        // Never throws, as announce.
      }
    },

    async open(tx, input) {
      const assigneeId =
        input.audience === 'staff' ? await firstCompanyManagerId(tx, input.companyId) : null;
      const row = await insertEventTask(tx, {
        companyId: input.companyId,
        kind: input.kind,
        sourceKey: input.sourceKey,
        title: input.title,
        description: input.description ?? '',
        dueDate: input.dueDate ?? null,
        link: input.link ?? null,
        audience: input.audience,
        assigneeId,
        createdBy: input.actorId ?? null,
        createdAt: deps.clock.now(),
        updatedAt: deps.clock.now(),
      });
      return row ? { id: row.id, companyId: row.companyId } : null;
    },

    async complete(tx, sourceKey) {
      const rows = await completeTasksOfSource(tx, sourceKey, deps.clock.now());
      return rows.map((row) => ({ id: row.id, companyId: row.companyId }));
    },

    async announce(refs) {
      try {
        const ids = [...new Set(refs.flatMap((ref) => (ref ? [ref.id] : [])))];
        if (ids.length === 0) return;
        await deps.publish(await findTasksByIds(deps.db, ids));
      } catch {
        // Never throws: the caller's change is committed; lists refetch on the next event.
      }
    },
  };
}
