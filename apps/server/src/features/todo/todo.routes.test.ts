import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import {
  assignedManager,
  connectTariff,
  onlyInvoice,
  recordPayment,
} from '../billing/billing.fixtures.ts';
import { createConversation, sendText } from '../chat/chat.test-support.ts';
import { validAccount } from '../companies/companies.test-support.ts';
import {
  COMPLETE_VALUES,
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';
import { createTask } from '../tasks/tasks.test-support.ts';

const t = useTestApp();
const SBER = '044525225';
const TOTAL = (16_900 + 19_855 * 2) * 100;

type Item = {
  kind: string;
  title: string;
  detail: string;
  due_date?: string;
  link: string;
  severity: string;
};

async function todoOf(client: TariffClient): Promise<Item[]> {
  const response = await t.app.inject({
    url: `/api/v1/companies/${client.company.id}/todo`,
    headers: client.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Item[];
}

const kinds = (items: Item[]) => items.map((item) => item.kind);

let accounts = 0;

async function fillCompany(client: TariffClient) {
  accounts += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/fill/${client.company.id}`,
    headers: client.headers,
    payload: {
      requisites: {
        full_name: 'Общество с ограниченной ответственностью «Ромашка»',
        kpp: `1655010${String(accounts).padStart(2, '0')}`,
      },
      addresses: {
        legal_address: { string: '420111, Респ Татарстан, г Казань, ул Баумана, д 1' },
        actual_same_as_legal: true,
      },
      director: { director_name: 'Иванов Иван Иванович', director_post: 'Генеральный директор' },
      bank: { bik: SBER, account: validAccount(SBER, String(accounts).padStart(7, '0')) },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/v1/companies/{id}/todo', () => {
  it('a new company: choose a tariff and fill the data; filling removes its item', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const before = await todoOf(client);
    expect(before).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'tariff',
          title: 'Выберите тариф',
          link: '/service/tariff/step',
        }),
        expect.objectContaining({
          kind: 'company_data',
          link: '/company/fill',
          detail: 'Не хватает: адреса, руководитель, банковский счёт',
        }),
      ]),
    );
    await fillCompany(client);
    expect(kinds(await todoOf(client))).toEqual(['tariff']);
  });

  it('a saved draft asks to connect it; connecting issues an invoice to pay, paying removes it', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    await fillCompany(client);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/company-tariffs/draft',
      headers: client.headers,
      payload: { values: COMPLETE_VALUES },
    });
    expect(draft.statusCode).toBeLessThan(300);
    expect(await todoOf(client)).toEqual([
      expect.objectContaining({
        kind: 'tariff',
        title: 'Подключите тариф',
        link: '/service/tariff',
      }),
    ]);

    await connectTariff(t, client);
    const invoice = await onlyInvoice(t, client);
    const due = await todoOf(client);
    expect(due).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        title: `Оплатите счёт № ${invoice.number}`,
        link: '/payment',
        severity: 'warning',
      }),
    ]);

    // 00:30 in Moscow the day after the due date (still the due date in UTC): overdue already.
    t.clock.set(new Date(`${due[0]!.due_date!}T21:30:00Z`));
    const night = { ...client, headers: bearer(await loginAs(t.app, client.user)) };
    expect((await todoOf(night))[0]).toMatchObject({ kind: 'invoice', severity: 'danger' });
    // Half an hour earlier, 23:30 in Moscow on the due date, it is not.
    t.clock.set(new Date(`${due[0]!.due_date!}T20:30:00Z`));
    expect((await todoOf(night))[0]).toMatchObject({ kind: 'invoice', severity: 'warning' });

    // After the due date the same invoice is overdue: red.
    t.clock.set(new Date(new Date(`${due[0]!.due_date!}T12:00:00Z`).getTime() + 2 * 86_400_000));
    const late = { ...client, headers: bearer(await loginAs(t.app, client.user)) };
    expect((await todoOf(late))[0]).toMatchObject({
      kind: 'invoice',
      severity: 'danger',
      detail: expect.stringContaining('просрочен с'),
    });

    const manager = await assignedManager(t, client);
    const paid = await recordPayment(t, invoice.id, manager.headers, {
      amount_kopecks: TOTAL,
      paid_on: NOW.toISOString().slice(0, 10),
      order_number: '101',
    });
    expect(paid.statusCode).toBe(200);
    expect(await todoOf(late)).toEqual([]);
  });

  it('unread chat appears per conversation and disappears once read', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    await fillCompany(client);
    await connectTariff(t, client);
    const manager = await assignedManager(t, client);
    const invoice = await onlyInvoice(t, client);
    await recordPayment(t, invoice.id, manager.headers, {
      amount_kopecks: TOTAL,
      paid_on: NOW.toISOString().slice(0, 10),
      order_number: '102',
    });
    const conversation = await createConversation(
      t.app,
      { ...manager, token: '' },
      {
        company_id: client.company.id,
        name: 'Бухгалтерия',
        user_ids: [client.user.id],
      },
    );
    expect(await todoOf(client)).toEqual([]);
    const sent = await sendText(
      t.app,
      { ...manager, token: '' },
      conversation.id,
      'Пришлите выписку',
    );
    expect(sent.statusCode).toBeLessThan(300);
    expect(await todoOf(client)).toEqual([
      expect.objectContaining({
        kind: 'chat',
        title: 'Непрочитанные сообщения: Бухгалтерия',
        link: `/chat/${conversation.id}`,
      }),
    ]);

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${conversation.id}/read`,
      headers: client.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(await todoOf(client)).toEqual([]);
  });

  it('open tasks of the client side appear by due date, overdue in red, and leave once done', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    await fillCompany(client);
    await connectTariff(t, client);
    const manager = await assignedManager(t, client);
    const invoice = await onlyInvoice(t, client);
    await recordPayment(t, invoice.id, manager.headers, {
      amount_kopecks: TOTAL,
      paid_on: NOW.toISOString().slice(0, 10),
      order_number: '103',
    });
    const late = await createTask(t, manager.headers, {
      company_id: client.company.id,
      title: 'Пришлите договор аренды',
      due_date: '2026-11-20',
    });
    const soon = await createTask(t, manager.headers, {
      company_id: client.company.id,
      title: 'Подпишите доверенность',
      due_date: '2026-11-27',
    });
    const undated = await createTask(t, manager.headers, {
      company_id: client.company.id,
      title: 'Расскажите о новых сотрудниках',
    });
    // A task of the firm's side is not the client's to-do.
    await createTask(t, manager.headers, {
      company_id: client.company.id,
      title: 'Сверить остатки',
      audience: 'staff',
      due_date: '2026-11-19',
    });

    t.clock.set(new Date('2026-11-22T09:00:00Z'));
    const items = await todoOf({ ...client, headers: bearer(await loginAs(t.app, client.user)) });
    expect(items).toEqual([
      {
        kind: 'task',
        title: 'Пришлите договор аренды',
        detail: 'Просрочено на 2 дн.',
        due_date: '2026-11-20',
        link: `/tasks?task=${late.id}`,
        severity: 'danger',
      },
      {
        kind: 'task',
        title: 'Подпишите доверенность',
        detail: 'Срок — 27.11.2026',
        due_date: '2026-11-27',
        link: `/tasks?task=${soon.id}`,
        severity: 'warning',
      },
      {
        kind: 'task',
        title: 'Расскажите о новых сотрудниках',
        detail: 'Без срока',
        link: `/tasks?task=${undated.id}`,
        severity: 'info',
      },
    ]);

    const headers = bearer(await loginAs(t.app, client.user));
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${client.company.id}/tasks/${late.id}/complete`,
      headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await todoOf({ ...client, headers })).map((item) => item.title)).toEqual([
      'Подпишите доверенность',
      'Расскажите о новых сотрудниках',
    ]);
  });

  it("another company's user gets 404, the same as a missing company", async () => {
    t.clock.set(NOW);
    const a = await createTariffClient(t);
    const b = await createTariffClient(t);
    for (const url of [`/api/v1/companies/${a.company.id}/todo`, '/api/v1/companies/999999/todo']) {
      const response = await t.app.inject({ url, headers: b.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Компания не найдена.');
    }
    const anonymous = await t.app.inject({ url: `/api/v1/companies/${a.company.id}/todo` });
    expect(anonymous.statusCode).toBe(401);
  });
});
