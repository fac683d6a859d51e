import { isTaskActive, type TaskStatus } from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

import { taskNotFound } from './tasks.errors.ts';
import type { TaskActor } from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';

/**
 * Moves the task to `status` in `tx`; finishing stamps who and when, reopening clears them.
 * Answers the row before and after.
 */
export async function setTaskStatus(
  clock: Clock,
  tx: Db,
  actor: TaskActor,
  taskId: number,
  status: TaskStatus,
) {
  const before = await repo.lockTask(tx, taskId);
  if (!before) throw taskNotFound();
  const now = clock.now();
  const finished = !isTaskActive(status);
  const after = await repo.updateTask(tx, taskId, {
    status,
    updatedAt: now,
    completedAt: finished ? (before.completedAt ?? now) : null,
    completedBy: finished ? (isTaskActive(before.status) ? actor.id : before.completedBy) : null,
  });
  return { before, after: after ?? before };
}
