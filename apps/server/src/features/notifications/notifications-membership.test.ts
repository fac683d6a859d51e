// Chat notifications reach current members only. An ex-member of a company
// gets none of its chat (list, user-full, live); a push or a digest queued while the user was a
// member and run after they left is dropped. Push and mail go to local fakes (a Web Push
// service, a real SMTP receiver); no sleeping: the worker is drained and the clock moved.
import { privateUserChannel } from '@kabinet/domain/realtime';
import { CHAT_EMAIL_DIGEST_DELAY_MS } from '@kabinet/domain/notifications';
import type { RealtimeEnvelope } from '@kabinet/domain/realtime';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { collect, nextEvent, useTestSockets } from '../../realtime/realtime.test-client.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import {
  startFakePushService,
  type FakePushService,
  type FakePushSubscription,
} from '../../testing/fake-push-service.ts';
import {
  chatCompany,
  createConversation,
  sendText,
  type Person,
} from '../chat/chat.test-support.ts';

import { startSmtpReceiver } from './notifications-digest.test-support.ts';

let t: TestApp;
let pushService: FakePushService;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  [pushService, smtp] = await Promise.all([startFakePushService(), startSmtpReceiver()]);
  t = await buildTestApp({
    config: { pushEndpointOrigins: [pushService.origin], smtpUrl: smtp.url },
    captureDelivery: false,
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([pushService.close(), smtp.close()]);
});
const sockets = useTestSockets(() => t.app);
// Notifications are stamped by the database's clock: start every test from the wall time.
beforeEach(() => t.clock.set(new Date()));

/** A company conversation of the client with the employee and the assigned manager. */
async function conversationWithEmployee() {
  const s = await chatCompany(t.app, t.db);
  const { id } = await createConversation(t.app, s.client, {
    company_id: s.company.id,
    name: 'Зарплатный проект',
    user_ids: [s.employee.user.id],
  });
  return { ...s, conversationId: id };
}
type Scene = Awaited<ReturnType<typeof conversationWithEmployee>>;

async function managerWrites(s: Scene, text: string) {
  expect((await sendText(t.app, s.manager, s.conversationId, text)).statusCode).toBe(201);
}

function removeFromCompany(s: Scene) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/v1/companies/${s.company.id}/users/${s.employee.user.id}`,
    headers: s.client.headers,
  });
}

async function kick(s: Scene, chatUserId: number) {
  const answer = await t.app.inject({
    url: `/api/v1/chat-refactor/conversations/${s.conversationId}/leave/other?chat_user_id=${chatUserId}`,
    headers: s.client.headers,
  });
  expect(answer.statusCode).toBe(200);
}

async function chatUserIdOf(s: Scene, who: Person) {
  const answer = await t.app.inject({
    url: `/api/v1/chat/conversations/${s.conversationId}`,
    headers: s.client.headers,
  });
  const chatUsers = answer.json().data.chat_users as { id: number; user_id: number | null }[];
  return chatUsers.find((chatUser) => chatUser.user_id === who.user.id)?.id ?? 0;
}

type Listed = { type: string; data: { message?: { chat_conversation_id: number } } };

/** The conversation's chat notifications in the list and in user-full/current. */
async function chatNotificationsSeenBy(who: Person, conversationId: number) {
  const about = (items: Listed[]) =>
    items.filter((n) => n.data.message?.chat_conversation_id === conversationId);
  const list = await t.app.inject({ url: '/api/v1/notifications', headers: who.headers });
  const full = await t.app.inject({ url: '/api/user-full/current', headers: who.headers });
  return {
    list: about(list.json().data as Listed[]),
    full: about(full.json().data.notifications as Listed[]),
  };
}

async function subscribeWeb(who: Person): Promise<FakePushSubscription> {
  const key = await t.app.inject({ url: '/api/v1/push/vapid-public-key' });
  const subscription = pushService.createSubscription({
    applicationServerKey: key.json().data.public_key,
  });
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/user/${who.user.id}/device-subscribe`,
    headers: who.headers,
    payload: { token: JSON.stringify(subscription), platform: 'web' },
  });
  expect(answer.statusCode).toBe(200);
  return subscription;
}

