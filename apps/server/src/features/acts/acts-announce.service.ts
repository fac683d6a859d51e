import type { Act } from '@kabinet/domain/acts';

import type { Db } from '../../db/client.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import { emitToUsers, type Realtime } from '../../platform/realtime.ts';
import type { TaskEvents, TaskRef } from '../../platform/task-events.ts';

import type { ActNotice, NotifyActs } from './acts.events.ts';
import { actNotFound } from './acts.errors.ts';
import * as repo from './acts.repository.ts';
import { serializeAct } from './acts.serializers.ts';

/** What the after-commit part needs. */
export type AnnounceDeps = {
  db: Db;
  realtime: Realtime;
  tasks: TaskEvents;
  notify?: NotifyActs;
  logger?: Pick<JobLogger, 'error'>;
};

/**
 * After an act's change committed: the tasks it touched are announced, the notice
 * goes out, every user of the company hears `ActChanged`. Answers the act as it is now; what
 * fails after the commit is logged, never thrown (the change is done).
 */
export async function announceActChange(
  deps: AnnounceDeps,
  change: {
    actId: number;
    refs: readonly (TaskRef | null)[];
    event: ActNotice['event'];
    audience: ActNotice['audience'];
    actorId: number | null;
  },
): Promise<Act> {
  const row = await repo.findAct(deps.db, change.actId);
  if (!row) throw actNotFound();
  const act = serializeAct(row);
  try {
    await deps.tasks.announce(change.refs);
    await deps.notify?.([
      {
        event: change.event,
        audience: change.audience,
        companyId: act.company_id,
        actId: act.id,
        actNumber: act.number,
        periodName: act.period_name,
        amountKopecks: act.total_kopecks,
        actorUserId: change.actorId,
      },
    ]);
    emitToUsers(
      deps.realtime,
      await repo.listCompanyUserIds(deps.db, act.company_id),
      'ActChanged',
      {
        act_id: act.id,
        company_id: act.company_id,
        status: act.status,
      },
    );
  } catch (error) {
    deps.logger?.error({ err: error }, 'act announcement failed');
  }
  return act;
}
