import { NOTIFICATION_TYPE } from '@kabinet/domain/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeTelegramApi, type FakeTelegramApi } from '../../testing/fake-telegram-api.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import {
  createNotificationsService,
  type NotificationsService,
} from '../notifications/notifications.service.ts';

import { chatCompanyWithConversation, sendText } from '../chat/chat.test-support.ts';

import { createTelegramChats } from './telegram-notices.service.ts';

const SECRET = 'webhook-secret-0123456789';

let fake: FakeTelegramApi;
let t: TestApp;
let notifications: NotificationsService;
let nextUpdateId = 1;
let nextChatId = 6001;

beforeAll(async () => {
  fake = await startFakeTelegramApi();
  t = await buildTestApp({
    config: {
      appUrl: 'https://kabinet.example.ru',
      telegram: { token: fake.token, apiRoot: fake.url, webhookSecret: SECRET },
    },
  });
  // The notification service as the composition root builds it, with the Telegram channel.
  notifications = createNotificationsService({
    db: t.db,
    realtime: t.app.realtime,
    clock: t.clock,
    telegram: { jobs: t.jobs, chats: createTelegramChats({ db: t.db, bot: t.app.telegramBot! }) },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A user whose Telegram chat is linked through the profile's one-time link. */
async function linkedUser(existing?: {
  user: Awaited<ReturnType<typeof createUser>>;
  token: string;
}) {
  const user = existing?.user ?? (await createUser(t.db));
  const token = existing?.token ?? (await loginAs(t.app, user));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/telegram/link-token',
    headers: bearer(token),
  });
  const start = new URL(response.json<{ data: { url: string } }>().data.url).searchParams.get(
    'start',
  );
  const chatId = nextChatId++;
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/telegram/webhook',
    headers: { 'x-telegram-bot-api-secret-token': SECRET },
    payload: {
      ...fake.userMessage({ chatId, text: `/start ${start}` }),
      update_id: nextUpdateId++,
    },
  });
  return { user, token, chatId };
}

const taskNotice = (userId: number, title: string) => ({
  userId,
  data: {
    type: NOTIFICATION_TYPE.TASK_UPDATED,
    event: 'assigned' as const,
    company_id: 1,
    task_id: 42,
    title,
    text: 'Срок — 30.11.2026',
  },
});

const noticesTo = (chatId: number) =>
  fake.sent.filter((message) => message.chatId === chatId && message.text?.includes('Задача'));

describe('notices in Telegram', () => {
  it('sends a notice once to the linked chat, with a button into the cabinet', async () => {
    const { user, chatId } = await linkedUser();
    const unlinked = await createUser(t.db);
    const before = fake.sent.length;
    await notifications.notify([
      taskNotice(user.id, 'Задача: сдать отчёт'),
      taskNotice(unlinked.id, 'Задача: чужая'),
    ]);
    await t.jobs.drain();
    await t.jobs.drain();
    const sent = noticesTo(chatId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Задача: сдать отчёт');
    expect(JSON.stringify(sent[0]!.replyMarkup)).toContain('https://kabinet.example.ru/');
    // The unlinked user's notice went nowhere in Telegram.
    expect(fake.sent.slice(before).every((message) => message.chatId === chatId)).toBe(true);
  });

  it('follows the Telegram column of the settings, not the push one', async () => {
    const { token, user, chatId } = await linkedUser();
    const preferences = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/notification-preferences',
      headers: bearer(token),
      payload: { TASK_UPDATED: { push: false } },
    });
    expect(preferences.statusCode).toBe(200);
    await notifications.notify([taskNotice(user.id, 'Задача: без push')]);
    await t.jobs.drain();
    expect(noticesTo(chatId).map((message) => message.text)).toEqual([
      expect.stringContaining('Задача: без push'),
    ]);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/notification-preferences',
      headers: bearer(token),
      payload: { TASK_UPDATED: { push: true, telegram: false } },
    });
    await notifications.notify([taskNotice(user.id, 'Задача: Telegram выключен')]);
    await t.jobs.drain();
    expect(noticesTo(chatId)).toHaveLength(1);
  });

  it("honours Telegram's 429 retry_after before trying again", async () => {
    const { user, chatId } = await linkedUser();
    fake.failNext({
      method: 'sendMessage',
      errorCode: 429,
      description: 'Too Many Requests: retry after 30',
      retryAfter: 30,
    });
    await notifications.notify([taskNotice(user.id, 'Задача: оплатить счёт')]);
    await t.jobs.drain();
    expect(noticesTo(chatId)).toHaveLength(0);
    t.clock.advance(25);
    await t.jobs.drain();
    expect(noticesTo(chatId)).toHaveLength(0);
    t.clock.advance(6);
    await t.jobs.drain();
    expect(noticesTo(chatId)).toHaveLength(1);
  });

  it('unlinks a chat whose user blocked the bot (403) and sends it nothing more', async () => {
    const { user, token, chatId } = await linkedUser();
    fake.block(chatId);
    await notifications.notify([taskNotice(user.id, 'Задача: подписать акт')]);
    await t.jobs.drain();
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile/telegram',
      headers: bearer(token),
    });
    expect(status.json<{ data: { linked: boolean } }>().data.linked).toBe(false);
    const calls = fake.calls.length;
    await notifications.notify([taskNotice(user.id, 'Задача: ещё одна')]);
    await t.jobs.drain();
    expect(fake.calls.length).toBe(calls);
  });

  it("delivers a manager's chat message to the client's linked Telegram, through the app", async () => {
    const { s: people, conversationId } = await chatCompanyWithConversation(t.app, t.db, [
      'manager',
    ]);
    const { chatId } = await linkedUser(people.client);
    const sent = await sendText(
      t.app,
      people.manager,
      conversationId,
      'Пришлите, пожалуйста, выписку',
    );
    expect(sent.statusCode).toBe(201);
    const deadline = Date.now() + 5000;
    const arrived = () => fake.sent.find((m) => m.chatId === chatId && m.text?.includes('выписку'));
    while (!arrived() && Date.now() < deadline) {
      await t.jobs.drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(arrived()?.text).toContain('Пришлите, пожалуйста, выписку');
  });
});
