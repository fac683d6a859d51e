import { formatDate } from '@kabinet/domain/shared';
import { formatKopecks } from '@kabinet/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeTelegramApi, type FakeTelegramApi } from '../../testing/fake-telegram-api.ts';
import { createCompany } from '../../testing/factories.ts';
import {
  createTariffClient,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';
import { createTask, managerOf } from '../tasks/tasks.test-support.ts';

import { BOT_TEXTS } from './telegram-bot.service.ts';

const SECRET = 'webhook-secret-0123456789';

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

function send(chatId: number, text: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/telegram/webhook',
    headers: { 'x-telegram-bot-api-secret-token': SECRET },
    payload: { ...fake.userMessage({ chatId, text }), update_id: nextUpdateId++ },
  });
}

const lastTextTo = (chatId: number) => fake.sent.filter((m) => m.chatId === chatId).at(-1)?.text;

/** Links `chatId` to the client the way the profile does: a one-time token and /start. */
async function link(client: TariffClient, chatId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/telegram/link-token',
    headers: client.headers,
  });
  const { url } = response.json<{ data: { url: string } }>().data;
  await send(chatId, `/start ${new URL(url).searchParams.get('start')!}`);
  expect(lastTextTo(chatId)).toBe(BOT_TEXTS.linked);
}

async function topUp(companyId: number, headers: Record<string, string>, rubles: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/invoices/top-up`,
    headers,
    payload: { amount_kopecks: rubles * 100 },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { due_date: string } }>().data;
}

describe('/balance and /tasks of a linked chat', () => {
  it('answers /balance with each of the user’s companies: balance, debt and the next payment', async () => {
    const client = await createTariffClient(t, { balance: 1500 });
    const second = await createCompany(t.db, client.user.id, { name: 'ООО «Василёк»' });
    const invoice = await topUp(second.id, client.headers, 2000);
    const stranger = await createTariffClient(t, { balance: 99 });
    await link(client, 6101);

    await send(6101, '/balance');
    const answer = lastTextTo(6101)!;
    expect(answer).toContain(`«${client.company.name}»`);
    expect(answer).toContain(`Баланс: ${formatKopecks(150_000)}`);
    expect(answer).toContain('Следующий платёж: счетов к оплате нет');
    expect(answer).toContain('«ООО «Василёк»»');
    expect(answer).toContain(
      `Следующий платёж: ${formatKopecks(200_000)} до ${formatDate(invoice.due_date)}`,
    );
    expect(answer).not.toContain(stranger.company.name);
  });

  it('answers /tasks with the open client tasks by due date, none of another company', async () => {
    const client = await createTariffClient(t);
    const manager = await managerOf(t, client);
    const other = await createTariffClient(t);
    const otherManager = await managerOf(t, other);
    for (const [title, due] of [
      ['Пришлите договор аренды', '2026-12-05'],
      ['Подпишите доверенность', '2026-12-01'],
      ['Уточните реквизиты', null],
    ] as const) {
      await createTask(t, manager.headers, {
        company_id: client.company.id,
        title,
        due_date: due,
      });
    }
    await createTask(t, otherManager.headers, { company_id: other.company.id, title: 'Чужая' });
    await link(client, 6201);

    await send(6201, '/tasks');
    const answer = lastTextTo(6201)!;
    const order = ['Подпишите доверенность', 'Пришлите договор аренды', 'Уточните реквизиты'];
    expect(order.map((title) => answer.indexOf(title))).toEqual(
      order.map((title) => answer.indexOf(title)).sort((a, b) => a - b),
    );
    expect(answer).toContain(`Подпишите доверенность — до ${formatDate('2026-12-01')}`);
    expect(answer).not.toContain('Чужая');
  });

  it('reads nothing for an unlinked chat', async () => {
    const client = await createTariffClient(t, { balance: 700 });
    for (const text of ['/balance', '/tasks']) {
      await send(6301, text);
      expect(lastTextTo(6301)).toBe(BOT_TEXTS.notLinked);
      expect(lastTextTo(6301)).not.toContain(client.company.name);
    }
  });

  it('lists /balance and /tasks in /help, as commands that work', async () => {
    await send(6401, '/help');
    expect(lastTextTo(6401)).toContain('/balance');
    expect(lastTextTo(6401)).toContain('/tasks');
  });
});