const pushedTo = (subscription: FakePushSubscription) =>
  pushService.received.filter((message) => message.endpoint === subscription.endpoint);

async function inbox(who: Person) {
  const socket = await sockets.inbox(who);
  return { socket, channel: privateUserChannel(who.user.id), heard: collect(socket) };
}

/** Published last on the user's channel: whatever they were sent before arrives before it. */
async function barrier(who: Person, socket: Socket) {
  const arrived = nextEvent(socket, (e: RealtimeEnvelope) => e.event === 'NotificationsRead');
  t.app.realtime.toUser(who.user.id).emit('NotificationsRead', { notifications: [] });
  await arrived;
}

describe('an ex-member of a company', () => {
  it('gets none of its chat: not in the list, not in user-full, not live', async () => {
    const s = await conversationWithEmployee();
    await managerWrites(s, 'До удаления из компании');
    const before = await chatNotificationsSeenBy(s.employee, s.conversationId);
    expect(before.list).toHaveLength(1);
    const employee = await inbox(s.employee);
    const cleared = nextEvent(
      employee.socket,
      (e) => e.event === 'ChatConversationNotificationsRead',
    );

    expect((await removeFromCompany(s)).statusCode).toBe(204);
    // The company's chat notifications they had are taken away, in every open tab too.
    expect((await cleared).data).toEqual({
      read_notification_ids: [(before.list[0] as unknown as { id: string }).id],
    });
    await managerWrites(s, 'Зарплата за ноябрь: 120 000 ₽');
    await barrier(s.employee, employee.socket);

    expect(employee.heard.filter((e) => e.event === 'NotificationCreated')).toEqual([]);
    expect(await chatNotificationsSeenBy(s.employee, s.conversationId)).toEqual({
      list: [],
      full: [],
    });
    // The others still get theirs.
    expect((await chatNotificationsSeenBy(s.client, s.conversationId)).list).toHaveLength(2);
  });
});

describe('a delivery queued while the user was a member', () => {
  it('drops the push when the user left the company before it ran', async () => {
    const s = await conversationWithEmployee();
    const browser = await subscribeWeb(s.employee);
    const stays = await subscribeWeb(s.client);
    await managerWrites(s, 'Приказ о премии');
    expect((await removeFromCompany(s)).statusCode).toBe(204);
    await t.jobs.drain();
    expect(pushedTo(browser)).toEqual([]);
    expect(pushedTo(stays)).toHaveLength(1);
  });

  it('drops the push when the user was removed from the conversation before it ran', async () => {
    const s = await conversationWithEmployee();
    const browser = await subscribeWeb(s.employee);
    await managerWrites(s, 'Только для бухгалтерии');
    await kick(s, await chatUserIdOf(s, s.employee));
    await t.jobs.drain();
    expect(pushedTo(browser)).toEqual([]);
  });

  it('leaves the conversation out of the e-mail digest once the user is no longer in it', async () => {
    const kicked = await conversationWithEmployee();
    await managerWrites(kicked, 'Увольнение по соглашению сторон');
    await kick(kicked, await chatUserIdOf(kicked, kicked.employee));
    const removed = await conversationWithEmployee();
    await managerWrites(removed, 'Зарплата за декабрь');
    expect((await removeFromCompany(removed)).statusCode).toBe(204);

    t.clock.advance(CHAT_EMAIL_DIGEST_DELAY_MS / 1000 + 60);
    const run = await t.app.notificationsDigest.runDigest();
    expect(run.failures).toEqual([]);
    const mailed = (who: Person) => smtp.mails.filter((m) => m.to.includes(who.user.email ?? ''));
    expect(mailed(kicked.employee)).toEqual([]);
    expect(mailed(removed.employee)).toEqual([]);
    // The client, still a member, gets the letter.
    expect(mailed(removed.client)).toHaveLength(1);
  });
});
