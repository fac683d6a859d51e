import { auditEntrySchema } from '@kabinet/domain/audit';
import { BLOCKED_ACCOUNT_MESSAGE, paginatedEnvelope } from '@kabinet/domain/shared';
import { adminUserSchema, type AdminUser } from '@kabinet/domain/users';
import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { companyWithOwner, signIn } from '../companies/companies.test-support.ts';

import {
  cannotBlockYourself,
  cannotDemoteYourself,
  staffStillAssigned,
  usersAdminOnly,
} from './users.errors.ts';
import { adminCall, type Who } from './users-admin.test-support.ts';

const t = useTestApp();
const call = adminCall(t);

const listSchema = paginatedEnvelope(adminUserSchema);
const auditSchema = paginatedEnvelope(auditEntrySchema);

async function listUsers(who: Who, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await call(who, 'GET', `/api/v1/admin/users?${search}`);
  expect(response.statusCode).toBe(200);
  return listSchema.parse(response.json());
}

/** The audit entries about the user, newest first. */
async function auditOf(admin: Who, subject: { id: number; lastName: string | null }) {
  const response = await call(admin, 'GET', `/api/v1/admin/audit?search=${subject.lastName}`);
  return auditSchema
    .parse(response.json())
    .data.filter((entry) => entry.subject.type === 'user' && entry.subject.id === subject.id);
}

const names = (users: AdminUser[]) => users.map((user) => user.name);

describe('the admin users API is for admin and crm only', () => {
  it('answers 403 to managers and clients on every endpoint, 401 to strangers', async () => {
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    const projectManager = await signIn(t.app, t.db, { roleSlug: 'project_manager' });
    const client = await signIn(t.app, t.db);
    const id = client.user.id;
    const endpoints = [
      ['GET', '/admin/users'],
      ['GET', `/admin/users/${id}`],
      ['PATCH', `/admin/users/${id}/role`, { role_slug: 'admin' }],
      ['POST', `/admin/users/${id}/block`, { reason: 'Подозрительная активность' }],
      ['POST', `/admin/users/${id}/unblock`, {}],
      ['GET', `/admin/users/${id}/sessions`],
      ['DELETE', `/admin/users/${id}/sessions`],
      ['DELETE', `/admin/users/${id}/sessions/1`],
    ] as const;
    for (const [method, path, payload] of endpoints) {
      for (const who of [manager, projectManager, client]) {
        const response = await call(who, method, `/api/v1${path}`, payload);
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(response.json()).toEqual(errorBody(usersAdminOnly()));
      }
      expect((await call(null, method, `/api/v1${path}`, payload)).statusCode).toBe(401);
    }
    const crm = await signIn(t.app, t.db, { roleSlug: 'crm' });
    expect((await listUsers(crm)).meta.total).toBeGreaterThan(0);
    // The refused calls changed nothing.
    expect((await call(client, 'GET', '/api/user-full/current')).json().data).toMatchObject({
      status: 'ACTIVE',
      role: { role_slug: 'client' },
    });
  });
});

