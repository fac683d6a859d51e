import { MAX_CHAT_FILE_BYTES, type Message } from '@kabinet/domain/chat';
import { presenceChatChannel } from '@kabinet/domain/realtime';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nextEvent, subscribeTo, useTestSockets } from '../../realtime/realtime.test-client.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeTelegramApi, type FakeTelegramApi } from '../../testing/fake-telegram-api.ts';

import { chatCompanyWithConversation, sendText, type Person } from '../chat/chat.test-support.ts';

import { BOT_TEXTS } from './telegram-bot.service.ts';
import { REPLY_TEXTS } from './telegram-replies.service.ts';

const SECRET = 'webhook-secret-0123456789';
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

let fake: FakeTelegramApi;
let t: TestApp;
let nextUpdateId = 1;
let nextChatId = 7001;

beforeAll(async () => {
  fake = await startFakeTelegramApi();
  t = await buildTestApp({
    config: {
      appUrl: 'https://kabinet.example.ru',
      telegram: { token: fake.token, apiRoot: fake.url, webhookSecret: SECRET },
    },
  });
});
const sockets = useTestSockets(() => t.app);
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** An update as Telegram posts it to the webhook (handled before the answer). */
async function post(update: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/telegram/webhook',
    headers: { 'x-telegram-bot-api-secret-token': SECRET },
    payload: { ...update, update_id: nextUpdateId++ },
  });
  expect(response.statusCode).toBe(200);
}

/** Links a fresh Telegram chat to `who` through the profile's one-time link. */
async function link(who: Person): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/telegram/link-token',
    headers: who.headers,
  });
  const url = new URL(response.json<{ data: { url: string } }>().data.url);
  const chatId = nextChatId++;
  await post(fake.userMessage({ chatId, text: `/start ${url.searchParams.get('start')}` }));
  return chatId;
}

