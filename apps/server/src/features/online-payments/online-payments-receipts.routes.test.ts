// 54-ФЗ receipts against a fake ЮKassa that, like a shop with «Чеки от ЮKassa», refuses a payment
// or refund without a receipt whose items add up: the firm turns receipts on, every payment and
// refund then carries one to the company's receipt e-mail (else the payer's), and a receipt that
// could not be whole stops the payment before ЮKassa is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { updateUser } from '../../testing/factories.ts';
import { startFakeYooKassa, type FakeYooKassa } from '../../testing/fake-yookassa-server.ts';
import {
  assignedManager,
  connectTariff,
  onlyInvoice,
  recordPayment,
} from '../billing/billing.fixtures.ts';
import {
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

let fake: FakeYooKassa;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeYooKassa({ receiptsRequired: true });
  t = await buildTestApp({
    config: {
      appUrl: 'http://kabinet.test',
      yookassa: { shopId: fake.shopId, secretKey: fake.secretKey, baseUrl: fake.apiUrl },
    },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.setWebhookUrl(`${address}/api/v1/webhooks/yookassa`);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type SentReceipt = {
  customer: { email?: string };
  tax_system_code?: number;
  items: {
    description: string;
    quantity: number;
    amount: { value: string };
    vat_code: number;
    payment_subject: string;
    payment_mode: string;
  }[];
};

async function clientWithInvoice() {
  t.clock.set(NOW);
  const client = await createTariffClient(t);
  await connectTariff(t, client);
  return { client, invoice: await onlyInvoice(t, client) };
}

function start(client: TariffClient, invoiceId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${client.company.id}/invoices/${invoiceId}/online-payments`,
    headers: client.headers,
    payload: {},
  });
}

function saveSettings(headers: Record<string, string>, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/online-payments/settings',
    headers,
    payload,
  });
}

function setReceiptEmail(client: TariffClient, email: string, companyId = client.company.id) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/companies/${companyId}/online-payments/receipt-email`,
    headers: client.headers,
    payload: { receipt_email: email },
  });
}

/** The receipt ЮKassa accepted with the payment of our online payment `id`. */
function receiptOf(id: number): SentReceipt {
  const payment = [...fake.payments.values()].find(
    (item) => item.metadata?.online_payment_id === String(id),
  );
  const found = fake.receipts.find((item) => item.objectId === payment?.id);
  if (!found) throw new Error(`no receipt for payment ${id}`);
  return found.receipt as SentReceipt;
}

const kopecksOf = (receipt: SentReceipt) =>
  receipt.items.reduce(
    (sum, item) => sum + Math.round(Number(item.amount.value) * 100 * item.quantity),
    0,
  );

describe('54-ФЗ receipts', () => {
  it('without receipts turned on, a shop that requires them refuses the payment and nothing is left', async () => {
    const { client, invoice } = await clientWithInvoice();
    const before = fake.payments.size;
    const response = await start(client, invoice.id);
    expect(response.statusCode).toBe(502);
    expect(fake.payments.size).toBe(before);
  });

  it('only an admin changes the settings, and they are read back', async () => {
    const { client } = await clientWithInvoice();
    const manager = await createStaff(t, 'manager');
    const admin = await createStaff(t, 'admin');
    const body = { receipts_enabled: true, tax_system_code: 2 };
    expect((await saveSettings(client.headers, body)).statusCode).toBe(403);
    expect((await saveSettings(manager.headers, body)).statusCode).toBe(403);
    const bad = await saveSettings(admin.headers, { receipts_enabled: true, tax_system_code: 7 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.tax_system_code).toEqual([
      'Выберите систему налогообложения из списка.',
    ]);
    expect((await saveSettings(admin.headers, body)).statusCode).toBe(200);
    const read = await t.app.inject({
      url: '/api/v1/admin/online-payments/settings',
      headers: admin.headers,
    });
    expect(read.json().data).toEqual(body);
  });

  it('sends the invoice lines as services paid in full, to the payer’s e-mail, summing to the payment', async () => {
    const { client, invoice } = await clientWithInvoice();
    const response = await start(client, invoice.id);
    expect(response.statusCode).toBe(201);
    const receipt = receiptOf(response.json().data.id);
    expect(receipt.customer).toEqual({ email: client.user.email });
    expect(receipt.tax_system_code).toBe(2);
    expect(kopecksOf(receipt)).toBe(invoice.total_kopecks);
    expect(receipt.items.length).toBeGreaterThan(0);
    for (const item of receipt.items) {
      expect(item).toMatchObject({ payment_subject: 'service', payment_mode: 'full_payment' });
      // The firm's invoices are «Без НДС» until its VAT is set: vat_code 1.
      expect(item.vat_code).toBe(1);
    }
  });

  it('goes to the company’s receipt e-mail once set; a bad address is a field error', async () => {
    const { client, invoice } = await clientWithInvoice();
    const bad = await setReceiptEmail(client, 'buh@');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.receipt_email).toEqual(['Введите корректный email.']);
    const saved = await setReceiptEmail(client, 'Buh@Romashka.ru');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      receipts_enabled: true,
      receipt_email: 'buh@romashka.ru',
    });
    const response = await start(client, invoice.id);
    expect(receiptOf(response.json().data.id).customer).toEqual({ email: 'buh@romashka.ru' });
  });

  it('stops a payment whose receipt would have no address, before ЮKassa is asked', async () => {
    const { client, invoice } = await clientWithInvoice();
    await updateUser(t.db, client.user.id, { email: null });
    const before = fake.payments.size;
    const response = await start(client, invoice.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.receipt_email[0]).toMatch(
      /^Чек не сформирован: в чеке нет e-mail/,
    );
    expect(fake.payments.size).toBe(before);
  });

  it('covers what is left of a partly paid invoice exactly', async () => {
    const { client, invoice } = await clientWithInvoice();
    const manager = await assignedManager(t, client);
    const part = 123_457;
    const paid = await recordPayment(t, invoice.id, manager.headers, {
      amount_kopecks: part,
      paid_on: '2026-11-21',
      order_number: '77',
    });
    expect(paid.statusCode).toBe(200);
    const response = await start(client, invoice.id);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.amount_kopecks).toBe(invoice.total_kopecks - part);
    expect(kopecksOf(receiptOf(response.json().data.id))).toBe(invoice.total_kopecks - part);
  });

  it('gives a refund its own receipt for the refunded sum', async () => {
    const { client, invoice } = await clientWithInvoice();
    const payment = (await start(client, invoice.id)).json().data as { id: number };
    const provider = [...fake.payments.values()].find(
      (item) => item.metadata?.online_payment_id === String(payment.id),
    );
    await fake.pay(provider!.id);
    const admin = await createStaff(t, 'admin');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/online-payments/${payment.id}/refunds`,
      headers: admin.headers,
      payload: { amount_kopecks: 10_001, reason: 'Клиент передумал' },
    });
    expect(response.statusCode).toBe(200);
    const refund = fake.receipts.at(-1)!;
    expect(refund.kind).toBe('refund');
    expect(kopecksOf(refund.receipt as SentReceipt)).toBe(10_001);
  });

  it('shows a company’s profile only to those who see the company', async () => {
    const { client } = await clientWithInvoice();
    const { client: stranger } = await clientWithInvoice();
    const own = await t.app.inject({
      url: `/api/v1/companies/${client.company.id}/online-payments/profile`,
      headers: client.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual({
      receipts_enabled: true,
      receipt_email: null,
      saved_method: null,
      autopay: false,
      autopay_next: null,
      autopay_last_charge: null,
    });
    const foreign = await t.app.inject({
      url: `/api/v1/companies/${client.company.id}/online-payments/profile`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await setReceiptEmail(stranger, 'x@y.ru', client.company.id)).statusCode).toBe(404);
  });
});

describe('a saved card', () => {
  function profileOf(client: TariffClient) {
    return t.app.inject({
      url: `/api/v1/companies/${client.company.id}/online-payments/profile`,
      headers: client.headers,
    });
  }

  function setAutopay(client: TariffClient, enabled: boolean) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${client.company.id}/online-payments/autopay`,
      headers: client.headers,
      payload: { enabled },
    });
  }

  it('is kept masked after «Оплатить и сохранить карту», turns autopay on, and «Отвязать» stops both', async () => {
    const { client, invoice } = await clientWithInvoice();
    const refused = await setAutopay(client, true);
    expect(refused.statusCode).toBe(409);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${client.company.id}/invoices/${invoice.id}/online-payments`,
      headers: client.headers,
      payload: { save_method: true },
    });
    expect(response.statusCode).toBe(201);
    const provider = [...fake.payments.values()].find(
      (item) => item.metadata?.online_payment_id === String(response.json().data.id),
    );
    await fake.pay(provider!.id);
    const saved = (await profileOf(client)).json().data;
    expect(saved.saved_method).toMatchObject({
      type: 'bank_card',
      title: '•• 4242',
      expiry: '12/28',
      issuer: 'Sberbank',
    });
    expect(JSON.stringify(saved)).not.toContain('424242');

    expect((await setAutopay(client, true)).json().data.autopay).toBe(true);
    const forgotten = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${client.company.id}/online-payments/saved-method`,
      headers: client.headers,
    });
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.json().data).toMatchObject({ saved_method: null, autopay: false });
  });

  it('is not saved for a payment that did not ask, nor for another company', async () => {
    const { client, invoice } = await clientWithInvoice();
    const { client: stranger } = await clientWithInvoice();
    const payment = (await start(client, invoice.id)).json().data as { id: number };
    const provider = [...fake.payments.values()].find(
      (item) => item.metadata?.online_payment_id === String(payment.id),
    );
    await fake.pay(provider!.id);
    expect((await profileOf(client)).json().data.saved_method).toBeNull();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${client.company.id}/online-payments/saved-method`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the receipt page', () => {
  function readReceipt(id: number, headers: Record<string, string>) {
    return t.app.inject({ url: `/api/v1/online-payments/${id}/receipt`, headers });
  }

  async function startedPayment() {
    const { client, invoice } = await clientWithInvoice();
    const payment = (await start(client, invoice.id)).json().data as { id: number };
    const provider = [...fake.payments.values()].find(
      (item) => item.metadata?.online_payment_id === String(payment.id),
    )!;
    return { client, invoice, payment, provider };
  }

  it('shows the receipt sent, pending until the payment succeeds, then with its fiscal numbers and QR text', async () => {
    const { client, invoice, payment, provider } = await startedPayment();
    const waiting = await readReceipt(payment.id, client.headers);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data).toMatchObject({
      online_payment_id: payment.id,
      invoice_id: invoice.id,
      invoice_number: invoice.number,
      kind: 'income',
      total_kopecks: invoice.total_kopecks,
      customer: { email: client.user.email },
      tax_system_code: 2,
      registration: 'pending',
      fiscal: null,
      check_query: null,
      check_qr_svg: null,
    });

    await fake.pay(provider.id);
    const registered = (await readReceipt(payment.id, client.headers)).json().data;
    expect(registered.registration).toBe('succeeded');
    expect(registered.check_qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const shown = await t.app.inject({
      url: `/api/v1/online-payments/${payment.id}`,
      headers: client.headers,
    });
    expect(shown.json().data.has_receipt).toBe(true);
    expect(registered.fiscal).toEqual({
      storage_number: expect.stringMatching(/^\d{16}$/),
      document_number: expect.stringMatching(/^\d+$/),
      attribute: expect.stringMatching(/^\d+$/),
      registered_at: provider.captured_at,
    });
    const sum = (invoice.total_kopecks / 100).toFixed(2);
    expect(registered.check_query).toBe(
      `t=${registered.check_query.slice(2, 15)}&s=${sum}&fn=${registered.fiscal.storage_number}` +
        `&i=${registered.fiscal.document_number}&fp=${registered.fiscal.attribute}&n=1`,
    );
    expect(
      registered.items.reduce(
        (all: number, item: { amount_kopecks: number; quantity: number }) =>
          all + item.amount_kopecks * item.quantity,
        0,
      ),
    ).toBe(invoice.total_kopecks);
  });

  it('still shows the copy while ЮKassa does not answer', async () => {
    const { client, payment } = await startedPayment();
    fake.failNext(3);
    const response = await readReceipt(payment.id, client.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ registration: 'unknown', fiscal: null });
  });

  it('is another company’s 404, and a payment without a receipt says so', async () => {
    const { client, payment } = await startedPayment();
    const { client: stranger } = await clientWithInvoice();
    const foreign = await readReceipt(payment.id, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Платёж не найден.');

    await t.db.execute(`update online_payments set receipt = null where id = ${payment.id}`);
    const none = await readReceipt(payment.id, client.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/^По этому платежу чек не формировался/);
  });
});