describe('GET /api/v1/admin/users', () => {
  it('finds users by any words of the name, by e-mail and by phone in any form', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const anna = await createUser(t.db, {
      lastName: 'Черёмухина',
      name: 'Анна',
      patronymic: 'Павловна',
      email: 'anna.cheremukhina@lesnoy.test',
      phone: '79035550101',
    });
    await createUser(t.db, { lastName: 'Черёмухин', name: 'Борис', phone: '79035550202' });
    const found = async (search: string) => names((await listUsers(admin, { search })).data);

    expect(await found('анна черёмухина')).toEqual(['Черёмухина Анна Павловна']);
    expect(await found('Черёмухин')).toEqual([
      'Черёмухин Борис Алексеевич',
      'Черёмухина Анна Павловна',
    ]);
    expect(await found('CHEREMUKHINA@lesnoy')).toEqual(['Черёмухина Анна Павловна']);
    for (const phone of ['+7 (903) 555-01-01', '8 903 555 0101', '9035550101', '5550101']) {
      expect(await found(phone), phone).toEqual(['Черёмухина Анна Павловна']);
    }
    expect(await found('8903555')).toHaveLength(2);
    expect(await found('Черёмухина Борис')).toEqual([]);
    const [row] = (await listUsers(admin, { search: 'anna.cheremukhina' })).data;
    expect((await call(admin, 'GET', `/api/v1/admin/users/${anna.id}`)).json()).toEqual({
      data: row,
    });
    expect((await call(admin, 'GET', '/api/v1/admin/users/999999')).statusCode).toBe(404);
    expect(row).toEqual({
      id: anna.id,
      name: 'Черёмухина Анна Павловна',
      email: 'anna.cheremukhina@lesnoy.test',
      phone: '79035550101',
      role: { role_name: 'Клиент', role_slug: 'client' },
      status: 'ACTIVE',
      companies_count: 0,
      last_activity_at: null,
      created_at: expect.any(String),
    });
  });

  it('filters by role and status, a page at a time, with companies and last activity', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const managers = [];
    for (const name of ['Первый', 'Второй', 'Третий']) {
      managers.push(
        await signIn(t.app, t.db, { roleSlug: 'project_manager', lastName: 'Клёнов', name }),
      );
    }
    const blocked = await createUser(t.db, {
      lastName: 'Клёнов',
      name: 'Четвёртый',
      status: 'BLOCKED',
    });
    const { company } = await companyWithOwner(t.app, t.db);
    const first = managers[0]!;
    await call(first, 'GET', '/api/user-full/current');
    await call(admin, 'POST', `/api/v1/admin/companies/${company.id}/managers`, {
      user_id: first.user.id,
    });

    const page = await listUsers(admin, { search: 'клёнов', role: 'project_manager', per_page: 2 });
    expect(page.meta).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
    expect(names(page.data)).toEqual(['Клёнов Третий Алексеевич', 'Клёнов Второй Алексеевич']);
    const second = await listUsers(admin, {
      search: 'клёнов',
      role: 'project_manager',
      per_page: 2,
      page: 2,
    });
    expect(second.data).toEqual([
      expect.objectContaining({
        id: first.user.id,
        companies_count: 1,
        last_activity_at: t.clock.now().toISOString(),
      }),
    ]);
    const onlyBlocked = await listUsers(admin, { search: 'клёнов', status: 'BLOCKED' });
    expect(onlyBlocked.data.map((user) => user.id)).toEqual([blocked.id]);
    expect((await listUsers(admin, { search: 'клёнов', role: 'crm' })).data).toEqual([]);
  });

  it('answers 422 for an unknown role or status and a bad page', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    for (const query of ['role=boss', 'status=DELETED', 'per_page=500', 'page=0']) {
      expect((await call(admin, 'GET', `/api/v1/admin/users?${query}`)).statusCode, query).toBe(
        422,
      );
    }
  });
});

describe('PATCH /api/v1/admin/users/{id}/role', () => {
  it('changes the role and records who changed it, before and after', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin', lastName: 'Ролевая' });
    const target = await signIn(t.app, t.db, { lastName: 'Повышенный' });
    const url = `/api/v1/admin/users/${target.user.id}/role`;
    const response = await call(admin, 'PATCH', url, { role_slug: 'manager' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: target.user.id,
      role: { role_slug: 'manager', role_name: 'Менеджер' },
    });
    // The same role again changes and records nothing.
    expect((await call(admin, 'PATCH', url, { role_slug: 'manager' })).statusCode).toBe(200);
    expect(await auditOf(admin, target.user)).toEqual([
      expect.objectContaining({
        action: 'user.role_changed',
        actor: { id: admin.user.id, name: 'Ролевая Пётр Алексеевич' },
        company: null,
        subject: { type: 'user', id: target.user.id, name: 'Повышенный Пётр Алексеевич' },
        before: { role_slug: 'client' },
        after: { role_slug: 'manager' },
      }),
    ]);
    // The new role holds at once: the user's next call sees the manager's rights.
    const own = await call(target, 'GET', '/api/user-full/current');
    expect(own.json().data.role.role_slug).toBe('manager');
    expect((await call(admin, 'PATCH', url, { role_slug: 'boss' })).statusCode).toBe(422);
  });

  it('refuses an admin’s own demotion (409), but not a move between admin and crm', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const url = `/api/v1/admin/users/${admin.user.id}/role`;
    for (const role of ['client', 'manager', 'project_manager']) {
      const response = await call(admin, 'PATCH', url, { role_slug: role });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(errorBody(cannotDemoteYourself()));
    }
    expect((await call(admin, 'PATCH', url, { role_slug: 'crm' })).statusCode).toBe(200);
    // Another admin may demote them.
    const other = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const demoted = await call(other, 'PATCH', url, { role_slug: 'manager' });
    expect(demoted.json().data.role.role_slug).toBe('manager');
  });

  it('keeps manager rights while the staff member still serves companies (409)', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    const { company } = await companyWithOwner(t.app, t.db);
    const managersUrl = `/api/v1/admin/companies/${company.id}/managers`;
    await call(admin, 'POST', managersUrl, { user_id: manager.user.id });
    const url = `/api/v1/admin/users/${manager.user.id}/role`;
    const refused = await call(admin, 'PATCH', url, { role_slug: 'client' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorBody(staffStillAssigned(1)));
    expect((await call(admin, 'PATCH', url, { role_slug: 'project_manager' })).statusCode).toBe(
      200,
    );
    await call(admin, 'DELETE', `${managersUrl}/${manager.user.id}`);
    expect((await call(admin, 'PATCH', url, { role_slug: 'client' })).statusCode).toBe(200);
  });
});

