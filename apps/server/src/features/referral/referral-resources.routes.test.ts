import { describe, expect, it } from 'vitest';

import { PAYMENT_METHOD_NAMES } from '@kabinet/domain/referral';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createStaff, createTariffClient } from '../company-tariffs/company-tariffs.fixtures.ts';

import {
  clientNotFound,
  clientsAppearThemselves,
  leadNotDeletable,
  leadNotFound,
} from './referral.errors.ts';
import { connectReferral, paidReferredClient, registerWithCode } from './referral.test-support.ts';

const t = useTestApp({ rateBudgets: { codes: { max: 1_000, timeWindow: 60_000 } } });

const CURRENT = '/api/v1/companies/current/referrals';
const SBER_BIK = '044525225';

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const remove = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url, headers });

describe('PATCH /api/v1/companies/current/referrals (the payout method)', () => {
  it('moves a connected referral to the company account, checking the account against the BIK', async () => {
    const client = await createTariffClient(t);
    await connectReferral(t, client.headers, { type: 'card', card_number: '4242 4242 4242 4242' });
    const patch = (method: object) =>
      t.app.inject({
        method: 'PATCH',
        url: CURRENT,
        headers: client.headers,
        payload: { settings: { payment_method: method } },
      });

    const wrongKey = await patch({
      type: 'bank_account',
      bik: SBER_BIK,
      account: '40702810938000000002',
    });
    expect(wrongKey.statusCode).toBe(422);
    expect(wrongKey.json().errors['settings.payment_method.account']).toEqual([
      'Расчетный счет не соответствует БИК',
    ]);

    const changed = await patch({
      type: 'bank_account',
      bik: SBER_BIK,
      account: '4070 2810 9380 0000 0001',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      status: 'ACTIVE',
      settings: {
        payment_method: { type: 'bank_account', label: 'БИК 044525225, р/с 4070…0001' },
      },
    });
    const read = await get(CURRENT, client.headers);
    expect(read.json().data.settings.payment_method.type).toBe('bank_account');

    const balance = await patch({ type: 'balance' });
    expect(balance.json().data.settings.payment_method).toEqual({ type: 'balance', label: '' });
  });
});

describe('GET …/referrals/connect and …/referrals/qr.svg', () => {
  it('describes the rules and the three ways to be paid', async () => {
    const client = await createTariffClient(t);
    const response = await get(`${CURRENT}/connect`, client.headers);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.rules).toEqual({
      reward_basis_points: 1000,
      reward_months: 12,
      min_payout_kopecks: 100_000,
    });
    expect(data.rules_text).toHaveLength(4);
    expect(data.rules_text[1]).toContain('10 % от каждой оплаты в течение 12 мес.');
    expect(data.payment_methods).toEqual(
      Object.entries(PAYMENT_METHOD_NAMES).map(([type, name]) => ({ type, name })),
    );
    expect((await t.app.inject({ url: `${CURRENT}/connect` })).statusCode).toBe(401);
  });

  it('draws the personal link as an SVG QR that is never cached or sniffed', async () => {
    const client = await createTariffClient(t);
    const response = await get(`${CURRENT}/qr.svg`, client.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).not.toContain('<script');
    expect((await t.app.inject({ url: `${CURRENT}/qr.svg` })).statusCode).toBe(401);
  });
});

describe('DELETE /api/referral-leads/{id}', () => {
  it('lets the referrer delete a manual lead while it is new, and no other', async () => {
    const referrer = await createTariffClient(t);
    await connectReferral(t, referrer.headers);
    const store = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/referral-leads',
        headers: referrer.headers,
        payload: { name: 'Ольга Смирнова', phone },
      });
    const fresh = (await store('+7 916 111-22-33')).json().data.id as number;
    const working = (await store('+7 916 111-22-34')).json().data.id as number;
    const admin = await createStaff(t, 'admin');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/referral-leads/${working}`,
      headers: admin.headers,
      payload: { status: 'in_progress' },
    });
    const other = await createTariffClient(t);

    const stranger = await remove(`/api/referral-leads/${fresh}`, other.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(errorBody(leadNotFound()));
    expect((await remove(`/api/referral-leads/${fresh}`, referrer.headers)).statusCode).toBe(204);
    expect((await get(`/api/referral-leads/${fresh}`, referrer.headers)).statusCode).toBe(404);

    const refused = await remove(`/api/referral-leads/${working}`, referrer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody(leadNotDeletable()));
  });

  it('lets staff delete a lead by link that has no company, never one with a company', async () => {
    const referrer = await createTariffClient(t);
    const referral = await connectReferral(t, referrer.headers);
    await registerWithCode(t, referral.code);
    const [lead] = (await get('/api/referral-leads', referrer.headers)).json().data as {
      id: number;
    }[];
    const admin = await createStaff(t, 'admin');
    expect((await remove(`/api/referral-leads/${lead!.id}`, referrer.headers)).statusCode).toBe(
      403,
    );
    expect((await remove(`/api/referral-leads/${lead!.id}`, admin.headers)).statusCode).toBe(204);
    expect((await get('/api/referral-leads', referrer.headers)).json().data).toEqual([]);

    const paid = await paidReferredClient(t);
    const [client] = (await get('/api/referral-leads', paid.referrer.headers)).json().data as {
      id: number;
    }[];
    const withCompany = await remove(`/api/referral-leads/${client!.id}`, admin.headers);
    expect(withCompany.statusCode).toBe(403);
  });
});

describe('/api/referral-clients/{id}', () => {
  it('shows one client to the referrer and 404 to another company', async () => {
    const { referrer, companyId, invoice } = await paidReferredClient(t);
    const [client] = (await get('/api/referral-clients', referrer.headers)).json().data as {
      id: number;
    }[];
    const one = await get(`/api/referral-clients/${client!.id}`, referrer.headers);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id: client!.id,
      company_id: companyId,
      company_name: 'ООО «Василёк»',
      paid_kopecks: invoice.total_kopecks,
      first_paid_at: '2026-11-21T09:00:00.000Z',
      reward_until: '2027-11-20',
    });
    const other = await createTariffClient(t);
    const hidden = await get(`/api/referral-clients/${client!.id}`, other.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(errorBody(clientNotFound()));
  });

  it('lets only the referrer’s staff unlink a client, which turns the lead down', async () => {
    const { referrer, manager } = await paidReferredClient(t);
    const [client] = (await get('/api/referral-clients', referrer.headers)).json().data as {
      id: number;
    }[];
    const url = `/api/referral-clients/${client!.id}`;

    const own = await remove(url, referrer.headers);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual(errorBody(clientsAppearThemselves()));
    const other = await createTariffClient(t);
    expect((await remove(url, other.headers)).statusCode).toBe(404);
    // The referred company's manager is not the referrer's staff.
    expect((await remove(url, manager.headers)).statusCode).toBe(404);

    const admin = await createStaff(t, 'admin');
    expect((await remove(url, admin.headers)).statusCode).toBe(204);
    expect((await get('/api/referral-clients', referrer.headers)).json().data).toEqual([]);
    const lead = await get(`/api/referral-leads/${client!.id}`, referrer.headers);
    expect(lead.json().data).toMatchObject({ status: 'rejected', company_id: null });
  });
});
