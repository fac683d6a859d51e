import { isFinancialTariff } from '@kabinet/domain/shared';
import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../../demo-seed.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

const t = useTestApp();

describe('demo tariffs', () => {
  it('puts the first demo company on an ACTIVE financial tariff and leaves the second without', async () => {
    await seedDemoData(t.db);
    const token = await loginAs(t.app, { email: DEMO_USERS.client.email }, DEMO_PASSWORD);
    const headers = bearer(token);
    const me = (await t.app.inject({ url: '/api/user-full/current', headers })).json().data;
    const [first, second] = me.companies as { id: number }[];
    const activeOf = async (companyId?: number) =>
      (
        await t.app.inject({
          url: `/api/v1/company-tariffs/current/ACTIVE${companyId ? `?company_id=${companyId}` : ''}`,
          headers,
        })
      ).json().data;
    const active = await activeOf();
    expect(active).toMatchObject({
      company_id: first?.id,
      tariff_slug: 'tariff_2',
      status: 'ACTIVE',
    });
    expect(isFinancialTariff(active.tariff_slug)).toBe(true);
    expect(await activeOf(second?.id)).toBeNull();
    const tariffs = (await t.app.inject({ url: '/api/tariff', headers })).json().data;
    expect(tariffs).toHaveLength(4);
  });
});
