import { auditEntrySchema, type AuditEntry } from '@kabinet/domain/audit';
import { paginatedEnvelope } from '@kabinet/domain/shared';
import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { addMember, companyWithOwner, signIn } from '../companies/companies.test-support.ts';
import {
  COMPLETE_VALUES,
  createTariffClient,
  NOW,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { adminAreaOnly } from '../../platform/auth-hook.ts';
import { createAuditService } from './audit.service.ts';

const t = useTestApp();
const answerSchema = paginatedEnvelope(auditEntrySchema);

async function auditOf(headers: object, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await t.app.inject({
    url: `/api/v1/admin/audit?${search}`,
    headers: headers as Record<string, string>,
  });
  expect(response.statusCode).toBe(200);
  return answerSchema.parse(response.json());
}

function post(url: string, headers: object, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });
}

const actions = (entries: AuditEntry[]) => entries.map((entry) => entry.action);

describe('GET /api/v1/admin/audit', () => {
  it('is for admin and crm only: managers and clients get 403, strangers 401', async () => {
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    const projectManager = await signIn(t.app, t.db, { roleSlug: 'project_manager' });
    const { owner } = await companyWithOwner(t.app, t.db);
    for (const who of [manager, projectManager, owner]) {
      const response = await t.app.inject({ url: '/api/v1/admin/audit', headers: who.headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody(adminAreaOnly()));
    }
    expect((await t.app.inject({ url: '/api/v1/admin/audit' })).statusCode).toBe(401);
    const crm = await signIn(t.app, t.db, { roleSlug: 'crm' });
    await auditOf(crm.headers);
  });

  it('records who assigned and unassigned a manager, with the managers before and after', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin', lastName: 'Админова' });
    const manager = await signIn(t.app, t.db, {
      roleSlug: 'manager',
      lastName: 'Смирнова',
      name: 'Мария',
      patronymic: 'Ивановна',
    });
    const { company } = await companyWithOwner(t.app, t.db);
    const managersUrl = `/api/v1/admin/companies/${company.id}/managers`;
    expect((await post(managersUrl, admin.headers, { user_id: manager.user.id })).statusCode).toBe(
      200,
    );
    // Assigning again changes nothing and records nothing.
    await post(managersUrl, admin.headers, { user_id: manager.user.id });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${managersUrl}/${manager.user.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);

    const { data, meta } = await auditOf(admin.headers, { company_id: company.id });
    expect(meta.total).toBe(2);
    const maria = { id: manager.user.id, name: 'Смирнова Мария Ивановна' };
    expect(data).toEqual([
      expect.objectContaining({
        action: 'manager.unassigned',
        before: { managers: [maria] },
        after: { managers: [] },
      }),
      {
        id: expect.any(Number),
        action: 'manager.assigned',
        actor: { id: admin.user.id, name: 'Админова Пётр Алексеевич' },
        company: { id: company.id, name: company.name },
        subject: { type: 'company', id: company.id, name: company.name },
        before: { managers: [] },
        after: { managers: [maria] },
        created_at: expect.any(String),
      },
    ]);
  });

  it('records blocks and unblocks, from the company admin and from PUT users/{id}', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const { company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    const base = `/api/v1/admin/companies/${company.id}/users/${employee.user.id}`;
    expect((await post(`${base}/block`, admin.headers)).statusCode).toBe(200);
    expect((await post(`${base}/unblock`, admin.headers)).statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${employee.user.id}`,
      headers: admin.headers,
      payload: { status: 'BLOCKED' },
    });
    expect(put.statusCode).toBe(200);

    const mine = (await auditOf(admin.headers, { actor_id: admin.user.id })).data;
    expect(actions(mine)).toEqual(['user.blocked', 'user.unblocked', 'user.blocked']);
    expect(mine.map((entry) => entry.company?.id ?? null)).toEqual([null, company.id, company.id]);
    expect(mine[1]).toMatchObject({
      subject: { type: 'user', id: employee.user.id, name: 'Сидоров Пётр Алексеевич' },
      before: { status: 'BLOCKED' },
      after: { status: 'ACTIVE' },
    });
  });

  it('records nothing when the change is refused', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    const client = await signIn(t.app, t.db);
    const { company, owner } = await companyWithOwner(t.app, t.db);
    const managersUrl = `/api/v1/admin/companies/${company.id}/managers`;
    expect((await post(managersUrl, admin.headers, { user_id: client.user.id })).statusCode).toBe(
      422,
    );
    expect(
      (await post(managersUrl, manager.headers, { user_id: manager.user.id })).statusCode,
    ).toBe(403);
    const ownBlock = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${owner.user.id}`,
      headers: owner.headers,
      payload: { status: 'BLOCKED' },
    });
    expect(ownBlock.statusCode).toBe(403);
    expect((await auditOf(admin.headers, { company_id: company.id })).data).toEqual([]);
    for (const who of [admin, manager, owner]) {
      expect((await auditOf(admin.headers, { actor_id: who.user.id })).data).toEqual([]);
    }
  });

  it('filters by action and searches the names and values, a page at a time', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager', lastName: 'Незабудкина' });
    for (let index = 0; index < 3; index += 1) {
      const { company } = await companyWithOwner(t.app, t.db);
      await post(`/api/v1/admin/companies/${company.id}/managers`, admin.headers, {
        user_id: manager.user.id,
      });
    }
    const found = await auditOf(admin.headers, {
      action: 'manager.assigned',
      search: 'незабудк',
      per_page: 2,
    });
    expect(found.meta).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
    expect(found.data).toHaveLength(2);
    expect(found.links.next).toContain('page=2');
    const second = await auditOf(admin.headers, {
      action: 'manager.assigned',
      search: 'незабудк',
      per_page: 2,
      page: 2,
    });
    expect(second.data).toHaveLength(1);
    expect(new Set([...found.data, ...second.data].map((entry) => entry.id)).size).toBe(3);
    const other = await auditOf(admin.headers, { action: 'user.blocked', search: 'незабудк' });
    expect(other.data).toEqual([]);
  });

  it('answers 422 for an unknown action or a bad page', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    for (const query of ['action=company.deleted', 'per_page=500', 'actor_id=abc']) {
      const response = await t.app.inject({
        url: `/api/v1/admin/audit?${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(422);
    }
  });
});

describe('a tariff status change', () => {
  it('is recorded with its comment; a refused transition and a client’s attempt are not', async () => {
    t.clock.set(NOW);
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const connected = await post('/api/company-tariffs/connect', client.headers, {
      values: COMPLETE_VALUES,
    });
    const id = (connected.json().data as { id: number }).id;
    const statusUrl = `/api/v1/company-tariffs/${id}/status`;
    expect((await post(statusUrl, client.headers, { status: 'ACTIVE' })).statusCode).toBe(403);
    const comment = 'Оплата поступила';
    expect((await post(statusUrl, admin.headers, { status: 'ACTIVE', comment })).statusCode).toBe(
      200,
    );
    expect((await post(statusUrl, admin.headers, { status: 'ARCHIVE' })).statusCode).toBe(200);
    expect((await post(statusUrl, admin.headers, { status: 'ACTIVE' })).statusCode).toBe(409);

    const { data } = await auditOf(admin.headers, { company_id: client.company.id });
    expect(data).toEqual([
      expect.objectContaining({ before: { status: 'ACTIVE' }, after: { status: 'ARCHIVE' } }),
      expect.objectContaining({
        action: 'company_tariff.status_changed',
        actor: expect.objectContaining({ id: admin.user.id }),
        subject: { type: 'company_tariff', id, name: expect.any(String) },
        before: { status: 'NEW' },
        after: { status: 'ACTIVE', comment },
      }),
    ]);
  });
});

describe('the audit log is append-only', () => {
  it('refuses to update, delete or truncate an entry in the database itself', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const { company } = await companyWithOwner(t.app, t.db);
    const employee = await addMember(t.app, t.db, company.id, 'employee');
    await post(
      `/api/v1/admin/companies/${company.id}/users/${employee.user.id}/block`,
      admin.headers,
    );
    const before = await auditOf(admin.headers);
    for (const statement of [
      `update audit_log set action = 'user.unblocked'`,
      'delete from audit_log',
      'truncate audit_log',
    ]) {
      await expect(t.db.execute(statement)).rejects.toThrow();
    }
    expect(await auditOf(admin.headers)).toEqual(before);
  });

  it('keeps no entry of a change whose transaction rolls back', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const failed = t.db.transaction(async (tx) => {
      await createAuditService({ db: t.db, clock: t.clock }).record(tx, {
        actorId: admin.user.id,
        action: 'user.blocked',
        companyId: null,
        subject: { type: 'user', id: admin.user.id, name: 'Откатанный' },
        before: { status: 'ACTIVE' },
        after: { status: 'BLOCKED' },
      });
      throw new Error('the change failed after its entry');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect((await auditOf(admin.headers, { search: 'Откатанный' })).data).toEqual([]);
  });
});
