import {
  PAYOUT_STATUS_NAMES,
  REFERRAL_STATUS,
  canMovePayout,
  type Payout,
  type PayoutStatus,
  type payoutMoveBodySchema,
  type payoutRequestBodySchema,
} from '@kabinet/domain/referral';
import { isAdmin } from '@kabinet/domain/shared';
import { formatKopecks } from '@kabinet/domain/money';
import type * as z from 'zod';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import type { ReferralLedger } from '../billing/billing-referral.service.ts';

import type { ReferralAccess, ReferralCaller } from './referral-access.service.ts';
import type { ReferralAnnouncer } from './referral.events.ts';
import { readReferralRules } from './referral-rules.service.ts';
import { referralOf } from './referral.service.ts';
import {
  aboveAvailable,
  belowMinimum,
  moveNotAllowed,
  notActive,
  payoutNotFound,
  staleMove,
} from './referral.errors.ts';
import * as repo from './referral.repository.ts';
import { serializePayout } from './referral.serializers.ts';

type PayoutsDeps = {
  db: Db;
  clock: Clock;
  access: ReferralAccess;
  ledger: ReferralLedger;
  audit: RecordAudit;
  announce: ReferralAnnouncer;
};

/** A payout request of the current company, within the rules' minimum and what is available. */
async function requestPayout(
  deps: PayoutsDeps,
  actor: ReferralCaller,
  body: z.output<typeof payoutRequestBodySchema>,
): Promise<Payout> {
  const { db, clock, access, ledger } = deps;
  const { companyId } = await access.editableCurrentCompany(actor);
  const now = clock.now();
  const found = await referralOf(db, companyId, now);
  const id = await db.transaction(async (tx) => {
    const referral = await repo.lockReferral(tx, found.id);
    if (!referral || referral.status !== REFERRAL_STATUS.ACTIVE || !referral.paymentMethodType) {
      throw notActive();
    }
    const rules = await readReferralRules(tx);
    if (body.amount_kopecks < rules.min_payout_kopecks) {
      throw belowMinimum(formatKopecks(rules.min_payout_kopecks));
    }
    const sums = await ledger.sums(tx, companyId);
    const available = sums.toPayKopecks - (await repo.pendingPayoutsSum(tx, referral.id));
    if (body.amount_kopecks > available) {
      throw aboveAvailable(formatKopecks(Math.max(0, available)));
    }
    const payout = await repo.insertPayout(tx, {
      referralId: referral.id,
      amountKopecks: body.amount_kopecks,
      status: 'requested',
      methodType: referral.paymentMethodType,
      methodLabel: referral.paymentMethodLabel ?? '',
      requestedBy: actor.id,
      createdAt: now,
    });
    return payout.id;
  });
  await deps.announce(
    [
      {
        event: 'payout_requested',
        companyId,
        payoutId: id,
        amountKopecks: body.amount_kopecks,
        actorUserId: actor.id,
      },
    ],
    [{ company_id: companyId, reason: 'payout' }],
  );
  const saved = await repo.findPayout(db, id);
  if (!saved) throw payoutNotFound();
  return serializePayout(saved);
}

/** POST /staff/referral-payouts/{id}/moves: 409 when someone moved it first. */
async function movePayout(
  deps: PayoutsDeps,
  actor: ReferralCaller,
  id: number,
  body: z.output<typeof payoutMoveBodySchema>,
): Promise<Payout> {
  const { db, clock, access, ledger } = deps;
  access.assertStaff(actor);
  const found = await repo.findPayout(db, id);
  if (!found || !(await access.isStaffOf(actor, found.companyId))) throw payoutNotFound();
  const from = found.payout.status;
  if (from === body.status) throw staleMove();
  if (!canMovePayout(from, body.status)) {
    throw moveNotAllowed(PAYOUT_STATUS_NAMES[from], PAYOUT_STATUS_NAMES[body.status]);
  }
  const now = clock.now();
  await db.transaction(async (tx) => {
    const moved = await repo.movePayout(tx, id, from, {
      status: body.status,
      ...(body.comment ? { comment: body.comment } : {}),
      decidedBy: actor.id,
      decidedAt: now,
      ...(body.status === 'paid' ? { paidAt: now } : {}),
    });
    if (!moved) throw staleMove();
    if (body.status === 'paid') {
      await ledger.postPayout(tx, {
        companyId: found.companyId,
        payoutId: id,
        amountKopecks: moved.amountKopecks,
        toBalance: moved.methodType === 'balance',
        actorId: actor.id,
        at: now,
      });
    }
    await deps.audit(tx, {
      actorId: actor.id,
      action: 'referral_payout.status_changed',
      companyId: found.companyId,
      subject: {
        type: 'referral_payout',
        id,
        name: `Выплата № ${id} на ${formatKopecks(moved.amountKopecks)}`,
      },
      before: { status: PAYOUT_STATUS_NAMES[from] },
      after: {
        status: PAYOUT_STATUS_NAMES[body.status],
        ...(body.comment ? { comment: body.comment } : {}),
      },
    });
  });
  await deps.announce(
    [
      {
        event: 'payout',
        companyId: found.companyId,
        payoutId: id,
        amountKopecks: found.payout.amountKopecks,
        status: body.status,
        actorUserId: actor.id,
      },
    ],
    [{ company_id: found.companyId, reason: 'payout' }],
  );
  const saved = await repo.findPayout(db, id);
  if (!saved) throw payoutNotFound();
  return serializePayout(saved);
}

/**
 * Payout requests of the current company (at least the rules' minimum, at most what
 * is available: to_pay less pending requests; the company's managers and the admins are told)
 * and the staff's moves Запрошена → Одобрена → Выплачена / Отклонена. «Выплачена» posts −amount
 * on the referral account (and +amount on the company account for the balance method) in the
 * move's transaction, with its audit entry.
 */
export function createReferralPayoutsService(deps: PayoutsDeps) {
  const { db, clock, access } = deps;
  return {
    list,
    request: (actor: ReferralCaller, body: z.output<typeof payoutRequestBodySchema>) =>
      requestPayout(deps, actor, body),
    staffList,
    move: (actor: ReferralCaller, id: number, body: z.output<typeof payoutMoveBodySchema>) =>
      movePayout(deps, actor, id, body),
  };

  async function list(actor: ReferralCaller): Promise<Payout[]> {
    const { companyId } = await access.currentCompany(actor);
    const referral = await referralOf(db, companyId, clock.now());
    return (await repo.listPayouts(db, { referralId: referral.id })).map(serializePayout);
  }

  /** GET /staff/referral-payouts: admins all, managers those of the companies they serve. */
  async function staffList(
    actor: ReferralCaller,
    status: PayoutStatus | undefined,
  ): Promise<Payout[]> {
    access.assertStaff(actor);
    const rows = await repo.listPayouts(db, {
      ...(status ? { status } : {}),
      ...(isAdmin(actor.roleSlug) ? {} : { servedBy: actor.id }),
    });
    return rows.map(serializePayout);
  }
}

export type ReferralPayoutsService = ReturnType<typeof createReferralPayoutsService>;
