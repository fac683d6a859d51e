import {
  ACT_STATUS,
  actLink,
  actSignDueDate,
  actSignTaskKey,
  formatActNumber,
  formatPeriod,
  periodBounds,
  periodDays,
  previousPeriod,
} from '@kabinet/domain/acts';
import { localDate } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { TaskEvents, TaskRef } from '../../platform/task-events.ts';

import { announceActChange } from './acts-announce.service.ts';
import type { ActsBilling, NotifyActs } from './acts.events.ts';
import { actLineRows, periodActLines } from './acts-lines.mapping.ts';
import * as repo from './acts.repository.ts';

/** What the issuing needs: the database, billing's reads, the tasks port, the notices. */
export type ActsIssueDeps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  billing: ActsBilling;
  tasks: TaskEvents;
  notify?: NotifyActs;
  logger?: Pick<JobLogger, 'error'>;
};

/** What making the act of one company and period did. */
export type MadeAct = {
  actId: number;
  /** False when the act was already there (nothing was written). */
  created: boolean;
  task: TaskRef | null;
};

/**
 * Makes the act of `companyId` for `period` in `tx`, once: under the company's lock
 * an existing act of that period is answered as it is; otherwise its lines are the period's
 * ledger charges (so its total equals them), each as the lines it stands for — a finished order
 * as its invoice listed it, with quantities and prices — the number the next of the act date's year, the
 * parties and VAT mode as billing has them now, and «Подпишите акт № …» is opened for the
 * company's users. Null when nothing was charged that period (no act is due).
 */
export async function makeActIn(
  deps: Pick<ActsIssueDeps, 'billing' | 'tasks'>,
  tx: Db,
  args: { companyId: number; period: string; now: Date; actorId: number | null },
): Promise<MadeAct | null> {
  if (!(await repo.lockCompanyRow(tx, args.companyId))) return null;
  const existing = await repo.findActOfPeriod(tx, args.companyId, args.period);
  if (existing) return { actId: existing.id, created: false, task: null };
  const lines = await periodActLines(deps.billing, tx, args.companyId, args.period);
  if (lines.length === 0) return null;
  const parties = await deps.billing.parties(tx, args.companyId);
  if (!parties) return null;
  const actDate = periodDays(args.period).last;
  const year = Number(actDate.slice(0, 4));
  const sequence = await repo.nextActSequence(tx, year);
  const total = lines.reduce((sum, line) => sum + line.amount_kopecks, 0);
  const row = await repo.insertAct(
    tx,
    {
      companyId: args.companyId,
      year,
      sequence,
      period: args.period,
      actDate,
      status: ACT_STATUS.ISSUED,
      totalKopecks: total,
      vatMode: parties.vatMode,
      seller: parties.seller,
      buyer: parties.buyer,
      issuedAt: args.now,
      createdBy: args.actorId,
    },
    actLineRows(lines),
  );
  if (!row) throw new Error('act of the period appeared under the company lock');
  const number = formatActNumber(year, sequence);
  const task = await deps.tasks.open(tx, {
    companyId: args.companyId,
    kind: 'sign_act',
    sourceKey: actSignTaskKey(row.id, 1),
    title: `Подпишите акт № ${number}`,
    description: `Акт об оказании услуг за ${formatPeriod(args.period)}. Подпишите его кодом из SMS или оспорьте.`,
    dueDate: actSignDueDate(localDate(args.now)),
    link: actLink(row.id),
    audience: 'client',
    actorId: args.actorId,
  });
  return { actId: row.id, created: true, task };
}

/**
 * Monthly acts — by the sweep after a month ends (every company charged that month)
 * and by staff on demand; the after-commit part (tasks announced, «Выставлен акт», ActChanged).
 */
export function createActsIssueService(deps: ActsIssueDeps) {
  const { db, clock } = deps;
  return { makeAct, runMonth, announceMade };

  /** Makes one company's act of `period` in its own transaction and announces a new one. */
  async function makeAct(companyId: number, period: string, actorId: number | null) {
    const made = await db.transaction((tx) =>
      makeActIn(deps, tx, { companyId, period, now: clock.now(), actorId }),
    );
    if (made?.created) await announceMade(made, actorId);
    return made;
  }

  /**
   * The sweep: the acts of the month before the current one (Moscow), for every company charged
   * in it. Safe any time, on any number of nodes, any number of times: one act per company and
   * period (the company lock and the unique index), so it runs hourly and catches up after
   * downtime; the 1st is simply the first run that finds the new month.
   */
  async function runMonth(): Promise<{ period: string; made: number }> {
    const period = previousPeriod(localDate(clock.now()).slice(0, 7));
    const { from, to } = periodBounds(period);
    let made = 0;
    for (const companyId of await deps.billing.companiesCharged(db, from, to)) {
      try {
        const result = await makeAct(companyId, period, null);
        if (result?.created) made += 1;
      } catch (error) {
        deps.logger?.error({ err: error, companyId, period }, 'act of the month failed');
      }
    }
    return { period, made };
  }

  /** After commit: the task's notices, «Выставлен акт» to the client, ActChanged to everyone. */
  async function announceMade(made: MadeAct, actorId: number | null) {
    try {
      await announceActChange(deps, {
        actId: made.actId,
        refs: [made.task],
        event: 'act_issued',
        audience: 'client',
        actorId,
      });
    } catch (error) {
      deps.logger?.error({ err: error }, 'act announcement failed');
    }
  }
}

export type ActsIssueService = ReturnType<typeof createActsIssueService>;
