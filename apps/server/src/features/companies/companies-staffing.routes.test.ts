// Every client has a manager: a new company gets the least loaded manager who accepts
// new clients (ties: the longest idle), and the admin manages who accepts and their hours.
import { MANAGER_ROLE_SLUGS } from '@kabinet/domain/shared';
import { describe, expect, it } from 'vitest';

import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';

import { listStaffWithLoad, saveStaffProfile } from './companies-staff.repository.ts';
import { adminOnly, staffNotFound } from './companies.errors.ts';
import { companyWithOwner, nextLegalInn, signIn, type SignedIn } from './companies.test-support.ts';

const t = useTestApp();

/** Each test arranges its own staff: everyone created before stops accepting new clients. */
async function nobodyAccepts() {
  for (const row of await listStaffWithLoad(t.db, MANAGER_ROLE_SLUGS)) {
    await saveStaffProfile(t.db, row.user.id, {
      acceptingNewClients: false,
      updatedAt: new Date(),
    });
  }
}

/** A manager already serving `active` ACTIVE and `blocked` BLOCKED companies since `since`. */
async function managerWith(load: { active: number; blocked?: number; since?: Date }) {
  const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
  const { owner } = await companyWithOwner(t.app, t.db);
  const statuses = [
    ...Array<string>(load.active).fill('ACTIVE'),
    ...Array<string>(load.blocked ?? 0).fill('BLOCKED'),
  ];
  for (const status of statuses) {
    const company = await createCompany(t.db, owner.user.id, { inn: nextLegalInn(), status });
    await t.db.insert(staffAssignments).values({
      companyId: company.id,
      userId: manager.user.id,
      createdAt: load.since ?? new Date('2026-11-01T09:00:00Z'),
    });
  }
  return manager;
}

async function createOwnCompany(client: SignedIn, name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/companies',
    headers: client.headers,
    payload: { inn: nextLegalInn(), kpp: '770101001', name },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; company_meta: { managers: { id: number }[] } };
}

const managerIds = (company: { company_meta: { managers: { id: number }[] } }) =>
  company.company_meta.managers.map((manager) => manager.id);

describe('a new company gets its manager at once', () => {
  it('picks the accepting manager with the fewest active companies, ties by the longest idle', async () => {
    await nobodyAccepts();
    await managerWith({ active: 2 });
    const recent = await managerWith({ active: 1, since: new Date('2026-11-20T10:00:00Z') });
    // Blocked companies are no load; the older latest assignment wins the tie.
    const idle = await managerWith({
      active: 1,
      blocked: 3,
      since: new Date('2026-11-20T08:00:00Z'),
    });
    const resting = await signIn(t.app, t.db, { roleSlug: 'project_manager' });
    await saveStaffProfile(t.db, resting.user.id, {
      acceptingNewClients: false,
      updatedAt: new Date(),
    });
    await createUser(t.db, { roleSlug: 'manager', status: 'BLOCKED' });
    await signIn(t.app, t.db, { roleSlug: 'admin' });

    const client = await signIn(t.app, t.db);
    const first = await createOwnCompany(client, 'ООО «Первая»');
    expect(managerIds(first)).toEqual([idle.user.id]);
    const second = await createOwnCompany(client, 'ООО «Вторая»');
    expect(managerIds(second)).toEqual([recent.user.id]);

    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const audit = await t.app.inject({
      url: `/api/v1/admin/audit?company_id=${first.id}`,
      headers: admin.headers,
    });
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'manager.auto_assigned',
        actor: null,
        before: { managers: [] },
        after: { managers: [{ id: idle.user.id, name: 'Сидоров Пётр Алексеевич' }] },
      }),
    ]);
  });

  it('prefers a project manager who never had a company over a busier manager', async () => {
    await nobodyAccepts();
    await managerWith({ active: 1 });
    const fresh = await signIn(t.app, t.db, { roleSlug: 'project_manager' });
    const client = await signIn(t.app, t.db);
    expect(managerIds(await createOwnCompany(client, 'ООО «Третья»'))).toEqual([fresh.user.id]);
  });

  it('leaves the company unassigned when nobody accepts new clients', async () => {
    await nobodyAccepts();
    const client = await signIn(t.app, t.db);
    const company = await createOwnCompany(client, 'ООО «Ничья»');
    expect(managerIds(company)).toEqual([]);
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const unassigned = await t.app.inject({
      url: '/api/v1/admin/companies?has_manager=0&per_page=100',
      headers: admin.headers,
    });
    expect(unassigned.json().data.map((item: { id: number }) => item.id)).toContain(company.id);
    const audit = await t.app.inject({
      url: `/api/v1/admin/audit?company_id=${company.id}`,
      headers: admin.headers,
    });
    expect(audit.json().data).toEqual([]);
  });
});

