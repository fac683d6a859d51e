import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';
import {
  COMPLETE_VALUES,
  createTariffClient,
  NOW,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { companyNotFound, invoiceNotFound } from './billing.errors.ts';
import { connectTariff, getBilling, onlyInvoice } from './billing.fixtures.ts';
import { errorBody } from '../../platform/errors.ts';

const t = useTestApp();

function topUp(companyId: number, headers: Record<string, string>, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/invoices/top-up`,
    headers,
    payload,
  });
}

describe('tariff invoice on connect', () => {
  it('issues the invoice for the months chosen, first month at its own price, in the connect', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const tariff = await connectTariff(t, client);
    expect(tariff.status).toBe('NEW_MONEY_NOT_ENOUGH');
    const response = await getBilling(t, client.company.id, client.headers);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    // Финансовый for 3 months: first month 16 900 ₽, then 2 × 19 855 ₽ (connect's own amount).
    const total = (16_900 + 19_855 * 2) * 100;
    expect(tariff.amount * 100).toBe(total);
    expect(data).toMatchObject({
      balance_kopecks: 0,
      debt_kopecks: 0,
      due_kopecks: total,
      next_due_date: '2026-11-26',
    });
    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0]).toMatchObject({
      kind: 'tariff',
      status: 'issued',
      status_name: 'Выставлен',
      company_tariff_id: tariff.id,
      total_kopecks: total,
      paid_kopecks: 0,
      vat_mode: 'none',
      buyer: { name: client.company.name, inn: client.company.inn, kpp: client.company.kpp },
      lines: [
        { quantity: 1, price_kopecks: 1_690_000, amount_kopecks: 1_690_000 },
        { quantity: 2, price_kopecks: 1_985_500, amount_kopecks: 3_971_000 },
      ],
    });
    expect(data.invoices[0].number).toMatch(/^2026-\d{4}$/);
    // Connected on 25 November: the first month is November, the next two December and January.
    expect(data.invoices[0].lines.map((line: { name: string }) => line.name)).toEqual([
      'Бухгалтерское обслуживание по тарифу «Финансовый» за ноябрь 2026 г.',
      'Бухгалтерское обслуживание по тарифу «Финансовый» за декабрь 2026 г. — январь 2027 г.',
    ]);
  });

  it('issues no invoice when the ledger balance already covers the tariff', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    expect((await connectTariff(t, client)).status).toBe('NEW');
    const { data } = (await getBilling(t, client.company.id, client.headers)).json();
    expect(data.invoices).toEqual([]);
    expect(data.balance_kopecks).toBe(100_000_000);
  });

  it('issues one invoice when the connect is retried with the same choice', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    await connectTariff(t, client);
    await connectTariff(t, client, COMPLETE_VALUES);
    await expect(onlyInvoice(t, client)).resolves.toMatchObject({ kind: 'tariff' });
  });
});

describe('a withdrawn connection takes its unpaid invoice with it', () => {
  async function invoicesOf(client: Awaited<ReturnType<typeof createTariffClient>>) {
    const { data } = (await getBilling(t, client.company.id, client.headers)).json();
    return data as {
      invoices: {
        company_tariff_id: number | null;
        status_name: string;
        cancel_reason: string | null;
      }[];
      due_kopecks: number;
    };
  }

  it('cancels the old invoice when a new choice replaces the connection', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const first = await connectTariff(t, client);
    const second = await connectTariff(t, client, { ...COMPLETE_VALUES, tariff_id: 1 });
    expect(second.id).not.toBe(first.id);
    const { invoices, due_kopecks } = await invoicesOf(client);
    expect(invoices.map((invoice) => [invoice.status_name, invoice.cancel_reason])).toEqual([
      ['Выставлен', null],
      ['Отменён', 'Подключение тарифа отменено'],
    ]);
    expect(invoices[0]?.company_tariff_id).toBe(second.id);
    expect(due_kopecks).toBe(second.amount * 100);
  });

  it('cancels the invoice when the client deletes the connection', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const tariff = await connectTariff(t, client);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/company-tariffs/${tariff.id}`,
      headers: client.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const { invoices, due_kopecks } = await invoicesOf(client);
    expect(invoices.map((invoice) => invoice.status_name)).toEqual(['Отменён']);
    expect(due_kopecks).toBe(0);
  });
});

