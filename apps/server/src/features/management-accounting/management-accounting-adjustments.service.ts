import type { Adjustment, AdjustmentBody } from '@kabinet/domain/management-accounting';

import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { emitToUsers, type Realtime } from '../../platform/realtime.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { ManagementAccess } from './management-accounting-access.service.ts';
import { adjustmentNotFound, adjustmentTaken } from './management-accounting.errors.ts';
import type { ManagementActor } from './management-accounting.policy.ts';
import * as repo from './management-accounting.repository.ts';
import { serializeAdjustment } from './management-accounting.serializers.ts';

/** The audit entry of a change to an adjustment: its month, kind and amount before and after. */
function recordAudit(
  audit: RecordAudit,
  tx: Db,
  actor: ManagementActor,
  company: { id: number; name: string },
  action: 'management_adjustment.saved' | 'management_adjustment.deleted',
  before: Adjustment | null,
  after: AdjustmentBody | null,
) {
  const state = (value: Adjustment | AdjustmentBody | null) =>
    value && { month: value.month, kind: value.kind, amount_kopecks: value.amount_kopecks };
  return audit(tx, {
    actorId: actor.id,
    action,
    companyId: company.id,
    subject: { type: 'company', ...company },
    before: state(before),
    after: state(after),
  });
}

type AdjustmentsDeps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  audit: RecordAudit;
  access: ManagementAccess;
};

/** One adjustment of the company, or 404. */
async function findAdjustment(
  db: Db,
  companyId: number,
  adjustmentId: number,
): Promise<Adjustment> {
  const row = await repo.findAdjustment(db, companyId, adjustmentId);
  if (!row) throw adjustmentNotFound();
  return serializeAdjustment(row);
}

/** The company's pages refresh their adjustments. */
async function announceAdjustments(deps: AdjustmentsDeps, companyId: number) {
  const audience = await deps.access.audienceOf(companyId);
  emitToUsers(deps.realtime, audience, 'ManagementAccountingChanged', {
    company_id: companyId,
    part: 'adjustments',
  });
}

/** PUT: corrects a figure; its month and kind must stay free of another entry. */
async function updateAdjustment(
  deps: AdjustmentsDeps,
  actor: ManagementActor,
  companyId: number,
  adjustmentId: number,
  body: AdjustmentBody,
) {
  const companyName = await deps.access.staffCompany(actor, companyId);
  const before = await findAdjustment(deps.db, companyId, adjustmentId);
  try {
    await deps.db.transaction(async (tx) => {
      await repo.updateAdjustment(tx, adjustmentId, {
        month: body.month,
        kind: body.kind,
        amountKopecks: body.amount_kopecks,
        comment: body.comment,
        createdBy: actor.id,
        updatedAt: deps.clock.now(),
      });
      await recordAudit(
        deps.audit,
        tx,
        actor,
        { id: companyId, name: companyName },
        'management_adjustment.saved',
        before,
        body,
      );
    });
  } catch (error) {
    throw isUniqueViolation(error) ? adjustmentTaken() : error;
  }
  await announceAdjustments(deps, companyId);
  return findAdjustment(deps.db, companyId, adjustmentId);
}

/**
 * The figures staff enter for the graphs (revenue and expense corrections,
 * receivables and payables at a month's end): one per company, month and kind. Staff only —
 * the client sees them inside the graphs. Every change is audited and refreshes the pages.
 */
export function createAdjustmentsService(deps: AdjustmentsDeps) {
  const { db, access } = deps;
  const get = (companyId: number, adjustmentId: number) =>
    findAdjustment(db, companyId, adjustmentId);
  const announce = (companyId: number) => announceAdjustments(deps, companyId);
  return {
    list,
    save,
    update: (
      actor: ManagementActor,
      companyId: number,
      adjustmentId: number,
      body: AdjustmentBody,
    ) => updateAdjustment(deps, actor, companyId, adjustmentId, body),
    remove,
  };

  async function list(
    actor: ManagementActor,
    companyId: number,
    months: { from: string; to: string },
  ): Promise<Adjustment[]> {
    await access.staffCompany(actor, companyId);
    return (await repo.listAdjustments(db, companyId, months.from, months.to)).map(
      serializeAdjustment,
    );
  }

  /** POST: saves the month's figure of that kind (a second entry replaces the first). */
  async function save(actor: ManagementActor, companyId: number, body: AdjustmentBody) {
    const companyName = await access.staffCompany(actor, companyId);
    const saved = await db.transaction(async (tx) => {
      const row = await repo.upsertAdjustment(tx, {
        companyId,
        month: body.month,
        kind: body.kind,
        amountKopecks: body.amount_kopecks,
        comment: body.comment,
        createdBy: actor.id,
        at: deps.clock.now(),
      });
      await recordAudit(
        deps.audit,
        tx,
        actor,
        { id: companyId, name: companyName },
        'management_adjustment.saved',
        null,
        body,
      );
      return row;
    });
    await announce(companyId);
    return get(companyId, saved.id);
  }

  async function remove(actor: ManagementActor, companyId: number, adjustmentId: number) {
    const companyName = await access.staffCompany(actor, companyId);
    const before = await get(companyId, adjustmentId);
    await db.transaction(async (tx) => {
      await repo.deleteAdjustment(tx, adjustmentId);
      await recordAudit(
        deps.audit,
        tx,
        actor,
        { id: companyId, name: companyName },
        'management_adjustment.deleted',
        before,
        null,
      );
    });
    await announce(companyId);
  }
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
