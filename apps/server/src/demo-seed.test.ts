import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo-seed.ts';
import { useTestApp } from './testing/build-test-app.ts';
import { bearer, loginAs } from './testing/login-as.ts';

const t = useTestApp();

describe('demo data', () => {
  it('seeds once: the client with two companies and an assigned manager, and the admin', async () => {
    expect(await seedDemoData(t.db)).toBe(true);
    expect(await seedDemoData(t.db)).toBe(false);
    const token = await loginAs(t.app, { email: DEMO_USERS.client.email }, DEMO_PASSWORD);
    const user = (
      await t.app.inject({ url: '/api/user-full/current', headers: bearer(token) })
    ).json().data;
    expect(user.companies.map((company: { name: string }) => company.name)).toEqual([
      'ООО «Ромашка»',
      'ИП Иванов Иван Иванович',
    ]);
    expect(user.accompanying.email).toBe(DEMO_USERS.manager.email);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { login: '+7 (900) 000-00-03', password: DEMO_PASSWORD },
    });
    expect(admin.statusCode).toBe(200);
  });
});
