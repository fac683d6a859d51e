import { describe, expect, it } from 'vitest';

import { rewardKopecks } from '@kabinet/domain/referral';

import { referralLeads } from '../../db/schema/referral.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { assignedManager, recordPayment } from '../billing/billing.fixtures.ts';
import { createStaff, createTariffClient } from '../company-tariffs/company-tariffs.fixtures.ts';

import {
  connectReferral,
  createCompanyAs,
  ledgerSum,
  paidReferredClient,
  registerWithCode,
} from './referral.test-support.ts';

const t = useTestApp({ rateBudgets: { codes: { max: 1_000, timeWindow: 60_000 } } });

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

function patchLead(id: number, headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'PATCH', url: `/api/referral-leads/${id}`, headers, payload });
}

type LeadAnswer = { id: number; status: string; company_id: number | null };

describe('GET /api/v1/staff/referral-leads', () => {
  it('pages a manager’s leads in the database: the referrers they serve, past a thousand others', async () => {
    const served = await createTariffClient(t);
    await connectReferral(t, served.headers);
    const manager = await assignedManager(t, served);
    for (const phone of ['+7 916 000-00-01', '+7 916 000-00-02', '+7 916 000-00-03']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/referral-leads',
        headers: served.headers,
        payload: { name: 'Игорь Лебедев', phone },
      });
    }
    // Another referrer's thousand newer leads, which the manager does not serve.
    const other = await createTariffClient(t);
    const otherReferral = await connectReferral(t, other.headers);
    await t.db.insert(referralLeads).values(
      Array.from({ length: 1_000 }, (_, i) => ({
        referralId: otherReferral.id,
        name: `Приглашённый ${i + 1}`,
        phone: `7925${String(i).padStart(7, '0')}`,
        source: 'manual' as const,
      })),
    );

    const first = await get('/api/v1/staff/referral-leads?per_page=2&page=1', manager.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toMatchObject({ total: 3, current_page: 1, last_page: 2 });
    expect(first.json().data).toHaveLength(2);
    const second = await get('/api/v1/staff/referral-leads?per_page=2&page=2', manager.headers);
    expect(second.json().data).toHaveLength(1);
    const names = [...first.json().data, ...second.json().data].map(
      (lead: { name: string }) => lead.name,
    );
    expect(names).toEqual(['Игорь Лебедев', 'Игорь Лебедев', 'Игорь Лебедев']);

    const admin = await createStaff(t, 'admin');
    const all = await get('/api/v1/staff/referral-leads?per_page=1', admin.headers);
    expect(all.json().meta.total).toBeGreaterThanOrEqual(1_003);
  });
});

describe('PATCH /api/referral-leads/{id} by staff', () => {
  it('moves only the status: the referrer’s company name and comment stay as they were', async () => {
    const referrer = await createTariffClient(t);
    await connectReferral(t, referrer.headers);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/referral-leads',
      headers: referrer.headers,
      payload: {
        name: 'Пётр Соколов',
        phone: '+7 916 444-55-66',
        company_name: 'ООО «Соколов и партнёры»',
        comment: 'Звонить после обеда',
      },
    });
    const id = created.json().data.id as number;
    const manager = await assignedManager(t, referrer);

    const moved = await patchLead(id, manager.headers, { status: 'in_progress' });
    expect(moved.statusCode).toBe(200);
    const kept = {
      name: 'Пётр Соколов',
      phone: '79164445566',
      company_name: 'ООО «Соколов и партнёры»',
      comment: 'Звонить после обеда',
    };
    expect(moved.json().data).toMatchObject({ ...kept, status: 'in_progress' });
    // The referrer's own partial edit leaves the rest as well.
    const noted = await patchLead(id, referrer.headers, { comment: 'Перезвонить' });
    expect(noted.json().data).toMatchObject({ ...kept, comment: 'Перезвонить' });
    const read = await get(`/api/referral-leads/${id}`, referrer.headers);
    expect(read.json().data).toMatchObject({ ...kept, comment: 'Перезвонить' });
  });
});

describe('GET /api/v1/staff/referral-payouts', () => {
  it('shows a manager the payouts of the companies they serve only', async () => {
    const { referrer } = await paidReferredClient(t);
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies/current/referrals/payouts',
      headers: referrer.headers,
      payload: { amount_kopecks: 150_000 },
    });
    const payoutId = payout.json().data.id as number;
    const manager = await assignedManager(t, referrer);
    const stranger = await createStaff(t, 'manager');
    const ids = async (headers: Record<string, string>) =>
      (await get('/api/v1/staff/referral-payouts', headers))
        .json()
        .data.map((row: { id: number }) => row.id);
    expect(await ids(manager.headers)).toEqual([payoutId]);
    expect(await ids(stranger.headers)).toEqual([]);
  });
});

describe('a lead staff turned down (Отказ)', () => {
  it('stays turned down when its company pays again, and that payment earns nothing', async () => {
    const { referrer, invoice } = await paidReferredClient(t, { amountKopecks: 100_000 });
    const firstReward = rewardKopecks(100_000, 1000);
    const [lead] = (await get('/api/referral-leads', referrer.headers)).json().data as LeadAnswer[];
    expect(lead).toMatchObject({ status: 'client' });
    const admin = await createStaff(t, 'admin');
    const refused = await patchLead(lead!.id, admin.headers, { status: 'rejected' });
    expect(refused.json().data.status).toBe('rejected');

    const again = await recordPayment(t, invoice.id, admin.headers, {
      amount_kopecks: invoice.total_kopecks - 100_000,
      paid_on: '2026-11-21',
      order_number: '502',
    });
    expect(again.statusCode).toBe(200);

    expect(await ledgerSum(t, referrer.company.id, 'referral')).toBe(firstReward);
    const after = await get(`/api/referral-leads/${lead!.id}`, referrer.headers);
    expect(after.json().data.status).toBe('rejected');
    const referral = await get('/api/v1/companies/current/referrals', referrer.headers);
    expect(referral.json().data).toMatchObject({ to_pay_kopecks: firstReward, clients_count: 0 });
  });

  it('is not joined by the company its user creates afterwards', async () => {
    const referrer = await createTariffClient(t);
    const referral = await connectReferral(t, referrer.headers);
    const invited = await registerWithCode(t, referral.code);
    const [lead] = (await get('/api/referral-leads', referrer.headers)).json().data as LeadAnswer[];
    const admin = await createStaff(t, 'admin');
    await patchLead(lead!.id, admin.headers, { status: 'rejected' });

    await createCompanyAs(t, invited.headers);

    const after = await get(`/api/referral-leads/${lead!.id}`, referrer.headers);
    expect(after.json().data).toMatchObject({ status: 'rejected', company_id: null });
  });
});
