import { describe, expect, it } from 'vitest';

import { rewardKopecks } from '@kabinet/domain/referral';

import { useTestApp } from '../../testing/build-test-app.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { assignedManager, recordPayment } from '../billing/billing.fixtures.ts';
import { createStaff } from '../company-tariffs/company-tariffs.fixtures.ts';

import { ledgerSum, paidReferredClient } from './referral.test-support.ts';

const t = useTestApp({ rateBudgets: { codes: { max: 1_000, timeWindow: 60_000 } } });

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

const PAYOUTS = '/api/v1/companies/current/referrals/payouts';

function requestPayout(headers: Record<string, string>, amountKopecks: number) {
  return t.app.inject({
    method: 'POST',
    url: PAYOUTS,
    headers,
    payload: { amount_kopecks: amountKopecks },
  });
}

function movePayout(id: number, headers: Record<string, string>, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/referral-payouts/${id}/moves`,
    headers,
    payload,
  });
}

/** The data of the REFERRAL notifications `headers`' user has in the bell. */
async function referralNotices(headers: Record<string, string>) {
  const list = (await get('/api/v1/notifications', headers)).json().data as {
    type: string;
    data: Record<string, unknown>;
  }[];
  return list.filter((item) => item.type === 'REFERRAL').map((item) => item.data);
}

describe('a payout request', () => {
  it('tells the company’s assigned manager and the admins, not the user who asked or another manager', async () => {
    const { referrer } = await paidReferredClient(t);
    const manager = await assignedManager(t, referrer as never);
    const admin = await createStaff(t, 'admin');
    const stranger = await createStaff(t, 'manager');

    const requested = await requestPayout(referrer.headers, 200_000);
    expect(requested.statusCode).toBe(201);
    const payoutId = requested.json().data.id as number;

    const expected = {
      event: 'payout',
      company_id: referrer.company.id,
      payout_id: payoutId,
      amount_kopecks: 200_000,
      status: 'requested',
      link: '/staff/referral-payouts',
      title: 'Запрошена выплата',
      text: `${referrer.company.name}: выплата № ${payoutId} на 2\u00a0000,00\u00a0₽ — Запрошена`,
    };
    expect(await referralNotices(manager.headers)).toEqual([expect.objectContaining(expected)]);
    expect(await referralNotices(admin.headers)).toEqual([expect.objectContaining(expected)]);
    expect(await referralNotices(stranger.headers)).toEqual([]);
    // The referrer's users hear of their reward only; the request is theirs.
    expect(await referralNotices(referrer.headers)).toEqual([
      expect.objectContaining({ event: 'reward' }),
    ]);
  });
});

describe('staff moves of a payout', () => {
  it('rejects a payout only with a reason, which the referrer reads, and frees its sum', async () => {
    const { referrer, invoice } = await paidReferredClient(t);
    const reward = rewardKopecks(invoice.total_kopecks, 1000);
    const admin = await createStaff(t, 'admin');
    const payoutId = (await requestPayout(referrer.headers, 200_000)).json().data.id as number;

    const noReason = await movePayout(payoutId, admin.headers, { status: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.comment).toEqual(['Напишите, почему выплата отклонена']);

    const rejected = await movePayout(payoutId, admin.headers, {
      status: 'rejected',
      comment: 'Карта заблокирована, укажите другую',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      status_name: 'Отклонена',
      comment: 'Карта заблокирована, укажите другую',
    });
    expect((await movePayout(payoutId, admin.headers, { status: 'paid' })).statusCode).toBe(422);

    const own = await get(PAYOUTS, referrer.headers);
    expect(own.json().data).toMatchObject([
      { id: payoutId, status: 'rejected', comment: 'Карта заблокирована, укажите другую' },
    ]);
    // Nothing left the referral account, and the whole reward may be asked for again.
    const after = await get('/api/v1/companies/current/referrals', referrer.headers);
    expect(after.json().data).toMatchObject({
      paid_kopecks: 0,
      to_pay_kopecks: reward,
      available_kopecks: reward,
    });
    expect(await ledgerSum(t, referrer.company.id, 'referral')).toBe(reward);
    expect(await referralNotices(referrer.headers)).toContainEqual(
      expect.objectContaining({
        payout_id: payoutId,
        status: 'rejected',
        title: 'Выплата отклонена',
      }),
    );
  });
});

describe('the reward window', () => {
  it('rewards a payment within the rules’ months and nothing for one after them', async () => {
    const { referrer, invoice } = await paidReferredClient(t, { amountKopecks: 100_000 });
    const firstReward = rewardKopecks(100_000, 1000);
    expect(await ledgerSum(t, referrer.company.id, 'referral')).toBe(firstReward);

    // Twelve months and a day after the first payment (NOW = 2026-11-21) the window is shut.
    t.clock.set(new Date('2027-11-22T09:00:00Z'));
    const admin = await createStaff(t, 'admin');
    const late = await recordPayment(t, invoice.id, admin.headers, {
      amount_kopecks: invoice.total_kopecks - 100_000,
      paid_on: '2027-11-22',
      order_number: '502',
    });
    expect(late.statusCode).toBe(200);
    const headers = bearer(await loginAs(t.app, referrer.user));

    expect(await ledgerSum(t, referrer.company.id, 'referral')).toBe(firstReward);
    const clients = await get('/api/referral-clients', headers);
    expect(clients.json().data).toMatchObject([
      {
        paid_kopecks: invoice.total_kopecks,
        reward_kopecks: firstReward,
        reward_until: '2027-11-20',
      },
    ]);
    expect((await referralNotices(headers)).filter((data) => data.event === 'reward')).toHaveLength(
      1,
    );
  });
});
