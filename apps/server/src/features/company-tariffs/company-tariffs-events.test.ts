// CompanyTariffStatusChanged reaches the owner's socket on `private-user.{id}` with the
// payload of its domain contract (tariffs/company-tariffs.events.ts), checked by its schema.
import { privateUserEventSchemas } from '@kabinet/domain/realtime';
import { describe, expect, it } from 'vitest';

import { nextEvent, useTestSockets } from '../../realtime/realtime.test-client.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import {
  COMPLETE_VALUES,
  createStaff,
  createTariffClient,
  NOW,
} from './company-tariffs.fixtures.ts';

const t = useTestApp();
const { inbox } = useTestSockets(() => t.app);

describe('CompanyTariffStatusChanged', () => {
  it('tells the owner’s open socket which tariff moved, from and to which status', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/company-tariffs/connect',
      headers: client.headers,
      payload: { values: COMPLETE_VALUES },
    });
    const tariff = connected.json().data as { id: number };
    const socket = await inbox(client);
    const arrived = nextEvent(socket, (e) => e.event === 'CompanyTariffStatusChanged');

    const admin = await createStaff(t, 'crm');
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company-tariffs/${tariff.id}/status`,
      headers: admin.headers,
      payload: { status: 'ACTIVE' },
    });
    expect(changed.statusCode).toBe(200);
    const { data } = await arrived;
    expect(privateUserEventSchemas.CompanyTariffStatusChanged.parse(data)).toEqual({
      company_id: client.company.id,
      company_tariff: changed.json().data,
      from_status: 'NEW',
      to_status: 'ACTIVE',
    });
  });
});
