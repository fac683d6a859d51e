// «Клиенты» of the staff workspace. A manager sees only the companies assigned to them,
// an admin every company, a client gets 403.
import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import { staffOnly } from './companies.errors.ts';
import { companyWithOwner, signIn } from './companies.test-support.ts';

const t = useTestApp();

const clientsOf = async (headers: { authorization: string }, query = '') => {
  const response = await t.app.inject({ url: `/api/v1/staff/clients${query}`, headers });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { id: number }[]).map((company) => company.id);
};

describe('GET /api/v1/staff/clients', () => {
  it('gives a manager only their companies, an admin all, a client 403', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    const served = await companyWithOwner(t.app, t.db);
    const other = await companyWithOwner(t.app, t.db);
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/companies/${served.company.id}/managers`,
      headers: admin.headers,
      payload: { user_id: manager.user.id },
    });
    expect(assigned.statusCode).toBeLessThan(300);

    expect(await clientsOf(manager.headers)).toEqual([served.company.id]);
    // A manager cannot widen the list by naming another manager.
    expect(await clientsOf(manager.headers, `?manager_id=${admin.user.id}`)).toEqual([
      served.company.id,
    ]);
    const all = await clientsOf(admin.headers);
    expect(all).toEqual(expect.arrayContaining([served.company.id, other.company.id]));

    const client = await t.app.inject({
      url: '/api/v1/staff/clients',
      headers: other.owner.headers,
    });
    expect(client.statusCode).toBe(403);
    expect(client.json()).toEqual(errorBody(staffOnly()));
  });
});
