import {
  canTransitionCompanyTariff,
  COMPANY_TARIFF_STATUS,
  RUNNING_TARIFF_STATUSES,
  type CompanyTariffStatus,
  type CompanyTariffStatusBody,
} from '@kabinet/domain/tariffs';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { CompanyTariffStatusChange, StatusPublisher } from './company-tariffs.events.ts';
import type { Actor, CompanyScope } from './company-tariffs-scope.service.ts';
import { cannotTransition, companyTariffNotFound, notStaff } from './company-tariffs.errors.ts';
import { canManageCompanyTariffs } from './company-tariffs.policy.ts';
import * as repo from './company-tariffs.repository.ts';
import { serializeCompanyTariff } from './company-tariffs.serializers.ts';

type Change = {
  id: number;
  from: CompanyTariffStatus;
  to: CompanyTariffStatus;
  comment: string | null;
};

/** The archiving of a running tariff that a newly activated one replaces. */
const replaced = (other: { id: number; status: CompanyTariffStatus }): Change => ({
  id: other.id,
  from: other.status,
  to: COMPANY_TARIFF_STATUS.ARCHIVE,
  comment: 'Заменён новым тарифом',
});

/**
 * Staff move a company tariff on (ACTIVE, SUSPENDED, TERMINATED, ARCHIVE) by the
 * domain's transition table; every change goes to history with who and when, and the owner
 * hears of it after commit. Activating one tariff archives the company's other running one.
 */
export function createStatusService(deps: {
  db: Db;
  clock: Clock;
  scope: CompanyScope;
  publish: StatusPublisher;
  /** The audit log's recorder. */
  audit: RecordAudit;
}) {
  const { db, clock, scope } = deps;
  return { changeStatus };

  async function changeStatus(actor: Actor, id: number, body: CompanyTariffStatusBody) {
    const row = await scope.getVisibleTariff(actor, id);
    if (!(await canManageCompanyTariffs(db, actor, row.companyId))) throw notStaff();
    const to = body.status;
    const { changes, ownerUserId } = await db.transaction(async (tx) => {
      const company = await repo.lockCompany(tx, row.companyId);
      const current = await repo.findCompanyTariff(tx, id);
      if (!company || !current) throw companyTariffNotFound();
      if (!canTransitionCompanyTariff(current.status, to)) {
        throw cannotTransition(current.status, to);
      }
      const now = clock.now();
      const applied: Change[] = [];
      if (to === COMPANY_TARIFF_STATUS.ACTIVE) {
        const running = await repo.listCompanyTariffsInStatuses(
          tx,
          row.companyId,
          RUNNING_TARIFF_STATUSES,
          id,
        );
        for (const other of running) {
          const archive = replaced(other);
          await apply(tx, archive, actor.id, now);
          applied.push(archive);
        }
      }
      const change = { id, from: current.status, to, comment: body.comment ?? null };
      await apply(tx, change, actor.id, now, current.connectedAt === null);
      applied.push(change);
      for (const made of applied) await recordChange(deps.audit, tx, made, actor.id, row.companyId);
      return { changes: applied, ownerUserId: company.userId };
    });

    const published: CompanyTariffStatusChange[] = [];
    let result: ReturnType<typeof serializeCompanyTariff> | null = null;
    for (const change of changes) {
      const saved = await repo.findCompanyTariff(db, change.id);
      if (!saved) continue;
      const companyTariff = serializeCompanyTariff(saved);
      if (change.id === id) result = companyTariff;
      const { from: fromStatus, to: toStatus } = change;
      published.push({ ownerUserId, companyTariff, fromStatus, toStatus, actorUserId: actor.id });
    }
    await deps.publish(published);
    if (!result) throw companyTariffNotFound();
    return result;
  }

  async function apply(
    tx: Db,
    change: Change,
    actorUserId: number,
    at: Date,
    firstActivation = false,
  ) {
    const connectedAt =
      change.to === COMPANY_TARIFF_STATUS.ACTIVE && firstActivation ? { connectedAt: at } : {};
    await repo.updateCompanyTariff(tx, change.id, {
      status: change.to,
      updatedAt: at,
      ...connectedAt,
    });
    await repo.insertHistory(tx, {
      companyTariffId: change.id,
      fromStatus: change.from,
      toStatus: change.to,
      actorUserId,
      comment: change.comment,
      at,
    });
  }
}

/** A status change in the audit log, in the transaction that made it. */
async function recordChange(
  audit: RecordAudit,
  tx: Db,
  change: Change,
  actorId: number,
  companyId: number,
) {
  const saved = await repo.findCompanyTariff(tx, change.id);
  await audit(tx, {
    actorId,
    action: 'company_tariff.status_changed',
    companyId,
    subject: {
      type: 'company_tariff',
      id: change.id,
      name: saved?.tariffName ?? `Тариф №${change.id}`,
    },
    before: { status: change.from },
    after: change.comment ? { status: change.to, comment: change.comment } : { status: change.to },
  });
}

export type StatusService = ReturnType<typeof createStatusService>;