describe('POST /api/v1/admin/users/{id}/block and /unblock', () => {
  it('blocks with a reason: the user’s next call answers 403 «Ваш аккаунт заблокирован.»', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'crm' });
    const target = await signIn(t.app, t.db, { lastName: 'Блокируемый' });
    const base = `/api/v1/admin/users/${target.user.id}`;
    const blocked = await call(admin, 'POST', `${base}/block`, { reason: '  Рассылка спама  ' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toMatchObject({ id: target.user.id, status: 'BLOCKED' });
    const denied = await call(target, 'GET', '/api/user-full/current');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: BLOCKED_ACCOUNT_MESSAGE });

    const unblocked = await call(admin, 'POST', `${base}/unblock`, { reason: 'Разобрались' });
    expect(unblocked.json().data.status).toBe('ACTIVE');
    expect((await call(target, 'GET', '/api/user-full/current')).statusCode).toBe(200);

    expect(await auditOf(admin, target.user)).toEqual([
      expect.objectContaining({
        action: 'user.unblocked',
        before: { status: 'BLOCKED' },
        after: { status: 'ACTIVE', reason: 'Разобрались' },
      }),
      expect.objectContaining({
        action: 'user.blocked',
        actor: expect.objectContaining({ id: admin.user.id }),
        before: { status: 'ACTIVE' },
        after: { status: 'BLOCKED', reason: 'Рассылка спама' },
      }),
    ]);
  });

  it('needs a reason of 3 to 500 characters to block', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const target = await signIn(t.app, t.db);
    const url = `/api/v1/admin/users/${target.user.id}/block`;
    for (const payload of [{}, { reason: '  ок ' }, { reason: 'я'.repeat(501) }]) {
      const response = await call(admin, 'POST', url, payload);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['reason']);
    }
    expect((await call(target, 'GET', '/api/user-full/current')).statusCode).toBe(200);
  });

  it('refuses to block oneself (409) and records nothing', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin', lastName: 'Самоблок' });
    const response = await call(admin, 'POST', `/api/v1/admin/users/${admin.user.id}/block`, {
      reason: 'Проверка',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody(cannotBlockYourself()));
    expect(await auditOf(admin, admin.user)).toEqual([]);
  });

  it('unblocks without a body, and leaves an account that is not blocked as it is', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const deleting = await createUser(t.db, { status: 'IN_DELETE_PROCESS', lastName: 'Уходящий' });
    const kept = await call(admin, 'POST', `/api/v1/admin/users/${deleting.id}/unblock`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.status).toBe('IN_DELETE_PROCESS');
    expect(await auditOf(admin, deleting)).toEqual([]);
    const missing = await call(admin, 'POST', '/api/v1/admin/users/999999/unblock');
    expect(missing.statusCode).toBe(404);
  });
});
