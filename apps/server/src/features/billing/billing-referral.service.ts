import { LEDGER_KIND } from '@kabinet/domain/billing';

import type { Db } from '../../db/client.ts';

import { postLedgerEntry } from './billing-ledger.service.ts';
import * as repo from './billing-referral.repository.ts';

/**
 * The referral account of the ledger. Rewards (+) and payouts (−) are entries on
 * account 'referral' of the referrer company, so total, paid and to_pay are the ledger's sums;
 * the company's balance (account 'company') never counts them. Each posts once by its source.
 */
export const referralLedger = {
  sums: repo.referralAccountSums,
  rewardsByPayer: repo.rewardsByPayer,
  paymentsSummary: repo.paymentsSummary,
  rewardsForPayments: repo.rewardsForPayments,

  /** +reward for `paymentId` on the referrer's referral account; true when it was appended. */
  postReward(
    tx: Db,
    entry: { referrerCompanyId: number; paymentId: number; amountKopecks: number; at: Date },
  ): Promise<boolean> {
    return postLedgerEntry(tx, {
      companyId: entry.referrerCompanyId,
      account: 'referral',
      kind: LEDGER_KIND.CORRECTION,
      amountKopecks: entry.amountKopecks,
      sourceType: 'referral_reward',
      sourceId: String(entry.paymentId),
      reason: 'Вознаграждение по реферальной программе',
      createdBy: null,
      createdAt: entry.at,
    });
  },

  /**
   * A payout marked paid: −amount on the referral account; paid to the cabinet balance, also
   * +amount on the company account in the same transaction.
   */
  async postPayout(
    tx: Db,
    entry: {
      companyId: number;
      payoutId: number;
      amountKopecks: number;
      toBalance: boolean;
      actorId: number;
      at: Date;
    },
  ): Promise<void> {
    await postLedgerEntry(tx, {
      companyId: entry.companyId,
      account: 'referral',
      kind: LEDGER_KIND.CORRECTION,
      amountKopecks: -entry.amountKopecks,
      sourceType: 'referral_payout',
      sourceId: String(entry.payoutId),
      reason: `Выплата вознаграждения № ${entry.payoutId}`,
      createdBy: entry.actorId,
      createdAt: entry.at,
    });
    if (!entry.toBalance) return;
    await postLedgerEntry(tx, {
      companyId: entry.companyId,
      account: 'company',
      kind: LEDGER_KIND.CORRECTION,
      amountKopecks: entry.amountKopecks,
      sourceType: 'referral_payout_credit',
      sourceId: String(entry.payoutId),
      reason: `Вознаграждение по реферальной программе (выплата № ${entry.payoutId})`,
      createdBy: entry.actorId,
      createdAt: entry.at,
    });
  },
};

export type ReferralLedger = typeof referralLedger;
