import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import {
  startFakeTelegramApi,
  type FakeSentMessage,
  type FakeTelegramApi,
} from '../../testing/fake-telegram-api.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { pdfText } from '../../testing/pdf-reading.ts';
import { DECEMBER, post, saveSeller } from '../acts/acts.fixtures.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';
import {
  createStaff,
  createTariffClient,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { BOT_TEXTS } from './telegram-bot.service.ts';

const SECRET = 'webhook-secret-0123456789';
const APP_URL = 'https://kabinet.example.ru';

let fake: FakeTelegramApi;
let t: TestApp;
let dir: string;
let admin: Awaited<ReturnType<typeof createStaff>>;
let nextUpdateId = 1;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'telegram-documents-'));
  fake = await startFakeTelegramApi();
  t = await buildTestApp({
    config: {
      appUrl: APP_URL,
      telegram: { token: fake.token, apiRoot: fake.url, webhookSecret: SECRET },
    },
  });
  t.clock.set(DECEMBER);
  admin = await createStaff(t, 'admin');
  await saveSeller(t, admin.user.id);
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

async function link(client: Pick<TariffClient, 'headers'>, chatId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/telegram/link-token',
    headers: client.headers,
  });
  const start = new URL(response.json<{ data: { url: string } }>().data.url).searchParams.get(
    'start',
  );
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/telegram/webhook',
    headers: { 'x-telegram-bot-api-secret-token': SECRET },
    payload: {
      ...fake.userMessage({ chatId, text: `/start ${start}` }),
      update_id: nextUpdateId++,
    },
  });
  expect(fake.sent.filter((m) => m.chatId === chatId).at(-1)?.text).toBe(BOT_TEXTS.linked);
}

/** Runs the queued notices until a document reaches `chatId`. */
async function documentTo(chatId: number): Promise<FakeSentMessage> {
  const deadline = Date.now() + 5000;
  const found = () => fake.sent.find((m) => m.chatId === chatId && m.document);
  while (!found() && Date.now() < deadline) {
    await t.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return found()!;
}

/** The text of a PDF the bot sent, read with pdftotext. */
async function textOf(message: FakeSentMessage, name: string): Promise<string> {
  const bytes = message.document!.bytes;
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, bytes);
  return pdfText(file);
}

/** The URL buttons under a message: [text, url] pairs. */
function buttonsOf(message: FakeSentMessage): [string, string][] {
  const markup = (
    typeof message.replyMarkup === 'string' ? JSON.parse(message.replyMarkup) : message.replyMarkup
  ) as { inline_keyboard?: { text: string; url?: string }[][] } | undefined;
  return (markup?.inline_keyboard ?? []).flat().map((button) => [button.text, button.url ?? '']);
}

describe('documents in Telegram', () => {
  it('sends an issued invoice as its PDF with «Оплатить» to the payment page of that invoice', async () => {
    const client = await createTariffClient(t);
    // The invoice is told to the company's other users (not the one who issued it).
    const colleague = await createUser(t.db);
    await addCompanyUser(t.db, {
      companyId: client.company.id,
      userId: colleague.id,
      position: 'employee',
    });
    await link({ headers: bearer(await loginAs(t.app, colleague)) }, 7101);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${client.company.id}/invoices/top-up`,
      headers: client.headers,
      payload: { amount_kopecks: 250_000 },
    });
    expect(response.statusCode).toBe(201);
    const invoice = response.json<{ data: { id: number; number: string } }>().data;

    const message = await documentTo(7101);
    expect(message.document!.name).toBe(`Счёт № ${invoice.number}.pdf`);
    expect(message.document!.mimeType).toContain('pdf');
    expect(message.caption).toContain(`счёт № ${invoice.number}`);
    expect(await textOf(message, 'invoice')).toContain(invoice.number);
    expect(buttonsOf(message)).toEqual([['Оплатить', `${APP_URL}/payment?invoice=${invoice.id}`]]);
  });

  it('sends an act to sign as its PDF with «Подписать» to the act’s page', async () => {
    const client = await createTariffClient(t);
    await post(t, client.company.id, {
      kind: 'charge',
      amount: -350_000,
      at: '2026-11-20T09:00:00Z',
      reason: 'Заказ №7: Декларация 3-НДФЛ',
    });
    await link(client, 7201);
    // Acts reach Telegram by default (push stays off for them): the PDF with «Подписать».
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/companies/${client.company.id}/acts`,
      headers: admin.headers,
      payload: { period: '2026-11' },
    });
    expect(response.statusCode).toBe(201);
    const act = response.json<{ data: { id: number; number: string } }>().data;

    const message = await documentTo(7201);
    expect(message.document!.name).toBe(`Акт № ${act.number}.pdf`);
    expect(message.caption).toContain(`акт № ${act.number}`);
    expect(await textOf(message, 'act')).toContain(act.number);
    const [[text, url]] = buttonsOf(message) as [[string, string]];
    expect(text).toBe('Подписать');
    expect(url.startsWith(`${APP_URL}/`)).toBe(true);
    expect(url).toContain(String(act.id));
  });
});
