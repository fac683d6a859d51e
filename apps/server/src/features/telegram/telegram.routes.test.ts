import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { qrCodeSvg } from '../../platform/qr-code.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeTelegramApi, type FakeTelegramApi } from '../../testing/fake-telegram-api.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

import { BOT_TEXTS } from './telegram-bot.service.ts';

const SECRET = 'webhook-secret-0123456789';
const WEBHOOK = '/api/v1/telegram/webhook';

let fake: FakeTelegramApi;
let t: TestApp;
let nextUpdateId = 1;

beforeAll(async () => {
  fake = await startFakeTelegramApi();
  t = await buildTestApp({
    config: {
      appUrl: 'http://127.0.0.1:9',
      telegram: { token: fake.token, apiRoot: fake.url, webhookSecret: SECRET },
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** An update as Telegram posts it to the webhook, with the secret header unless told. */
function post(update: Record<string, unknown>, secret: string | null = SECRET) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: { ...update, update_id: nextUpdateId++ },
  });
}

async function linkToken(token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/telegram/link-token',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(201);
  const { url, expires_at, qr_svg } = response.json<{
    data: { url: string; expires_at: string; qr_svg: string };
  }>().data;
  return {
    url,
    expiresAt: expires_at,
    qrSvg: qr_svg,
    start: new URL(url).searchParams.get('start')!,
  };
}

async function statusOf(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/profile/telegram',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Record<string, unknown> }>().data;
}

const lastTextTo = (chatId: number) => fake.sent.filter((m) => m.chatId === chatId).at(-1)?.text;

describe('linking Telegram from the profile', () => {
  it('links the chat that opened the one-time link, once, and unlinks by /stop', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const { url, start, expiresAt, qrSvg } = await linkToken(token);
    expect(url).toMatch(/^https:\/\/t\.me\/kabinet_test_bot\?start=[\w-]{32}$/);
    // The desktop's QR code is the link itself, drawn by the invoices' QR generator.
    expect(qrSvg).toMatch(/^<svg/);
    expect(qrSvg).toBe(await qrCodeSvg(url));
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(10 * 60 * 1000);

    expect(
      (await post(fake.userMessage({ chatId: 5001, text: `/start ${start}`, username: 'ivanov' })))
        .statusCode,
    ).toBe(200);
    expect(lastTextTo(5001)).toBe(BOT_TEXTS.linked);
    expect(await statusOf(token)).toMatchObject({
      enabled: true,
      linked: true,
      username: 'ivanov',
    });

    // The same token again, from another chat: spent, it links nothing.
    await post(fake.userMessage({ chatId: 5002, text: `/start ${start}` }));
    expect(lastTextTo(5002)).toBe(BOT_TEXTS.badToken);
    expect(await statusOf(token)).toMatchObject({ linked: true, username: 'ivanov' });

    await post(fake.userMessage({ chatId: 5001, text: '/stop' }));
    expect(lastTextTo(5001)).toBe(BOT_TEXTS.stopped);
    expect(await statusOf(token)).toMatchObject({ linked: false, username: '' });
  });

  it('links nothing with an expired or made-up token', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const { start } = await linkToken(token);
    t.clock.advance(10 * 60 + 1);
    await post(fake.userMessage({ chatId: 5101, text: `/start ${start}` }));
    expect(lastTextTo(5101)).toBe(BOT_TEXTS.badToken);
    await post(fake.userMessage({ chatId: 5101, text: `/start ${'x'.repeat(32)}` }));
    expect(lastTextTo(5101)).toBe(BOT_TEXTS.badToken);
    expect(await statusOf(token)).toMatchObject({ linked: false });
  });

  it('unlinks from the profile', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const { start } = await linkToken(token);
    await post(fake.userMessage({ chatId: 5201, text: `/start ${start}` }));
    expect(await statusOf(token)).toMatchObject({ linked: true });
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/telegram',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { linked: boolean } }>().data.linked).toBe(false);
  });

  it('asks for a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/telegram/link-token',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the webhook', () => {
  it('refuses an update without the secret or with a forged one, and acts on none of it', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const { start } = await linkToken(token);
    const before = fake.sent.length;
    expect(
      (await post(fake.userMessage({ chatId: 5301, text: `/start ${start}` }), null)).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          fake.userMessage({ chatId: 5301, text: `/start ${start}` }),
          'forged-secret-0123456789',
        )
      ).statusCode,
    ).toBe(403);
    expect(fake.sent.length).toBe(before);
    expect(await statusOf(token)).toMatchObject({ linked: false });
    // The token was not spent by the forged updates: the real one still links.
    await post(fake.userMessage({ chatId: 5301, text: `/start ${start}` }));
    expect(await statusOf(token)).toMatchObject({ linked: true });
  });

  it('tells an unlinked chat only how to link, whatever it asks', async () => {
    for (const text of ['/balance', '/tasks', 'Покажите мои счета']) {
      await post(fake.userMessage({ chatId: 5401, text }));
      expect(lastTextTo(5401)).toBe(BOT_TEXTS.notLinked);
    }
    await post(fake.userMessage({ chatId: 5401, text: '/help' }));
    expect(lastTextTo(5401)).toBe(BOT_TEXTS.help);
  });
  it('never tells a linked chat it is unlinked: what the bot does not do yet leads to the cabinet', async () => {
    const user = await createUser(t.db);
    const { start } = await linkToken(await loginAs(t.app, user));
    await post(fake.userMessage({ chatId: 5501, text: `/start ${start}` }));
    for (const text of ['/balance', '/tasks']) {
      await post(fake.userMessage({ chatId: 5501, text }));
      expect(lastTextTo(5501)).not.toBe(BOT_TEXTS.notLinked);
    }
  });
});

describe('the bot on the worker', () => {
  it('sets the webhook to the API route with the secret', () => {
    expect(fake.webhook()).toEqual({ url: `http://127.0.0.1:9${WEBHOOK}`, secretToken: SECRET });
  });
});
