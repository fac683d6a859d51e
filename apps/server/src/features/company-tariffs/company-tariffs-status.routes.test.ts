import { describe, expect, it, vi } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';

import { COMPANY_TARIFF_STATUS_CHANGED } from './company-tariffs.events.ts';
import { cannotTransition, notStaff } from './company-tariffs.errors.ts';
import {
  COMPLETE_VALUES,
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from './company-tariffs.fixtures.ts';

const t = useTestApp();

async function connect(client: TariffClient, values = COMPLETE_VALUES) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/company-tariffs/connect',
    headers: client.headers,
    payload: { values },
  });
  return response.json().data as { id: number; status: string };
}

function setStatus(headers: object, id: number, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/company-tariffs/${id}/status`,
    headers: headers as Record<string, string>,
    payload,
  });
}

async function assignedManager(client: TariffClient) {
  const manager = await createStaff(t, 'manager');
  await addCompanyUser(t.db, {
    companyId: client.company.id,
    userId: manager.user.id,
    position: 'manager',
  });
  return manager;
}

describe('POST /api/v1/company-tariffs/{id}/status', () => {
  it('lets the assigned manager activate and suspend, and keeps who and when in history', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const manager = await assignedManager(client);
    const tariff = await connect(client);
    const activated = await setStatus(manager.headers, tariff.id, { status: 'ACTIVE' });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data).toMatchObject({
      status: 'ACTIVE',
      status_name: 'Активен',
      connected_at: NOW.toISOString(),
    });
    t.clock.advance(3600);
    const comment = 'Клиент попросил приостановить обслуживание';
    await setStatus(manager.headers, tariff.id, { status: 'SUSPENDED', comment });
    const history = await t.app.inject({
      url: `/api/v1/company-tariffs/${tariff.id}/history`,
      headers: client.headers,
    });
    expect(history.json().data).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'NEW',
        actor: { id: client.user.id, name: 'Сидоров Пётр' },
        at: NOW.toISOString(),
      }),
      expect.objectContaining({
        from_status: 'NEW',
        to_status: 'ACTIVE',
        actor: { id: manager.user.id, name: 'Сидоров Пётр' },
      }),
      expect.objectContaining({
        from_status: 'ACTIVE',
        from_status_name: 'Активен',
        to_status: 'SUSPENDED',
        to_status_name: 'Приостановлен',
        actor: { id: manager.user.id, name: 'Сидоров Пётр' },
        comment,
        at: new Date(NOW.getTime() + 3_600_000).toISOString(),
      }),
    ]);
  });

  it('tells the company owner in realtime after the change', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const tariff = await connect(client);
    const admin = await createStaff(t, 'crm');
    const emit = vi.fn();
    const toUser = vi.spyOn(t.app.realtime, 'toUser').mockReturnValue({ emit });
    await setStatus(admin.headers, tariff.id, { status: 'ACTIVE' });
    const calls = { toUser: [...toUser.mock.calls], emit: [...emit.mock.calls] };
    toUser.mockRestore();
    // The stored notification follows on the same private channel.
    expect(calls.toUser).toEqual([[client.user.id], [client.user.id]]);
    expect(calls.emit).toEqual([
      [
        COMPANY_TARIFF_STATUS_CHANGED,
        expect.objectContaining({
          company_id: client.company.id,
          from_status: 'NEW',
          to_status: 'ACTIVE',
          company_tariff: expect.objectContaining({ id: tariff.id, status: 'ACTIVE' }),
        }),
      ],
      [
        'NotificationCreated',
        expect.objectContaining({
          type: 'COMPANY_TARIFF_STATUS_CHANGED',
          data: expect.objectContaining({ company_tariff_id: tariff.id, status: 'ACTIVE' }),
        }),
      ],
    ]);
  });

  it('archives the old ACTIVE tariff when the waiting one is activated', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const admin = await createStaff(t, 'admin');
    const old = await connect(client);
    await setStatus(admin.headers, old.id, { status: 'ACTIVE' });
    const next = await connect(client, { ...COMPLETE_VALUES, tariff_id: 3 });
    expect(next.status).toBe('WAITING_NEXT_MONTH');
    await setStatus(admin.headers, next.id, { status: 'ACTIVE' });
    const list = await t.app.inject({
      url: '/api/company-tariffs-by-active',
      headers: client.headers,
    });
    expect(list.json().data.map((item: { status: string }) => item.status)).toEqual([
      'ACTIVE',
      'ARCHIVE',
    ]);
  });

  it('refuses a move the transition table does not allow', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const admin = await createStaff(t, 'admin');
    const tariff = await connect(client);
    await setStatus(admin.headers, tariff.id, { status: 'ARCHIVE' });
    const response = await setStatus(admin.headers, tariff.id, { status: 'ACTIVE' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody(cannotTransition('ARCHIVE', 'ACTIVE')));
    const unknown = await setStatus(admin.headers, tariff.id, { status: 'NEW' });
    expect(unknown.statusCode).toBe(422);
  });

  it('answers 403 to the client and 404 to a manager of other companies', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const tariff = await connect(client);
    const own = await setStatus(client.headers, tariff.id, { status: 'ACTIVE' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual(errorBody(notStaff()));
    const stranger = await createStaff(t, 'manager');
    const foreign = await setStatus(stranger.headers, tariff.id, { status: 'ACTIVE' });
    expect(foreign.statusCode).toBe(404);
  });
});
