import type { referralRulesBodySchema, ReferralRules } from '@kabinet/domain/referral';
import { DEFAULT_REFERRAL_RULES } from '@kabinet/domain/referral';
import { isAdmin } from '@kabinet/domain/shared';
import type * as z from 'zod';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import { adminOnly } from './referral.errors.ts';
import { findRules, upsertRules } from './referral.repository.ts';

export type ReferralActor = Pick<UserRow, 'id' | 'roleSlug'>;

/** The programme's rules: the admin's row, or the defaults until the admin saves one. */
export async function readReferralRules(db: Db): Promise<ReferralRules> {
  const row = await findRules(db);
  if (!row) return { ...DEFAULT_REFERRAL_RULES };
  return {
    reward_basis_points: row.rewardBasisPoints,
    reward_months: row.rewardMonths,
    min_payout_kopecks: row.minPayoutKopecks,
  };
}

/** GET/PUT /admin/referral-rules: admin only, each change audited in its transaction. */
export function createReferralRulesService(deps: { db: Db; clock: Clock; audit: RecordAudit }) {
  const { db } = deps;
  return { getRules, saveRules };

  async function getRules(actor: ReferralActor): Promise<ReferralRules> {
    if (!isAdmin(actor.roleSlug)) throw adminOnly();
    return readReferralRules(db);
  }

  async function saveRules(
    actor: ReferralActor,
    body: z.output<typeof referralRulesBodySchema>,
  ): Promise<ReferralRules> {
    if (!isAdmin(actor.roleSlug)) throw adminOnly();
    await db.transaction(async (tx) => {
      const before = await readReferralRules(tx);
      await upsertRules(
        tx,
        {
          rewardBasisPoints: body.reward_basis_points,
          rewardMonths: body.reward_months,
          minPayoutKopecks: body.min_payout_kopecks,
        },
        actor.id,
        deps.clock.now(),
      );
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'referral_rules.changed',
        companyId: null,
        subject: { type: 'referral_rules', id: 1, name: 'Правила реферальной программы' },
        before: { ...before },
        after: { ...body },
      });
    });
    return readReferralRules(db);
  }
}

export type ReferralRulesService = ReturnType<typeof createReferralRulesService>;
