import {
  LEAD_SOURCE,
  LEAD_STATUS,
  REFERRAL_STATUS,
  isLeadClosed,
  rewardKopecks,
  withinRewardWindow,
} from '@kabinet/domain/referral';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AppliedPaymentInfo, PaymentRewards } from '../billing/billing.events.ts';
import type { ReferralLedger } from '../billing/billing-referral.service.ts';

import type { ReferralAnnouncer } from './referral.events.ts';
import { readReferralRules } from './referral-rules.service.ts';
import * as repo from './referral.repository.ts';

/**
 * The lead (by link, Новый) of a user who registered with the referral's code: a new one, or the
 * referral's own lead that already holds the user's phone (typed in by hand before). None when
 * another referrer had the phone first: a phone is referred once.
 */
async function leadOfRegistration(tx: Db, referralId: number, userId: number, now: Date) {
  const contact = await repo.findUserContact(tx, userId);
  if (!contact) return null;
  const phone = contact.phone ?? '';
  const created = await repo.insertLead(tx, {
    referralId,
    name: [contact.name, contact.lastName].filter(Boolean).join(' ') || 'Без имени',
    phone,
    email: contact.email ?? '',
    status: LEAD_STATUS.NEW,
    source: LEAD_SOURCE.LINK,
    userId,
    createdAt: now,
    updatedAt: now,
  });
  if (created) return created;
  const holder = phone ? await repo.findLeadByPhone(tx, phone) : null;
  if (holder?.referralId !== referralId) return null;
  if (holder.userId === null) await repo.updateLead(tx, holder.id, { userId });
  return holder;
}

/**
 * What other features tell the referral programme, each in their own transaction
 * (ports filled by services.ts): a registration that carried a code, a company its user
 * created, a payment applied to a referred company's invoice.
 */
export function createReferralHooks(deps: {
  db: Db;
  clock: Clock;
  ledger: ReferralLedger;
  announce: ReferralAnnouncer;
}) {
  return { registered, companyCreated, rewards: { applied, announce } satisfies PaymentRewards };

  /**
   * A user registered with `code`: remember it and make a lead (by link, Новый) for an active
   * referral. An unknown code or an inactive referral is ignored.
   */
  async function registered(tx: Db, user: { userId: number; referralCode: string | null }) {
    if (!user.referralCode) return;
    const referral = await repo.findReferralByCode(tx, user.referralCode);
    if (!referral || referral.status !== REFERRAL_STATUS.ACTIVE) return;
    const now = deps.clock.now();
    const lead = await leadOfRegistration(tx, referral.id, user.userId, now);
    await repo.insertSignup(tx, {
      userId: user.userId,
      referralId: referral.id,
      leadId: lead?.id ?? null,
      code: referral.code,
      createdAt: now,
    });
  }

  /**
   * The user created a company: it joins the user's lead (В работе), unless the lead has a
   * company already or staff turned it down (Отказ), the company was referred before, or it is
   * the referrer itself or the user belongs to the referrer (no self-referral).
   */
  async function companyCreated(
    tx: Db,
    created: { companyId: number; userId: number; name: string },
  ): Promise<void> {
    const signup = await repo.findSignup(tx, created.userId);
    if (!signup?.leadId) return;
    const referral = await repo.findReferral(tx, signup.referralId);
    if (!referral || referral.companyId === created.companyId) return;
    if (await repo.isCompanyMember(tx, referral.companyId, created.userId)) return;
    if (await repo.findLeadByCompany(tx, created.companyId)) return;
    const lead = await repo.findLead(tx, signup.leadId);
    if (!lead || lead.companyId !== null || isLeadClosed(lead.status)) return;
    await repo.updateLead(tx, lead.id, {
      companyId: created.companyId,
      companyName: created.name,
      status: LEAD_STATUS.IN_PROGRESS,
      updatedAt: deps.clock.now(),
    });
  }

  /**
   * In the paying transaction: a referred company's payment within the rules' months of its
   * first payment posts the reward to the referrer's referral account (once per payment), and
   * the lead becomes a client — unless staff turned the lead down (Отказ): then the payment
   * earns nothing and the lead stays as staff left it.
   */
  async function applied(tx: Db, payment: AppliedPaymentInfo): Promise<void> {
    const found = await repo.findLeadByCompany(tx, payment.companyId);
    if (!found) return;
    const { lead, referrerCompanyId } = found;
    if (referrerCompanyId === payment.companyId || isLeadClosed(lead.status)) return;
    const rules = await readReferralRules(tx);
    const first = (await deps.ledger.paymentsSummary(tx, [payment.companyId])).get(
      payment.companyId,
    );
    const firstAt = first?.firstAt ?? payment.at;
    const amount = rewardKopecks(payment.amountKopecks, rules.reward_basis_points);
    if (withinRewardWindow(firstAt, payment.at, rules.reward_months) && amount > 0) {
      await deps.ledger.postReward(tx, {
        referrerCompanyId,
        paymentId: payment.paymentId,
        amountKopecks: amount,
        at: payment.at,
      });
    }
    if (lead.status !== LEAD_STATUS.CLIENT) {
      await repo.updateLead(tx, lead.id, { status: LEAD_STATUS.CLIENT, updatedAt: payment.at });
    }
  }

  /**
   * After commit of freshly applied payments: the referrer's users hear of each reward they
   * earned, read back from the ledger (it holds at most one per payment), and the referral page
   * refreshes.
   */
  async function announce(paymentIds: readonly number[]): Promise<void> {
    for (const reward of await deps.ledger.rewardsForPayments(deps.db, paymentIds)) {
      await deps.announce(
        [{ event: 'reward', companyId: reward.companyId, amountKopecks: reward.amountKopecks }],
        [{ company_id: reward.companyId, reason: 'reward' }],
      );
    }
  }
}

export type ReferralHooks = ReturnType<typeof createReferralHooks>;
