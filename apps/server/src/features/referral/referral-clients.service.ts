import type { ReferralClient } from '@kabinet/domain/referral';
import { localDate } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ReferralLedger } from '../billing/billing-referral.service.ts';

import type { ReferralAccess, ReferralCaller } from './referral-access.service.ts';
import type { ReferralAnnouncer } from './referral.events.ts';
import { readReferralRules } from './referral-rules.service.ts';
import { referralOf } from './referral.service.ts';
import { clientNotFound, clientsAppearThemselves } from './referral.errors.ts';
import * as repo from './referral.repository.ts';

/**
 * /api/referral-clients — leads whose company has paid, with what it paid (billing's
 * payments) and what it earned the referrer (the ledger's rewards). Clients appear by themselves;
 * only staff unlink one (delete).
 */
export function createReferralClientsService(deps: {
  db: Db;
  clock: Clock;
  access: ReferralAccess;
  ledger: ReferralLedger;
  announce: ReferralAnnouncer;
}) {
  const { db, clock, access, ledger } = deps;
  return { list, show, refuseWrite, unlink };

  async function list(actor: ReferralCaller): Promise<ReferralClient[]> {
    const { companyId } = await access.currentCompany(actor);
    const referral = await referralOf(db, companyId, clock.now());
    const rows = await repo.listClientLeads(db, referral.id);
    const companyIds = rows.map((row) => row.lead.companyId ?? 0);
    const [payments, rewards, rules] = await Promise.all([
      ledger.paymentsSummary(db, companyIds),
      ledger.rewardsByPayer(db, companyId),
      readReferralRules(db),
    ]);
    return rows.flatMap((row) => {
      const clientId = row.lead.companyId;
      const paid = clientId === null ? undefined : payments.get(clientId);
      if (clientId === null || !paid) return [];
      const until = new Date(paid.firstAt);
      until.setUTCMonth(until.getUTCMonth() + rules.reward_months);
      until.setUTCDate(until.getUTCDate() - 1);
      return [
        {
          id: row.lead.id,
          lead_id: row.lead.id,
          company_id: clientId,
          company_name: row.companyName,
          inn: row.inn,
          paid_kopecks: paid.paid,
          reward_kopecks: rewards.get(clientId) ?? 0,
          first_paid_at: paid.firstAt.toISOString(),
          reward_until: localDate(until),
        },
      ];
    });
  }

  async function show(actor: ReferralCaller, id: number): Promise<ReferralClient> {
    const found = (await list(actor)).find((client) => client.id === id);
    if (!found) throw clientNotFound();
    return found;
  }

  function refuseWrite(): never {
    throw clientsAppearThemselves();
  }

  /**
   * DELETE: staff of the referrer unlink the company from the lead (Отказ; rewards stop); its
   * users are refused (403), anyone else answered 404.
   */
  async function unlink(actor: ReferralCaller, id: number): Promise<void> {
    const lead = await repo.findLead(db, id);
    const referral = lead ? await repo.findReferral(db, lead.referralId) : null;
    if (!lead || !referral || lead.companyId === null) throw clientNotFound();
    if (!(await access.isStaffOf(actor, referral.companyId))) {
      // The referrer's own users learn why; anyone else learns nothing of another company.
      if (await repo.isCompanyMember(db, referral.companyId, actor.id)) {
        throw clientsAppearThemselves();
      }
      throw clientNotFound();
    }
    await repo.updateLead(db, lead.id, {
      companyId: null,
      status: 'rejected',
      updatedAt: clock.now(),
    });
    await deps.announce([], [{ company_id: referral.companyId, reason: 'lead' }]);
  }
}

export type ReferralClientsService = ReturnType<typeof createReferralClientsService>;
