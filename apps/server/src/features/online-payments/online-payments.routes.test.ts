// «Online payment: YooKassa»: against the local fake that follows ЮKassa's documented
// API, a payment is started, paid or given up on its confirmation page, and settled only from
// ЮKassa's GET — replayed, simultaneous, out-of-order, stranger and lying notifications change
// nothing ЮKassa does not confirm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeYooKassa, type FakeYooKassa } from '../../testing/fake-yookassa-server.ts';
import {
  assignedManager,
  connectTariff,
  getBilling,
  onlyInvoice,
  recordPayment,
} from '../billing/billing.fixtures.ts';
import {
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { listOfInvoice } from './online-payments.repository.ts';

let fake: FakeYooKassa;
let t: TestApp;
let webhookUrl: string;

beforeAll(async () => {
  fake = await startFakeYooKassa();
  t = await buildTestApp({
    config: {
      appUrl: 'http://kabinet.test',
      yookassa: { shopId: fake.shopId, secretKey: fake.secretKey, baseUrl: fake.apiUrl },
    },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `${address}/api/v1/webhooks/yookassa`;
  fake.setWebhookUrl(webhookUrl);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Started = {
  id: number;
  status: string;
  confirmation_url: string | null;
  amount_kopecks: number;
};

async function clientWithInvoice() {
  t.clock.set(NOW);
  const client = await createTariffClient(t);
  await connectTariff(t, client);
  return { client, invoice: await onlyInvoice(t, client) };
}

function start(
  client: TariffClient,
  invoiceId: number,
  payload: object = {},
  companyId = client.company.id,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/invoices/${invoiceId}/online-payments`,
    headers: client.headers,
    payload,
  });
}

async function started(client: TariffClient, invoiceId: number, payload: object = {}) {
  const response = await start(client, invoiceId, payload);
  expect(response.statusCode).toBe(201);
  return response.json().data as Started;
}

/** ЮKassa's id of our payment (what the payer's bank and the notifications name). */
function providerIdOf(payment: Started): string {
  const found = [...fake.payments.values()].find(
    (item) => item.metadata?.online_payment_id === String(payment.id),
  );
  if (!found) throw new Error(`no provider payment for ${payment.id}`);
  return found.id;
}

async function show(client: TariffClient, id: number) {
  return t.app.inject({ url: `/api/v1/online-payments/${id}`, headers: client.headers });
}

async function invoiceOf(client: TariffClient) {
  return (await getBilling(t, client.company.id, client.headers)).json().data.invoices[0] as {
    status: string;
    paid_kopecks: number;
    total_kopecks: number;
  };
}

/** The company's ledger as an admin reads it. */
async function ledgerOf(companyId: number) {
  const admin = await createStaff(t, 'admin');
  const response = await t.app.inject({
    url: `/api/v1/staff/companies/${companyId}/ledger`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    kind: string;
    amount_kopecks: number;
    source_type: string;
    reason: string | null;
  }[];
}

async function tariffStatusOf(client: TariffClient) {
  const response = await t.app.inject({
    url: '/api/company-tariff-last-by-active',
    headers: client.headers,
  });
  return response.json().data.status as string;
}

describe('paying an invoice online', () => {
  it('starts a payment for what is due and sends the payer to ЮKassa; a second click reuses it', async () => {
    const { client, invoice } = await clientWithInvoice();
    const payment = await started(client, invoice.id, { method: 'sbp' });
    expect(payment).toMatchObject({
      status: 'pending',
      status_name: 'Ожидает оплаты',
      amount_kopecks: invoice.total_kopecks,
      method: 'sbp',
    });
    expect(payment.confirmation_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);
    const provider = fake.payments.get(providerIdOf(payment))!;
    expect(provider.amount.value).toBe((invoice.total_kopecks / 100).toFixed(2));
    expect(provider.confirmation?.return_url).toBe(
      `http://kabinet.test/payment/success?payment=${payment.id}`,
    );
    const again = await started(client, invoice.id, { method: 'sbp' });
    expect(again.id).toBe(payment.id);
  });

  it('credits the invoice when the payer pays, and activates the tariff', async () => {
    const { client, invoice } = await clientWithInvoice();
    const payment = await started(client, invoice.id);
    await fake.pay(providerIdOf(payment));
    expect(fake.deliveries.at(-1)).toMatchObject({ event: 'payment.succeeded', status: 200 });
    expect((await show(client, payment.id)).json().data).toMatchObject({
      status: 'succeeded',
      status_name: 'Оплачен',
      confirmation_url: null,
    });
    expect(await invoiceOf(client)).toMatchObject({
      status: 'paid',
      paid_kopecks: invoice.total_kopecks,
    });
    expect(await tariffStatusOf(client)).toBe('NEW');
    // Billing's after-commit announcement runs for a card payment too: «Оплата получена».
    const notices = (
      await t.app.inject({ url: '/api/v1/notifications', headers: client.headers })
    ).json().data as { type: string; data: { event?: string } }[];
    expect(
      notices.filter((item) => item.type === 'BILLING').map((item) => item.data.event),
    ).toContain('payment_received');
  });

  it('credits once for a replayed notification and for two at the same moment', async () => {
    const { client, invoice } = await clientWithInvoice();
    const payment = await started(client, invoice.id);
    const providerId = providerIdOf(payment);
    fake.holdNotifications();
    await fake.pay(providerId);
    const paid = fake.payments.get(providerId)!;
    await Promise.all([
      fake.notify('payment.succeeded', paid),
      fake.notify('payment.succeeded', paid),
      fake.release(),
    ]);
    await fake.notify('payment.succeeded', paid);
    expect(await invoiceOf(client)).toMatchObject({
      status: 'paid',
      paid_kopecks: invoice.total_kopecks,
    });
    const ledger = await ledgerOf(client.company.id);
    expect(ledger.filter((entry) => entry.kind === 'payment')).toHaveLength(1);
  });

  it('believes ЮKassa’s GET, not a notification whose body lies', async () => {
    const { client, invoice } = await clientWithInvoice();
    const payment = await started(client, invoice.id);
    const pending = fake.payments.get(providerIdOf(payment))!;
    const status = await fake.notify('payment.succeeded', {
      ...pending,
      status: 'succeeded',
      paid: true,
    });
    expect(status).toBe(200);
    expect((await show(client, payment.id)).json().data.status).toBe('pending');
    expect(await invoiceOf(client)).toMatchObject({ status: 'issued', paid_kopecks: 0 });
    expect(await tariffStatusOf(client)).toBe('NEW_MONEY_NOT_ENOUGH');
  });

  it('acknowledges a notification of a payment it never started, and changes nothing', async () => {
    const { client, invoice } = await clientWithInvoice();
    await started(client, invoice.id);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: '2f000000-000f-5000-8000-000000000000', status: 'succeeded', paid: true },
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'ignored' });
    expect(await ledgerOf(client.company.id)).toEqual([]);
    expect((await invoiceOf(client)).status).toBe('issued');
  });

  it('ends as ЮKassa says whatever order the notifications arrive in', async () => {
    const { client, invoice } = await clientWithInvoice();
    const payment = await started(client, invoice.id);
    const providerId = providerIdOf(payment);
    fake.holdNotifications();
    await fake.pay(providerId);
    await fake.notify('payment.canceled', {
      ...fake.payments.get(providerId)!,
      status: 'canceled',
    });
    await fake.release('reversed');
    expect((await show(client, payment.id)).json().data.status).toBe('succeeded');
    expect((await invoiceOf(client)).status).toBe('paid');
  });

  it('records a payment the payer gave up on, and a new click starts a new one', async () => {
    const { client, invoice } = await clientWithInvoice();
    const payment = await started(client, invoice.id);
    await fake.cancel(providerIdOf(payment));
    expect((await show(client, payment.id)).json().data).toMatchObject({
      status: 'canceled',
      status_name: 'Платёж отменён',
    });
    expect((await invoiceOf(client)).status).toBe('issued');
    const next = await started(client, invoice.id);
    expect(next.id).not.toBe(payment.id);
  });

  it('settles from the success page when the notification cannot reach us', async () => {
    const { client, invoice } = await clientWithInvoice();
    const payment = await started(client, invoice.id);
    fake.setWebhookUrl(null);
    try {
      await fake.pay(providerIdOf(payment));
      t.clock.set(new Date(NOW.getTime() + 5_000));
      expect((await show(client, payment.id)).json().data.status).toBe('succeeded');
      expect((await invoiceOf(client)).status).toBe('paid');
    } finally {
      fake.setWebhookUrl(webhookUrl);
    }
  });
});

