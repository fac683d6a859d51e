import { LEDGER_KIND } from '@kabinet/domain/billing';

import type { Db } from '../../db/client.ts';
import { postLedgerEntry } from '../billing/billing-ledger.service.ts';

import * as repo from './referral.repository.ts';

/** The demo referral's code (the alphabet has no look-alikes). */
export const DEMO_REFERRAL_CODE = 'RMSHKA26';

/**
 * Demo data: the main company takes part in the referral programme (card method), has
 * invited three leads — one became a client and earned a reward on the referral account of the
 * ledger — and has one payout requested.
 */
export async function seedDemoReferral(
  db: Db,
  options: { companyId: number; clientUserId: number; at: Date },
): Promise<void> {
  const { companyId, at } = options;
  const referral = await repo.insertReferral(db, companyId, DEMO_REFERRAL_CODE, at);
  if (!referral) return;
  await repo.updateReferral(db, referral.id, {
    status: 'ACTIVE',
    paymentMethodType: 'card',
    paymentMethodLabel: '•••• 4242',
    rulesAcceptedAt: at,
    connectedAt: at,
  });
  const lead = (fields: Partial<Parameters<typeof repo.insertLead>[1]>) =>
    repo.insertLead(db, {
      referralId: referral.id,
      name: '',
      source: 'link',
      createdAt: at,
      updatedAt: at,
      ...fields,
    });
  await lead({
    name: 'Ольга Смирнова',
    phone: '79161112233',
    email: 'olga@vasilek.example',
    companyName: 'ООО «Василёк»',
    status: 'client',
  });
  await lead({
    name: 'Денис Кузнецов',
    phone: '79162223344',
    companyName: 'ИП Кузнецов Д. А.',
    status: 'in_progress',
  });
  await lead({
    name: 'Марина Волкова',
    phone: '79163334455',
    comment: 'Позвонить после праздников',
    status: 'new',
    source: 'manual',
  });
  await postLedgerEntry(db, {
    companyId,
    account: 'referral',
    kind: LEDGER_KIND.CORRECTION,
    amountKopecks: 566_100,
    sourceType: 'referral_reward',
    sourceId: `demo:${referral.id}`,
    reason: 'Вознаграждение по реферальной программе',
    createdBy: null,
    createdAt: at,
  });
  await repo.insertPayout(db, {
    referralId: referral.id,
    amountKopecks: 200_000,
    status: 'requested',
    methodType: 'card',
    methodLabel: '•••• 4242',
    requestedBy: options.clientUserId,
    createdAt: at,
  });
}
