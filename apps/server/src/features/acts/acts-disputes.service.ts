import {
  ACT_STATUS,
  actDisputeTaskKey,
  actLink,
  actSignDueDate,
  actSignTaskKey,
  formatActNumber,
  formatPeriod,
  type Act,
  type ResolveDisputeBody,
} from '@kabinet/domain/acts';
import { localDate } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { ActRow } from '../../db/schema/acts.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { ActsAccess, ActsReader } from './acts-access.service.ts';
import { announceActChange, type AnnounceDeps } from './acts-announce.service.ts';
import type { ActsBilling } from './acts.events.ts';
import { actNotDisputed, noChargesInPeriod } from './acts.errors.ts';
import { actLineRows, periodActLines } from './acts-lines.mapping.ts';
import * as repo from './acts.repository.ts';

/** Makes a disputed act anew from its period's ledger: new number, lines, total and parties. */
async function reissueIn(tx: Db, billing: ActsBilling, row: ActRow, now: Date) {
  const lines = await periodActLines(billing, tx, row.companyId, row.period);
  if (lines.length === 0) throw noChargesInPeriod();
  const sequence = await repo.nextActSequence(tx, row.year);
  const total = lines.reduce((sum, line) => sum + line.amount_kopecks, 0);
  const parties = await billing.parties(tx, row.companyId);
  await repo.updateAct(tx, row.id, {
    sequence,
    totalKopecks: total,
    issuedAt: now,
    ...(parties ? { seller: parties.seller, buyer: parties.buyer, vatMode: parties.vatMode } : {}),
  });
  await repo.replaceLines(tx, row.id, actLineRows(lines));
  return { number: formatActNumber(row.year, sequence), total };
}

/**
 * The staff's answer to a dispute. `reissue` makes the act anew from the period's
 * ledger (after a correction, say) — a new number, revision + 1; `keep` leaves it as it was.
 * Either way it is Выставлен again with a new «Подпишите акт», the dispute task is done and the
 * change audited.
 */
export function createDisputesService(
  deps: AnnounceDeps & {
    clock: Clock;
    billing: ActsBilling;
    audit: RecordAudit;
    access: ActsAccess;
  },
) {
  const { db, clock, access } = deps;
  return { resolve };

  async function resolve(
    actor: ActsReader,
    companyId: number,
    actId: number,
    body: ResolveDisputeBody,
  ): Promise<Act> {
    const companyName = await access.staffCompany(actor, companyId);
    const act = await access.visibleAct(actor, companyId, actId);
    if (act.status !== ACT_STATUS.DISPUTED) throw actNotDisputed();
    const refs = await db.transaction(async (tx) => {
      const row = await repo.lockAct(tx, act.id);
      if (!row || row.status !== ACT_STATUS.DISPUTED) throw actNotDisputed();
      const now = clock.now();
      const revision = row.revision + 1;
      const before = { number: formatActNumber(row.year, row.sequence), total: row.totalKopecks };
      const after =
        body.action === 'reissue' ? await reissueIn(tx, deps.billing, row, now) : before;
      await repo.updateAct(tx, row.id, {
        status: ACT_STATUS.ISSUED,
        revision,
        resolvedAt: now,
        resolvedBy: actor.id,
      });
      await deps.audit(tx, {
        actorId: actor.id,
        action: body.action === 'reissue' ? 'act.reissued' : 'act.dispute_rejected',
        companyId,
        subject: { type: 'company', id: companyId, name: companyName },
        before: { act_id: row.id, ...before, dispute: row.disputeReason },
        after: { act_id: row.id, ...after, comment: body.comment ?? null },
      });
      const done = await deps.tasks.complete(tx, actDisputeTaskKey(row.id, row.revision));
      const opened = await deps.tasks.open(tx, {
        companyId,
        kind: 'sign_act',
        sourceKey: actSignTaskKey(row.id, revision),
        title: `Подпишите акт № ${after.number}`,
        description:
          body.action === 'reissue'
            ? `Акт за ${formatPeriod(row.period)} исправлен после вашего замечания.`
            : `Ответ менеджера: ${body.comment?.trim() || 'акт оставлен без изменений'}.`,
        dueDate: actSignDueDate(localDate(now)),
        link: actLink(row.id),
        audience: 'client',
        actorId: actor.id,
      });
      return [...done, opened];
    });
    return announceActChange(deps, {
      actId: act.id,
      refs,
      event: 'act_issued',
      audience: 'client',
      actorId: actor.id,
    });
  }
}
