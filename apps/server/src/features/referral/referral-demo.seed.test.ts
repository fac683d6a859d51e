import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../../demo-seed.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

import { DEMO_REFERRAL_CODE } from './referral-demo.seed.ts';

const t = useTestApp();

describe('referral demo data', () => {
  it('gives the demo client an active referral with leads, a reward and a requested payout', async () => {
    expect(await seedDemoData(t.db)).toBe(true);
    const headers = bearer(await loginAs(t.app, { email: DEMO_USERS.client.email }, DEMO_PASSWORD));
    const referral = await t.app.inject({ url: '/api/v1/companies/current/referrals', headers });
    expect(referral.json().data).toMatchObject({
      status: 'ACTIVE',
      code: DEMO_REFERRAL_CODE,
      to_pay_kopecks: 566_100,
      available_kopecks: 366_100,
      leads_count: 3,
      clients_count: 1,
    });
    const payouts = await t.app.inject({
      url: '/api/v1/companies/current/referrals/payouts',
      headers,
    });
    expect(payouts.json().data).toMatchObject([{ status: 'requested', amount_kopecks: 200_000 }]);
  });
});
