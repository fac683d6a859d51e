import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventTask, EventTaskKind, TaskEvents, TaskRef } from '../../platform/task-events.ts';

import {
  completeTasksOfSource,
  findTasksByIds,
  findTasksOfSources,
  firstCompanyManagerId,
  insertEventTask,
} from './tasks-events.repository.ts';
import type { TaskPublisher } from './tasks.events.ts';

export type { EventTask, EventTaskKind, TaskEvents, TaskRef };

/** The port and what services.ts needs beside it. */
export type TaskEventsService = TaskEvents & {
  announceSources(sourceKeys: readonly string[]): Promise<void>;
};

/**
 * The tasks port (docs/api/tasks.md «Event tasks»): other features open a task when
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