describe('/api/v1/admin/managers', () => {
  it('lists the staff with their load and settings, accepting by default', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const manager = await managerWith({ active: 2, blocked: 1 });
    const response = await t.app.inject({ url: '/api/v1/admin/managers', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { id: number }[];
    expect(rows.find((row) => row.id === manager.user.id)).toEqual({
      id: manager.user.id,
      name: 'Сидоров Пётр Алексеевич',
      role_slug: 'manager',
      position: 'Менеджер',
      serves_new_clients: true,
      accepting_new_clients: true,
      working_hours: '',
      active_companies: 2,
      last_assigned_at: '2026-11-01T09:00:00.000Z',
    });
    expect(rows.find((row) => row.id === admin.user.id)).toMatchObject({
      serves_new_clients: false,
      active_companies: 0,
      last_assigned_at: null,
    });
  });

  it('lets the admin stop new clients and set working hours, recorded in the audit log', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'crm' });
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    const url = `/api/v1/admin/managers/${manager.user.id}`;
    const changed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { accepting_new_clients: false, working_hours: '  Пн–Пт, 9:00–18:00 МСК ' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      accepting_new_clients: false,
      working_hours: 'Пн–Пт, 9:00–18:00 МСК',
    });
    // The same values again change nothing and record nothing.
    await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { accepting_new_clients: false },
    });
    const cleared = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { working_hours: '' },
    });
    expect(cleared.json().data).toMatchObject({ accepting_new_clients: false, working_hours: '' });

    const audit = await t.app.inject({
      url: '/api/v1/admin/audit?action=manager.settings_changed',
      headers: admin.headers,
    });
    const mine = (audit.json().data as { subject: { id: number } }[]).filter(
      (entry) => entry.subject.id === manager.user.id,
    );
    expect(mine).toEqual([
      expect.objectContaining({
        before: { accepting_new_clients: false, working_hours: 'Пн–Пт, 9:00–18:00 МСК' },
        after: { accepting_new_clients: false, working_hours: '' },
      }),
      expect.objectContaining({
        actor: expect.objectContaining({ id: admin.user.id }),
        before: { accepting_new_clients: true, working_hours: '' },
        after: { accepting_new_clients: false, working_hours: 'Пн–Пт, 9:00–18:00 МСК' },
      }),
    ]);
  });

  it('answers 403 to managers and clients, 404 for a client’s id, 422 for bad settings', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const manager = await signIn(t.app, t.db, { roleSlug: 'manager' });
    const { owner } = await companyWithOwner(t.app, t.db);
    for (const who of [manager, owner]) {
      const list = await t.app.inject({ url: '/api/v1/admin/managers', headers: who.headers });
      expect(list.statusCode).toBe(403);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/managers/${manager.user.id}`,
        headers: who.headers,
        payload: { accepting_new_clients: false },
      });
      expect(patch.statusCode).toBe(403);
      expect(patch.json()).toEqual(errorBody(adminOnly()));
    }
    const client = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/managers/${owner.user.id}`,
      headers: admin.headers,
      payload: { accepting_new_clients: false },
    });
    expect(client.statusCode).toBe(404);
    expect(client.json()).toEqual(errorBody(staffNotFound()));
    for (const payload of [
      {},
      { working_hours: 'ч'.repeat(201) },
      { accepting_new_clients: 'да' },
    ]) {
      const bad = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/managers/${manager.user.id}`,
        headers: admin.headers,
        payload,
      });
      expect(bad.statusCode).toBe(422);
    }
  });
});