describe('money for an invoice settled meanwhile', () => {
  it('keeps a card payment for an invoice paid by transfer on the balance as an advance, and tells the managers', async () => {
    const { client, invoice } = await clientWithInvoice();
    const manager = await assignedManager(t, client);
    const otherManager = await assignedManager(t, client);
    const payment = await started(client, invoice.id);
    const transfer = await recordPayment(t, invoice.id, manager.headers, {
      amount_kopecks: invoice.total_kopecks,
      paid_on: '2026-11-21',
      order_number: '31',
    });
    expect(transfer.statusCode).toBe(200);

    await fake.pay(providerIdOf(payment));
    expect(fake.deliveries.at(-1)).toMatchObject({ event: 'payment.succeeded', status: 200 });
    expect((await show(client, payment.id)).json().data.status).toBe('succeeded');
    expect(await invoiceOf(client)).toMatchObject({
      status: 'paid',
      paid_kopecks: invoice.total_kopecks,
    });
    const summary = (await getBilling(t, client.company.id, client.headers)).json().data;
    expect(summary.balance_kopecks).toBe(invoice.total_kopecks * 2);
    expect(await ledgerOf(client.company.id)).toContainEqual(
      expect.objectContaining({
        kind: 'payment',
        amount_kopecks: invoice.total_kopecks,
        source_type: 'advance',
        reason: `Аванс: счёт № ${invoice.number} уже был оплачен`,
      }),
    );
    const notices = await t.app.inject({
      url: '/api/v1/notifications',
      headers: otherManager.headers,
    });
    expect(notices.json().data).toContainEqual(
      expect.objectContaining({
        data: expect.objectContaining({
          event: 'advance_received',
          invoice_id: invoice.id,
          amount_kopecks: invoice.total_kopecks,
        }),
      }),
    );
  });

  it('keeps a card payment for a cancelled invoice on the balance as an advance', async () => {
    const { client, invoice } = await clientWithInvoice();
    const manager = await assignedManager(t, client);
    const payment = await started(client, invoice.id);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/invoices/${invoice.id}/cancel`,
      headers: manager.headers,
      payload: { reason: 'Клиент передумал' },
    });
    expect(cancel.statusCode).toBe(200);

    await fake.pay(providerIdOf(payment));
    expect((await show(client, payment.id)).json().data.status).toBe('succeeded');
    const summary = (await getBilling(t, client.company.id, client.headers)).json().data;
    expect(summary.balance_kopecks).toBe(invoice.total_kopecks);
    expect(summary.invoices[0]).toMatchObject({ status: 'cancelled', paid_kopecks: 0 });
    expect(await ledgerOf(client.company.id)).toEqual([
      expect.objectContaining({
        source_type: 'advance',
        amount_kopecks: invoice.total_kopecks,
        reason: `Аванс: платёж по отменённому счёту № ${invoice.number}`,
      }),
    ]);
  });
});

describe('refusals', () => {
  it('keeps another company’s invoice and payment out of reach (404)', async () => {
    const { client, invoice } = await clientWithInvoice();
    const payment = await started(client, invoice.id);
    const stranger = await createTariffClient(t);
    const foreignStart = await start(stranger, invoice.id, {}, client.company.id);
    expect(foreignStart.statusCode).toBe(404);
    const ownCompanyOtherInvoice = await start(stranger, invoice.id, {}, stranger.company.id);
    expect(ownCompanyOtherInvoice.statusCode).toBe(404);
    expect((await show(stranger, payment.id)).statusCode).toBe(404);
    expect((await show(stranger, payment.id)).json()).toEqual({ message: 'Платёж не найден.' });
  });

  it('refuses a paid invoice (409) and an unknown method (422)', async () => {
    const { client, invoice } = await clientWithInvoice();
    const payment = await started(client, invoice.id);
    await fake.pay(providerIdOf(payment));
    const paid = await start(client, invoice.id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ message: 'По этому счёту нечего оплачивать.' });
    const bad = await start(client, invoice.id, { method: 'cash' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.method).toEqual(['Выберите способ оплаты: карта или СБП']);
  });

  it('answers 502 in Russian when ЮKassa is down, leaving no payment behind', async () => {
    const { client, invoice } = await clientWithInvoice();
    fake.failNext(10);
    const response = await start(client, invoice.id);
    fake.failNext(0);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/ЮKassa сейчас недоступен/);
    expect(await listOfInvoice(t.db, invoice.id)).toEqual([]);
  });

  it('keeps online payment off without ЮKassa credentials (409)', async () => {
    const plain = await buildTestApp();
    try {
      plain.clock.set(NOW);
      const client = await createTariffClient(plain);
      await connectTariff(plain, client);
      const invoice = await onlyInvoice(plain, client);
      const response = await plain.app.inject({
        method: 'POST',
        url: `/api/v1/companies/${client.company.id}/invoices/${invoice.id}/online-payments`,
        headers: client.headers,
        payload: {},
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/Онлайн-оплата не подключена/);
    } finally {
      await plain.close();
    }
  });
});

describe('refunds through ЮKassa', () => {
  async function paidOnline() {
    const { client, invoice } = await clientWithInvoice();
    const payment = await started(client, invoice.id);
    await fake.pay(providerIdOf(payment));
    return { client, invoice, payment };
  }

  function refund(headers: Record<string, string>, id: number, payload: object) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/online-payments/${id}/refunds`,
      headers,
      payload,
    });
  }

  it('returns money once: the ledger gets the refund when ЮKassa confirms it, however often told', async () => {
    const { client, payment } = await paidOnline();
    const admin = await createStaff(t, 'admin');
    const response = await refund(admin.headers, payment.id, {
      amount_kopecks: 10_000,
      reason: 'Клиент передумал',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: payment.id, refunded_kopecks: 10_000 });
    // ЮKassa's refund.succeeded arrived as well (the fake sends it): still one refund posted.
    const [sent] = [...fake.refunds.values()].filter(
      (item) => item.payment_id === providerIdOf(payment),
    );
    await fake.notify('refund.succeeded', sent!);
    await fake.notify('refund.succeeded', sent!);
    const refunds = (await ledgerOf(client.company.id)).filter((entry) => entry.kind === 'refund');
    expect(refunds.map((entry) => entry.amount_kopecks)).toEqual([-10_000]);

    const listed = await t.app.inject({
      url: `/api/v1/staff/companies/${client.company.id}/online-payments`,
      headers: admin.headers,
    });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: payment.id, refunded_kopecks: 10_000 }),
    ]);
  });

  it('refuses more than is left, a client (403) and another company’s manager (404)', async () => {
    const { client, payment } = await paidOnline();
    const admin = await createStaff(t, 'admin');
    const tooMuch = await refund(admin.headers, payment.id, {
      amount_kopecks: payment.amount_kopecks + 1,
      reason: 'Ошибка',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount_kopecks[0]).toMatch(/^Сумма больше, чем можно вернуть/);
    expect(
      (await refund(client.headers, payment.id, { amount_kopecks: 100, reason: 'x' })).statusCode,
    ).toBe(403);
    const stranger = await createStaff(t, 'manager');
    const foreign = await refund(stranger.headers, payment.id, {
      amount_kopecks: 100,
      reason: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await ledgerOf(client.company.id)).filter((entry) => entry.kind === 'refund')).toEqual(
      [],
    );
  });

  it('acknowledges a refund notification ЮKassa knows nothing of', async () => {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'notification',
        event: 'refund.succeeded',
        object: { id: 'forged-refund', payment_id: 'forged', status: 'succeeded' },
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'ignored' });
  });
});
