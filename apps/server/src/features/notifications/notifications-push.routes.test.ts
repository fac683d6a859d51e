// Push delivery through the public API: a chat message or a tariff status change is
// stored as a notification, queued as one push job per device, and delivered by the job worker
// to a local Web Push service (which decrypts the aes128gcm body with the subscription's keys)
// or to a local FCM HTTP v1 server. No sleeping: the tests drain the worker and move the clock.
import { NOTIFICATION_TYPE } from '@kabinet/domain/notifications';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { jobs } from '../../db/schema/jobs.ts';
import { nextEvent, useTestSockets } from '../../realtime/realtime.test-client.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeFcm, type FakeFcm } from '../../testing/fake-fcm-server.ts';
import {
  startFakePushService,
  type FakePushService,
  type FakePushSubscription,
} from '../../testing/fake-push-service.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import {
  chatCompany,
  createConversation,
  sendText,
  type Person,
} from '../chat/chat.test-support.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';
import {
  COMPLETE_VALUES,
  createStaff,
  createTariffClient,
  NOW,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { saveNotificationPreferences } from './notifications-preferences.repository.ts';
import { PUSH_QUEUE } from './notifications-push.service.ts';

let t: TestApp;
let pushService: FakePushService;
let fcm: FakeFcm;

beforeAll(async () => {
  [pushService, fcm] = await Promise.all([startFakePushService(), startFakeFcm()]);
  t = await buildTestApp({
    config: { pushEndpointOrigins: [pushService.origin] },
    push: {
      env: { FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(fcm.serviceAccount), FCM_BASE_URL: fcm.url },
    },
  });
});

afterAll(async () => {
  await t.close();
  await Promise.all([pushService.close(), fcm.close()]);
});

const sockets = useTestSockets(() => t.app);

async function vapidPublicKey(): Promise<string> {
  const answer = await t.app.inject({ url: '/api/v1/push/vapid-public-key' });
  return (answer.json() as { data: { public_key: string } }).data.public_key;
}

/** What the web client does: subscribe with the server's VAPID key, send the JSON as token. */
async function subscribeWeb(who: Pick<Person, 'user' | 'headers'>): Promise<FakePushSubscription> {
  const subscription = pushService.createSubscription({
    applicationServerKey: await vapidPublicKey(),
  });
  await subscribeDevice(who, JSON.stringify(subscription), 'web');
  return subscription;
}

async function subscribeDevice(
  who: Pick<Person, 'user' | 'headers'>,
  token: string,
  platform: 'web' | 'android' | 'ios',
) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/user/${who.user.id}/device-subscribe`,
    headers: who.headers,
    payload: { token, platform },
  });
  expect(answer.statusCode).toBe(200);
}

const receivedBy = (subscription: FakePushSubscription) =>
  pushService.received.filter((message) => message.endpoint === subscription.endpoint);

const attemptsOf = (subscription: FakePushSubscription) =>
  pushService.attempts.filter((attempt) => subscription.endpoint.endsWith(attempt.subscriptionId));

async function devicesOf(who: Pick<Person, 'headers'>): Promise<{ token: string }[]> {
  const answer = await t.app.inject({ url: '/api/user-full/current', headers: who.headers });
  return (answer.json() as { data: { devices: { token: string }[] } }).data.devices;
}

const pushJobs = async () =>
  (await t.db.select().from(jobs)).filter((job) => job.queue === PUSH_QUEUE);

/** A company conversation the client opened; the assigned manager is in it. */
async function conversation() {
  const s = await chatCompany(t.app, t.db);
  const { id } = await createConversation(t.app, s.client, { company_id: s.company.id });
  return { ...s, conversationId: id };
}

async function managerWrites(s: Awaited<ReturnType<typeof conversation>>, text: string) {
  const answer = await sendText(t.app, s.manager, s.conversationId, text);
  expect(answer.statusCode).toBeLessThan(300);
}

describe('GET /api/v1/push/vapid-public-key', () => {
  it('answers the server’s VAPID public key to anyone', async () => {
    const answer = await t.app.inject({ url: '/api/v1/push/vapid-public-key' });
    expect(answer.statusCode).toBe(200);
    const key = (answer.json() as { data: { public_key: string } }).data.public_key;
    expect(key).toBe(t.push.vapid.publicKey);
    const bytes = Buffer.from(key, 'base64url');
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });
});

describe('web push of a chat message', () => {
  it("delivers a real encrypted push of a manager's message to the client, none to the sender", async () => {
    const s = await conversation();
    const clientBrowser = await subscribeWeb(s.client);
    const managerBrowser = await subscribeWeb(s.manager);

    await managerWrites(s, 'Акт сверки готов, посмотрите, пожалуйста');
    expect(await t.jobs.drain()).toBeGreaterThan(0);

    const [push, ...more] = receivedBy(clientBrowser);
    expect(more).toEqual([]);
    expect(push?.payload).toEqual({
      title: 'Новое сообщение',
      body: 'Мария Менеджерова: Акт сверки готов, посмотрите, пожалуйста',
      tag: `chat-${s.conversationId}`,
      url: `/chat-dialog/${s.conversationId}`,
      data: { type: 'NEW_CHAT_MESSAGE', chat_conversation_id: s.conversationId },
    });
    expect(push?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      urgency: 'high',
      ttl: '86400',
      topic: `chat-${s.conversationId}`,
    });
    expect(push?.vapid).toMatchObject({ aud: pushService.origin, sub: t.push.vapid.subject });
    expect(attemptsOf(managerBrowser)).toEqual([]);
    expect(await pushJobs()).toEqual([]);
  });

  it('pushes exactly once to each of a user’s devices', async () => {
    const s = await conversation();
    const laptop = await subscribeWeb(s.client);
    const phone = await subscribeWeb(s.client);

    await managerWrites(s, 'Первое');
    await managerWrites(s, 'Второе');
    await t.jobs.drain();
    await t.jobs.drain();

    // Jobs run side by side, so the two pushes may arrive in either order.
    for (const device of [laptop, phone]) {
      const bodies = receivedBy(device).map(
        (message) => (message.payload as { body: string }).body,
      );
      expect(bodies.sort()).toEqual(['Мария Менеджерова: Второе', 'Мария Менеджерова: Первое']);
    }
  });

  it('removes the device when the push service answers 410 Gone', async () => {
    const s = await conversation();
    const gone = await subscribeWeb(s.client);
    const alive = await subscribeWeb(s.client);
    pushService.unsubscribe(gone);

    await managerWrites(s, 'Вы тут?');
    await t.jobs.drain();

    expect(attemptsOf(gone).map((attempt) => attempt.status)).toEqual([410]);
    expect(receivedBy(alive)).toHaveLength(1);
    expect((await devicesOf(s.client)).map((device) => device.token)).toEqual([
      JSON.stringify(alive),
    ]);
    expect(await pushJobs()).toEqual([]);

    // Nothing is tried at the gone endpoint again.
    await managerWrites(s, 'Ещё одно');
    await t.jobs.drain();
    expect(attemptsOf(gone)).toHaveLength(1);
  });

  it('retries after a 5xx with backoff and delivers on the next attempt', async () => {
    const s = await conversation();
    const browser = await subscribeWeb(s.client);
    pushService.respondWith(browser, 503, { times: 1 });

    await managerWrites(s, 'Счёт выставлен');
    await t.jobs.drain();
    expect(attemptsOf(browser).map((attempt) => attempt.status)).toEqual([503]);
    const [job] = await pushJobs();
    expect(job).toMatchObject({ attempts: 1, failedAt: null });
    expect(job?.lastError).toMatch(/503/);
    const waitSeconds = (job!.runAt.getTime() - t.clock.now().getTime()) / 1000;
    // 10 s backoff plus up to half of it as jitter.
    expect(waitSeconds).toBeGreaterThanOrEqual(10);
    expect(waitSeconds).toBeLessThanOrEqual(15);

    expect(await t.jobs.drain()).toBe(0);
    t.clock.advance(15);
    expect(await t.jobs.drain()).toBe(1);
    expect(attemptsOf(browser).map((attempt) => attempt.status)).toEqual([503, 201]);
    expect(receivedBy(browser).map((message) => message.payload)).toEqual([
      expect.objectContaining({ body: 'Мария Менеджерова: Счёт выставлен' }),
    ]);
    expect(await pushJobs()).toEqual([]);
  });

  it('waits as long as Retry-After says after a 429', async () => {
    const s = await conversation();
    const browser = await subscribeWeb(s.client);
    pushService.respondWith(browser, 429, { times: 1, retryAfter: '120' });

    await managerWrites(s, 'Напоминаю про документы');
    await t.jobs.drain();
    const [job] = await pushJobs();
    expect(job!.runAt.getTime() - t.clock.now().getTime()).toBe(120_000);
    t.clock.advance(119);
    expect(await t.jobs.drain()).toBe(0);
    t.clock.advance(1);
    expect(await t.jobs.drain()).toBe(1);
    expect(receivedBy(browser)).toHaveLength(1);
  });

  it('does not push a notification read before delivery', async () => {
    const s = await conversation();
    const browser = await subscribeWeb(s.client);
    await managerWrites(s, 'Прочитаете в приложении');
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers: s.client.headers,
      payload: {},
    });
    await t.jobs.drain();
    expect(attemptsOf(browser)).toEqual([]);
    expect(await pushJobs()).toEqual([]);
  });

  it('keeps the device and stops retrying when the push service refuses the request', async () => {
    const s = await conversation();
    // Subscribed with another server's key: the push service answers 403 to our VAPID key.
    const foreign = pushService.createSubscription({
      applicationServerKey: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString(
        'base64url',
      ),
    });
    await subscribeDevice(s.client, JSON.stringify(foreign), 'web');
    await managerWrites(s, 'Проверка');
    await t.jobs.drain();
    expect(attemptsOf(foreign).map((attempt) => attempt.status)).toEqual([403]);
    const [job] = await pushJobs();
    expect(job?.failedAt).not.toBeNull();
    expect(job?.attempts).toBe(1);
    expect(await devicesOf(s.client)).toHaveLength(1);
    // Only push jobs exist in this app; the dead letter would confuse the next tests.
    await t.db.delete(jobs);
  });
});

describe('FCM push of a chat message', () => {
  it('sends an android device an FCM HTTP v1 message with its token and the data', async () => {
    const s = await conversation();
    const token = `android-${s.client.user.id}-fcm-token`;
    await subscribeDevice(s.client, token, 'android');

    await managerWrites(s, 'Документы приняты');
    await t.jobs.drain();

    const sent = fcm.messages.filter((item) => item.message.token === token);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.projectId).toBe(fcm.projectId);
    expect(sent[0]?.message).toMatchObject({
      token,
      notification: { title: 'Новое сообщение', body: 'Мария Менеджерова: Документы приняты' },
      data: {
        type: 'NEW_CHAT_MESSAGE',
        chat_conversation_id: String(s.conversationId),
        url: `/chat-dialog/${s.conversationId}`,
        tag: `chat-${s.conversationId}`,
      },
      android: { priority: 'HIGH', ttl: '86400s' },
    });
  });

  it('removes an android device FCM calls UNREGISTERED', async () => {
    const s = await conversation();
    const token = `android-${s.client.user.id}-stale`;
    await subscribeDevice(s.client, token, 'android');
    fcm.failToken(token, 'UNREGISTERED');
    await managerWrites(s, 'Алло');
    await t.jobs.drain();
    expect(await devicesOf(s.client)).toEqual([]);
    expect(await pushJobs()).toEqual([]);
  });
});

describe('notification preferences and push', () => {
  it('queues no push when the user turned push off, but still stores the notification', async () => {
    const s = await conversation();
    const browser = await subscribeWeb(s.client);
    await saveNotificationPreferences(
      t.db,
      s.client.user.id,
      { NEW_CHAT_MESSAGE: { push: false } },
      t.clock.now(),
    );

    await managerWrites(s, 'Без push');
    expect(await pushJobs()).toEqual([]);
    await t.jobs.drain();
    expect(attemptsOf(browser)).toEqual([]);
    const list = await t.app.inject({ url: '/api/v1/notifications', headers: s.client.headers });
    expect(list.json().data).toEqual([
      expect.objectContaining({ type: NOTIFICATION_TYPE.NEW_CHAT_MESSAGE }),
    ]);
  });

  it('stores the notification even with in_app off, and still pushes it', async () => {
    const s = await conversation();
    const browser = await subscribeWeb(s.client);
    await saveNotificationPreferences(
      t.db,
      s.client.user.id,
      { NEW_CHAT_MESSAGE: { in_app: false } },
      t.clock.now(),
    );
    await managerWrites(s, 'Только push');
    await t.jobs.drain();
    expect(receivedBy(browser)).toHaveLength(1);
    const list = await t.app.inject({ url: '/api/v1/notifications', headers: s.client.headers });
    expect(list.json().data).toHaveLength(1);
  });
});

describe('tariff status notifications', () => {
  it("notifies the company's client users of a status change, pushed like chat ones", async () => {
    t.clock.set(NOW);
    const owner = await createTariffClient(t, { balance: 1_000_000 });
    const accountant = await createUser(t.db, { name: 'Ольга', lastName: 'Счетоводова' });
    await addCompanyUser(t.db, {
      companyId: owner.company.id,
      userId: accountant.id,
      position: 'admin',
    });
    const accountantSession = {
      user: accountant,
      headers: bearer(await loginAs(t.app, accountant)),
    };
    const ownerBrowser = await subscribeWeb(owner);
    const phoneToken = `ios-${accountant.id}-token`;
    await subscribeDevice(accountantSession, phoneToken, 'ios');
    const crm = await createStaff(t, 'crm');
    const crmBrowser = await subscribeWeb(crm);

    // The owner connects: the accountant hears of it, the owner (who did it) does not.
    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/company-tariffs/connect',
      headers: owner.headers,
      payload: { values: COMPLETE_VALUES },
    });
    const tariff = connected.json().data as { id: number; status: string; tariff_name: string };
    await t.jobs.drain();
    const listOf = async (headers: { authorization: string }) =>
      (await t.app.inject({ url: '/api/v1/notifications', headers })).json().data as {
        type: string;
        data: Record<string, unknown>;
      }[];
    expect(await listOf(owner.headers)).toEqual([]);
    expect((await listOf(accountantSession.headers)).map((n) => n.data.status)).toEqual([
      tariff.status,
    ]);

    const socket = await sockets.inbox(owner);
    const created = nextEvent(socket, (event) => event.event === 'NotificationCreated');

    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company-tariffs/${tariff.id}/status`,
      headers: crm.headers,
      payload: { status: 'ACTIVE' },
    });
    expect(answer.statusCode).toBe(200);
    await t.jobs.drain();

    const text = `${owner.company.name}: тариф «${tariff.tariff_name}» — активен`;
    const expectedData = {
      type: 'COMPANY_TARIFF_STATUS_CHANGED',
      company_id: owner.company.id,
      company_tariff_id: tariff.id,
      status: 'ACTIVE',
      status_name: 'Активен',
      company_name: owner.company.name,
      tariff_name: tariff.tariff_name,
      title: 'Статус тарифа изменён',
      text,
    };
    const [stored] = await listOf(owner.headers);
    expect(stored).toMatchObject({ type: 'COMPANY_TARIFF_STATUS_CHANGED', data: expectedData });
    expect((await created).data).toEqual(stored);
    expect(receivedBy(ownerBrowser).map((message) => message.payload)).toEqual([
      {
        title: 'Статус тарифа изменён',
        body: text,
        tag: `company-tariff-${tariff.id}`,
        url: '/service/tariff',
        data: {
          type: 'COMPANY_TARIFF_STATUS_CHANGED',
          company_id: owner.company.id,
          company_tariff_id: tariff.id,
          status: 'ACTIVE',
        },
      },
    ]);
    expect(receivedBy(ownerBrowser)[0]?.headers).toMatchObject({ urgency: 'normal' });
    const phone = fcm.messages.filter((item) => item.message.token === phoneToken);
    expect(phone).toHaveLength(2);
    expect(phone[1]?.message).toMatchObject({
      notification: { title: 'Статус тарифа изменён', body: text },
      data: { type: 'COMPANY_TARIFF_STATUS_CHANGED', status: 'ACTIVE', url: '/service/tariff' },
      android: { priority: 'NORMAL' },
    });
    // Staff who made the change get nothing.
    expect(await listOf(crm.headers)).toEqual([]);
    expect(attemptsOf(crmBrowser)).toEqual([]);
  });
});

describe('the worker started with the app', () => {
  it('delivers on its own right after the message, and stops when the app closes', async () => {
    const live = await buildTestApp({
      config: { pushEndpointOrigins: [pushService.origin] },
      startJobs: true,
    });
    try {
      const s = await chatCompany(live.app, live.db);
      const { id } = await createConversation(live.app, s.client, { company_id: s.company.id });
      const key = (await live.app.inject({ url: '/api/v1/push/vapid-public-key' })).json().data
        .public_key as string;
      const browser = pushService.createSubscription({ applicationServerKey: key });
      await live.app.inject({
        method: 'POST',
        url: `/api/user/${s.client.user.id}/device-subscribe`,
        headers: s.client.headers,
        payload: { token: JSON.stringify(browser), platform: 'web' },
      });
      await sendText(live.app, s.manager, id, 'Доставлено без drain');
      // The worker runs on its own (no clock move, no drain); jobs.worker.test proves the wake-up.
      await vi.waitFor(() => expect(receivedBy(browser)).toHaveLength(1), { timeout: 5_000 });
    } finally {
      await live.close();
    }
  });
});
