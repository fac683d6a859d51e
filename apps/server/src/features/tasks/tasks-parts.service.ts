import type { Db } from '../../db/client.ts';
import type { TaskRow } from '../../db/schema/tasks.ts';
import type { Clock } from '../../platform/clock.ts';

import { taskDetail, type TaskView } from './tasks-detail.service.ts';
import { checklistItemNotFound } from './tasks.errors.ts';
import type { TaskPublisher } from './tasks.events.ts';
import type { TaskActor } from './tasks.policy.ts';
import * as parts from './tasks-parts.repository.ts';
import * as repo from './tasks.repository.ts';

/** What a comment or a checklist tick needs; each is published (without notices) after it. */
export type TaskPartDeps = { db: Db; clock: Clock; publish: TaskPublisher };

export async function commentOnTask(
  deps: TaskPartDeps,
  actor: TaskActor,
  task: TaskRow,
  text: string,
  view: TaskView,
) {
  const { db, clock, publish } = deps;
  await parts.insertComment(db, {
    taskId: task.id,
    authorId: actor.id,
    text,
    createdAt: clock.now(),
  });
  await repo.updateTask(db, task.id, { updatedAt: clock.now() });
  await publish([task], { notices: false });
  return taskDetail(deps, task.id, view);
}

export async function toggleTaskChecklist(
  deps: TaskPartDeps,
  actor: TaskActor,
  task: TaskRow,
  change: { itemId: number; done: boolean },
  view: TaskView,
) {
  const { db, clock, publish } = deps;
  const item = await parts.setChecklistItemDone(db, {
    taskId: task.id,
    itemId: change.itemId,
    done: change.done,
    by: actor.id,
    at: clock.now(),
  });
  if (!item) throw checklistItemNotFound();
  await publish([task], { notices: false });
  return taskDetail(deps, task.id, view);
}
