import { localDate } from '@kabinet/domain/shared';
import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../../demo-seed.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

const t = useTestApp();

describe('demo operations', () => {
  it('give the demo client months of categorised operations and the tariff count', async () => {
    await seedDemoData(t.db);
    const client = bearer(await loginAs(t.app, { email: DEMO_USERS.client.email }, DEMO_PASSWORD));
    const companies = (await t.app.inject({ url: '/api/v1/companies', headers: client })).json()
      .data;
    const id = companies[0].id;
    const page = (
      await t.app.inject({ url: `/api/v1/companies/${id}/operations`, headers: client })
    ).json();
    expect(page.meta.totals.count).toBeGreaterThan(60);
    expect(page.meta.totals.income_kopecks).toBeGreaterThan(page.meta.totals.expense_kopecks);
    const taxes = (
      await t.app.inject({
        url: `/api/v1/companies/${id}/operations?category=taxes`,
        headers: client,
      })
    ).json();
    expect(taxes.meta.totals.count).toBe(4);
    const month = localDate(new Date()).slice(0, 7);
    const summary = (
      await t.app.inject({
        url: `/api/v1/companies/${id}/operations/summary?month=${month}`,
        headers: client,
      })
    ).json().data;
    expect(summary.included).toBe(25);
    expect(summary.text).toMatch(/^В тарифе до 25 операций, в /);
  });
});
