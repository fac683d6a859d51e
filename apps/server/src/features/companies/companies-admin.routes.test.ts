import { paginatedEnvelope } from '@kabinet/domain/shared';
import { companySchema } from '@kabinet/domain/companies';
import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany } from '../../testing/factories.ts';

import { adminOnly, managerRoleRequired } from './companies.errors.ts';
import { addMember, companyWithOwner, nextLegalInn, signIn } from './companies.test-support.ts';

const t = useTestApp();

async function assign(headers: { authorization: string }, companyId: number, userId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/companies/${companyId}/managers`,
    headers,
    payload: { user_id: userId },
  });
}

describe('/api/v1/admin/companies', () => {
  it('lists every company with Laravel pagination for admin and crm', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const crm = await signIn(t.app, t.db, { roleSlug: 'crm' });
    await companyWithOwner(t.app, t.db);
    await companyWithOwner(t.app, t.db);
    await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({
      url: '/api/v1/admin/companies?per_page=2&page=1',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = paginatedEnvelope(companySchema).parse(response.json());
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(3);
    expect(body.links.prev).toBeNull();
    expect(body.links.next).toBe('/api/v1/admin/companies?per_page=2&page=2');
    expect(body.data[0]?.current_user_position).toBe('staff');
    const byCrm = await t.app.inject({ url: '/api/v1/admin/companies', headers: crm.headers });
    expect(byCrm.statusCode).toBe(200);
  });

  it('answers 403 to managers and clients', async () => {
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    const { owner, company } = await companyWithOwner(t.app, t.db);
    for (const who of [manager, owner]) {
      for (const url of [
        '/api/v1/admin/companies',
        `/api/v1/admin/companies/${company.id}`,
        '/api/v1/admin/managers',
      ]) {
        const response = await t.app.inject({ url, headers: who.headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorBody(adminOnly()));
      }
    }
  });

  it('searches by name and by INN prefix, and filters by status and manager', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    const { owner } = await companyWithOwner(t.app, t.db);
    const inn = nextLegalInn();
    const company = await createCompany(t.db, owner.user.id, {
      inn,
      name: 'ООО «Незабудка-Админ»',
    });
    await createCompany(t.db, owner.user.id, {
      inn: nextLegalInn(),
      name: 'АО «Заблокированная»',
      status: 'BLOCKED',
    });

    const byName = await t.app.inject({
      url: `/api/v1/admin/companies?search=${encodeURIComponent('незабудка')}`,
      headers: admin.headers,
    });
    expect(byName.json().data.map((item: { id: number }) => item.id)).toEqual([company.id]);
    const byInn = await t.app.inject({
      url: `/api/v1/admin/companies?search=${inn.slice(0, 9)}`,
      headers: admin.headers,
    });
    expect(byInn.json().data.map((item: { inn: string }) => item.inn)).toContain(inn);
    const blocked = await t.app.inject({
      url: '/api/v1/admin/companies?status=BLOCKED',
      headers: admin.headers,
    });
    expect(blocked.json().data.every((item: { status: string }) => item.status === 'BLOCKED')).toBe(
      true,
    );

    await assign(admin.headers, company.id, manager.user.id);
    const byManager = await t.app.inject({
      url: `/api/v1/admin/companies?manager_id=${manager.user.id}`,
      headers: admin.headers,
    });
    expect(byManager.json().data.map((item: { id: number }) => item.id)).toEqual([company.id]);
    const withManager = await t.app.inject({
      url: '/api/v1/admin/companies?has_manager=1&per_page=100',
      headers: admin.headers,
    });
    expect(withManager.json().data.map((item: { id: number }) => item.id)).toContain(company.id);
    const without = await t.app.inject({
      url: '/api/v1/admin/companies?has_manager=0&per_page=100',
      headers: admin.headers,
    });
    expect(without.json().data.map((item: { id: number }) => item.id)).not.toContain(company.id);
  });

  it('answers 422 for a bad filter value', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const response = await t.app.inject({
      url: '/api/v1/admin/companies?per_page=500',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.per_page).toBeDefined();
  });
});

describe('staff assignments', () => {
  it('lets a manager see exactly the companies assigned to them', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    const { company } = await companyWithOwner(t.app, t.db);
    const url = `/api/v1/companies/${company.id}`;
    expect((await t.app.inject({ url, headers: manager.headers })).statusCode).toBe(404);

    const assigned = await assign(admin.headers, company.id, manager.user.id);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.company_meta.managers).toEqual([
      { id: manager.user.id, name: expect.stringContaining(manager.user.name) },
    ]);
    expect(assigned.json().data.info.accompanying).toMatchObject({ id: manager.user.id });

    const seen = await t.app.inject({ url, headers: manager.headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.current_user_position).toBe('manager');
    const mine = await t.app.inject({ url: '/api/v1/companies', headers: manager.headers });
    expect(mine.json().data.map((item: { id: number }) => item.id)).toEqual([company.id]);
    const user = await t.app.inject({ url: '/api/user-full/current', headers: manager.headers });
    expect(user.json().data.companies.map((item: { id: number }) => item.id)).toEqual([company.id]);

    const unassigned = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/companies/${company.id}/managers/${manager.user.id}`,
      headers: admin.headers,
    });
    expect(unassigned.statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: manager.headers })).statusCode).toBe(404);
  });

  it('refuses to assign a client as a manager', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const client = await signIn(t.app, t.db);
    const { company } = await companyWithOwner(t.app, t.db);
    const response = await assign(admin.headers, company.id, client.user.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(managerRoleRequired()));
  });

  it('lists the staff who can be assigned', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const manager = await signIn(t.app, t.db, { roleSlug: 'project_manager' });
    const response = await t.app.inject({ url: '/api/v1/admin/managers', headers: admin.headers });
    expect(response.json().data.map((item: { id: number }) => item.id)).toEqual(
      expect.arrayContaining([admin.user.id, manager.user.id]),
    );
  });
});

describe('admin edits and blocks', () => {
  it('edits any company including its status', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const { company } = await companyWithOwner(t.app, t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/companies/${company.id}`,
      headers: admin.headers,
      payload: { name: 'ООО «Переименованная»', status: 'BLOCKED' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'ООО «Переименованная»',
      status: 'BLOCKED',
    });
    const shown = await t.app.inject({
      url: `/api/v1/admin/companies/${company.id}`,
      headers: admin.headers,
    });
    expect(shown.json().data.name).toBe('ООО «Переименованная»');
  });

  it('blocks a company user (their token stops working) and unblocks them', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const { company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/companies/${company.id}/users/${employee.user.id}/block`,
      headers: admin.headers,
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toMatchObject({ id: employee.user.id, status: 'BLOCKED' });
    const denied = await t.app.inject({ url: '/api/v1/companies', headers: employee.headers });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Ваш аккаунт заблокирован.');
    const unblocked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/companies/${company.id}/users/${employee.user.id}/unblock`,
      headers: admin.headers,
    });
    expect(unblocked.json().data.status).toBe('ACTIVE');
  });

  it('answers 404 when the user is not in that company', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const { company } = await companyWithOwner(t.app, t.db);
    const stranger = await signIn(t.app, t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/companies/${company.id}/users/${stranger.user.id}/block`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
