// «Notices»: task, act and order notices go out by push and e-mail as each user's
// preferences say — the jobs are queued beside the stored notification, one e-mail job per
// notice and one push job per device, none for a channel the user turned off.
import { describe, expect, it } from 'vitest';

import { devices } from '../../db/schema/devices.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';
import { DECEMBER, post, saveSeller } from '../acts/acts.fixtures.ts';
import {
  createStaff,
  createTariffClient,
  NOW,
} from '../company-tariffs/company-tariffs.fixtures.ts';
import {
  catalogueService,
  moveOrder,
  orderManager,
  placeOrder,
} from '../orders/orders.test-support.ts';
import { createTask, managerOf } from '../tasks/tasks.test-support.ts';

import { EMAIL_QUEUE } from './notifications-email.service.ts';
import { saveNotificationPreferences } from './notifications-preferences.repository.ts';
import { PUSH_QUEUE } from './notifications-push.service.ts';

const t = useTestApp();

/** The e-mail and push jobs queued for the user's notifications of `type`. */
async function jobsFor(userId: number, type: string) {
  const ids = new Set(
    (await t.db.select().from(notifications))
      .filter((row) => row.userId === userId && row.type === type)
      .map((row) => row.id),
  );
  const queued = (await t.db.select().from(jobs)).filter((job) =>
    ids.has((job.payload as { notification_id?: string }).notification_id ?? ''),
  );
  return {
    email: queued.filter((job) => job.queue === EMAIL_QUEUE).length,
    push: queued.filter((job) => job.queue === PUSH_QUEUE).length,
  };
}

/** A client user of the company with one browser subscribed to push. */
async function memberWithDevice(companyId: number, name: string) {
  const user = await createUser(t.db, { name });
  await addCompanyUser(t.db, { companyId, userId: user.id, position: 'employee' });
  await t.db.insert(devices).values({
    userId: user.id,
    token: JSON.stringify({ endpoint: `https://push.example/${user.id}`, keys: {} }),
    platform: 'web',
  });
  return user;
}

describe('task, order and act notices by push and e-mail', () => {
  it('TASK_UPDATED: push by default, e-mail when turned on, nothing when both are off', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const manager = await managerOf(t, client);
    const anna = await memberWithDevice(client.company.id, 'Анна');
    const boris = await memberWithDevice(client.company.id, 'Борис');
    const vera = await memberWithDevice(client.company.id, 'Вера');
    await saveNotificationPreferences(
      t.db,
      anna.id,
      { TASK_UPDATED: { in_app: true, push: true, email: true } },
      NOW,
    );
    await saveNotificationPreferences(
      t.db,
      boris.id,
      { TASK_UPDATED: { in_app: true, push: false, email: false } },
      NOW,
    );
    for (const user of [anna, boris, vera]) {
      await createTask(t, manager.headers, {
        company_id: client.company.id,
        title: `Задача для ${user.name}`,
        assignee_user_id: user.id,
      });
    }
    expect(await jobsFor(anna.id, 'TASK_UPDATED')).toEqual({ email: 1, push: 1 });
    expect(await jobsFor(boris.id, 'TASK_UPDATED')).toEqual({ email: 0, push: 0 });
    // The defaults: push on, e-mail off (notification-preferences.ts).
    expect(await jobsFor(vera.id, 'TASK_UPDATED')).toEqual({ email: 0, push: 1 });
  });

  it('ORDER_STATUS_CHANGED: queued by each user’s preference', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const manager = await orderManager(t, client);
    const anna = await memberWithDevice(client.company.id, 'Анна');
    await saveNotificationPreferences(
      t.db,
      anna.id,
      { ORDER_STATUS_CHANGED: { in_app: true, push: true, email: false } },
      NOW,
    );
    const service = await catalogueService(t, client.headers, 'Регистрация ООО');
    const order = (
      await placeOrder(t, client.company.id, client.headers, { service_id: service.id })
    ).json().data;
    const moved = await moveOrder(t, order.id, manager.headers, { status: 'in_progress' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await jobsFor(anna.id, 'ORDER_STATUS_CHANGED')).toEqual({ email: 0, push: 1 });
  });

  it('ACT_CREATED: e-mail by default, push once turned on', async () => {
    t.clock.set(DECEMBER);
    const admin = await createStaff(t, 'admin');
    await saveSeller(t, admin.user.id);
    const client = await createTariffClient(t);
    const anna = await memberWithDevice(client.company.id, 'Анна');
    const boris = await memberWithDevice(client.company.id, 'Борис');
    await saveNotificationPreferences(
      t.db,
      anna.id,
      { ACT_CREATED: { in_app: true, push: true, email: true } },
      DECEMBER,
    );
    await post(t, client.company.id, {
      kind: 'charge',
      amount: -1_250_000,
      at: '2026-11-10T09:00:00Z',
      sourceType: 'tariff_month',
    });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/companies/${client.company.id}/acts`,
      headers: admin.headers,
      payload: { period: '2026-11' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await jobsFor(anna.id, 'ACT_CREATED')).toEqual({ email: 1, push: 1 });
    expect(await jobsFor(boris.id, 'ACT_CREATED')).toEqual({ email: 1, push: 0 });
  });
});