/** The conversation's messages as `who` reads them, oldest first. */
async function messagesOf(who: Person, conversationId: number): Promise<Message[]> {
  const response = await t.app.inject({
    url: `/api/v1/chat-refactor/conversations/${conversationId}/messages`,
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
  return [...response.json<{ data: Message[] }>().data].sort((a, b) => a.seq - b.seq);
}

/** The manager writes; the worker forwards it to the linked chat; answers the forward's id. */
async function forwarded(manager: Person, conversationId: number, chatId: number, text: string) {
  expect((await sendText(t.app, manager, conversationId, text)).statusCode).toBe(201);
  const deadline = Date.now() + 5000;
  const arrived = () => fake.sent.find((m) => m.chatId === chatId && m.text?.includes(text));
  while (!arrived() && Date.now() < deadline) {
    await t.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return arrived()!.messageId;
}

const lastTo = (chatId: number) => fake.sent.filter((m) => m.chatId === chatId).at(-1);

describe('replies from Telegram into the chat', () => {
  it("stores a reply to a forwarded manager message in its conversation, live to the manager's socket, marked Telegram", async () => {
    const { s, conversationId } = await chatCompanyWithConversation(t.app, t.db, ['manager']);
    const chatId = await link(s.client);
    const forward = await forwarded(s.manager, conversationId, chatId, 'Пришлите выписку');
    expect(lastTo(chatId)?.text).toContain('Ответьте на это сообщение');
    const socket = await sockets.open();
    await subscribeTo(t.app, socket, s.manager.token, presenceChatChannel(conversationId));
    const live = nextEvent(
      socket,
      (e) => e.event === 'MessageSent' && (e.data as Message).text === 'Пришлю завтра',
    );
    await post(fake.userMessage({ chatId, text: 'Пришлю завтра', replyTo: forward }));
    const message = (await live).data as Message;
    expect(message.source).toBe('telegram');
    expect(message.user_id).toBe(s.client.user.id);
    const stored = (await messagesOf(s.manager, conversationId)).at(-1)!;
    expect(stored).toMatchObject({ text: 'Пришлю завтра', source: 'telegram' });
  });

  it('offers the conversations as buttons, and a plain message goes to the chosen one', async () => {
    const { s, conversationId } = await chatCompanyWithConversation(t.app, t.db, ['manager']);
    const chatId = await link(s.client);
    await post(fake.userMessage({ chatId, text: 'Добрый день' }));
    const offer = lastTo(chatId)!;
    expect(offer.text).toBe(REPLY_TEXTS.choose);
    expect(JSON.stringify(offer.replyMarkup)).toContain(`conv:${conversationId}`);
    expect(await messagesOf(s.client, conversationId)).toHaveLength(0);

    await post(
      fake.callbackQuery({ chatId, data: `conv:${conversationId}`, messageId: offer.messageId }),
    );
    expect(fake.calls.some((call) => call.method === 'answerCallbackQuery')).toBe(true);
    await post(fake.userMessage({ chatId, text: 'Когда будет отчёт?' }));
    const stored = await messagesOf(s.client, conversationId);
    expect(stored.map((m) => [m.text, m.source])).toEqual([['Когда будет отчёт?', 'telegram']]);
  });

  it('stores a photo and a document as chat files', async () => {
    const { s, conversationId } = await chatCompanyWithConversation(t.app, t.db, ['manager']);
    const chatId = await link(s.client);
    const forward = await forwarded(s.manager, conversationId, chatId, 'Нужны сканы');
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#1c6e8c' },
    })
      .jpeg()
      .toBuffer();
    const photo = fake.addFile({ name: 'photo.jpg', mimeType: 'image/jpeg', bytes: jpeg });
    await post(fake.userMessage({ chatId, photo, caption: 'Скан', replyTo: forward }));
    const doc = fake.addFile({ name: 'Акт.pdf', mimeType: 'application/pdf', bytes: pdf });
    await post(fake.userMessage({ chatId, document: doc, replyTo: forward }));
    const [, withPhoto, withDoc] = await messagesOf(s.client, conversationId);
    expect(withPhoto).toMatchObject({ text: 'Скан', source: 'telegram' });
    expect(withPhoto!.files).toMatchObject([{ name: 'photo.jpg', kind: 'image' }]);
    expect(withDoc!.files).toMatchObject([{ name: 'Акт.pdf', mime: 'application/pdf' }]);
  });

  it('refuses an oversized or forbidden file with a reason, storing nothing', async () => {
    const { s, conversationId } = await chatCompanyWithConversation(t.app, t.db, ['manager']);
    const chatId = await link(s.client);
    const forward = await forwarded(s.manager, conversationId, chatId, 'Жду документы');
    const callsBefore = fake.calls.length;
    const big = fake.addFile({
      name: 'Выписка.pdf',
      mimeType: 'application/pdf',
      bytes: Buffer.alloc(MAX_CHAT_FILE_BYTES + 1, 0x20),
    });
    await post(fake.userMessage({ chatId, document: big, replyTo: forward }));
    expect(lastTo(chatId)?.text).toMatch(/^Сообщение не сохранено: .*(больш|МБ)/i);
    const exe = fake.addFile({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      bytes: Buffer.from('MZ'),
    });
    await post(fake.userMessage({ chatId, document: exe, replyTo: forward }));
    expect(lastTo(chatId)?.text).toMatch(/^Сообщение не сохранено: /);
    // Both refused before anything was downloaded.
    expect(fake.calls.slice(callsBefore).some((call) => call.method === 'getFile')).toBe(false);
    expect(await messagesOf(s.client, conversationId)).toHaveLength(1);
  });

  it('an edit in Telegram edits the stored message', async () => {
    const { s, conversationId } = await chatCompanyWithConversation(t.app, t.db, ['manager']);
    const chatId = await link(s.client);
    const forward = await forwarded(s.manager, conversationId, chatId, 'Сумма верна?');
    const update = fake.userMessage({ chatId, text: 'Да, верна', replyTo: forward });
    await post(update);
    const telegramId = (update.message as { message_id: number }).message_id;
    t.clock.advance(5);
    await post(fake.userMessage({ chatId, text: 'Нет, там ошибка', messageId: telegramId }));
    const stored = (await messagesOf(s.client, conversationId)).at(-1)!;
    expect(stored.text).toBe('Нет, там ошибка');
    expect(stored.updated_at).not.toBe(stored.created_at);
  });

  it('refuses a reply into a conversation the user has left, storing nothing', async () => {
    const { s, conversationId } = await chatCompanyWithConversation(t.app, t.db, [
      'employee',
      'manager',
    ]);
    const chatId = await link(s.employee);
    const forward = await forwarded(s.manager, conversationId, chatId, 'Олег, проверьте');
    const left = await t.app.inject({
      url: `/api/v1/chat-refactor/conversations/${conversationId}/leave/current`,
      headers: s.employee.headers,
    });
    expect(left.statusCode).toBeLessThan(300);
    const before = await messagesOf(s.client, conversationId);
    await post(fake.userMessage({ chatId, text: 'Проверил', replyTo: forward }));
    expect(lastTo(chatId)?.text).toBe(REPLY_TEXTS.gone);
    const after = await messagesOf(s.client, conversationId);
    expect(after.map((m) => m.id)).toEqual(before.map((m) => m.id));
  });

  it('an unlinked chat stores nothing and is shown no conversation', async () => {
    const { s, conversationId } = await chatCompanyWithConversation(t.app, t.db, ['manager']);
    const linkedChat = await link(s.client);
    const forward = await forwarded(s.manager, conversationId, linkedChat, 'Только для клиента');
    const stranger = nextChatId++;
    await post(fake.userMessage({ chatId: stranger, text: 'Влезу', replyTo: forward }));
    await post(fake.callbackQuery({ chatId: stranger, data: `conv:${conversationId}` }));
    await post(fake.userMessage({ chatId: stranger, text: 'Покажи диалоги' }));
    const toStranger = fake.sent.filter((m) => m.chatId === stranger);
    expect(toStranger.map((m) => m.text)).toEqual([
      BOT_TEXTS.notLinked,
      BOT_TEXTS.notLinked,
      BOT_TEXTS.notLinked,
    ]);
    expect(toStranger.every((m) => m.replyMarkup === undefined)).toBe(true);
    expect(await messagesOf(s.client, conversationId)).toHaveLength(1);
  });
});