describe('POST /api/v1/companies/{id}/invoices/top-up', () => {
  it('issues a top-up invoice of any amount, numbered in the year series', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const response = await topUp(client.company.id, client.headers, { amount_kopecks: 123_45 });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      kind: 'topup',
      status: 'issued',
      total_kopecks: 12_345,
      due_kopecks: 12_345,
      lines: [{ name: 'Пополнение баланса', quantity: 1, price_kopecks: 12_345 }],
    });
    expect(response.json().data.number).toMatch(/^2026-\d{4}$/);
  });

  it('tells the company’s other users of a top-up invoice, not the one who asked for it', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const colleague = await createUser(t.db);
    await addCompanyUser(t.db, {
      companyId: client.company.id,
      userId: colleague.id,
      position: 'employee',
    });
    const invoice = (
      await topUp(client.company.id, client.headers, { amount_kopecks: 150_000 })
    ).json().data;
    const noticesOf = async (headers: Record<string, string>) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers })).json()
          .data as { type: string; data: Record<string, unknown> }[]
      ).filter((item) => item.type === 'BILLING');
    expect(await noticesOf(client.headers)).toEqual([]);
    const colleagueHeaders = bearer(await loginAs(t.app, colleague));
    expect((await noticesOf(colleagueHeaders)).map((item) => item.data)).toEqual([
      expect.objectContaining({
        event: 'invoice_issued',
        invoice_id: invoice.id,
        title: 'Выставлен счёт',
        text: `${client.company.name}: счёт № ${invoice.number} на 1\u00a0500,00\u00a0₽, оплатить до 26.11.2026`,
      }),
    ]);
  });

  it.each([0, -100, 10.5])('refuses the amount %s with a Russian field error', async (amount) => {
    const client = await createTariffClient(t);
    const response = await topUp(client.company.id, client.headers, { amount_kopecks: amount });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount_kopecks[0]).toMatch(
      /Сумма должна быть больше нуля|целым числом/,
    );
  });

  it('numbers concurrent invoices without gaps or repeats', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        topUp(client.company.id, client.headers, { amount_kopecks: 100_00 }),
      ),
    );
    const numbers = answers.map((answer) => answer.json().data.number as string).sort();
    const sequences = numbers.map((number) => Number(number.slice(5)));
    const first = sequences[0] ?? 0;
    // Eight different numbers, one after another: no repeats, no gaps.
    expect(sequences).toEqual(Array.from({ length: 8 }, (_, i) => first + i));
    expect(numbers.every((number) => number.startsWith('2026-'))).toBe(true);
  });
});

describe('access to a company’s billing', () => {
  it('answers 404 to a user of another company on every client route', async () => {
    t.clock.set(NOW);
    const owner = await createTariffClient(t);
    const stranger = await createTariffClient(t);
    await connectTariff(t, owner);
    const invoice = await onlyInvoice(t, owner);
    const id = owner.company.id;
    const notFound = errorBody(companyNotFound());
    for (const url of [
      `/api/v1/companies/${id}/billing`,
      `/api/v1/companies/${id}/invoices`,
      `/api/v1/companies/${id}/invoices/${invoice.id}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: stranger.headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const top = await topUp(id, stranger.headers, { amount_kopecks: 100 });
    expect(top.statusCode).toBe(404);
    // The stranger's own company path does not reach the owner's invoice either.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${stranger.company.id}/invoices/${invoice.id}`,
      headers: stranger.headers,
    });
    expect(own.statusCode).toBe(404);
    expect(own.json()).toEqual(errorBody(invoiceNotFound()));
  });

  it('answers 401 without a token', async () => {
    const owner = await createTariffClient(t);
    const response = await getBilling(t, owner.company.id, {});
    expect(response.statusCode).toBe(401);
  });
});
