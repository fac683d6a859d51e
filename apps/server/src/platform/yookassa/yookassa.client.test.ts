import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readText } from '../../testing/request-body.ts';
import { startFakeYooKassa, type FakeYooKassa } from '../../testing/fake-yookassa-server.ts';

import { createYooKassaClient, YooKassaError } from './yookassa.client.ts';
import { amountValueToKopecks, kopecksToAmountValue } from './yookassa.types.ts';

let fake: FakeYooKassa;
const received: { event: string; object: { id: string; status: string } }[] = [];
const shop = createServer((request, response) => {
  void readText(request).then((body) => {
    received.push(JSON.parse(body) as (typeof received)[number]);
    response.writeHead(200).end();
  });
});

beforeAll(async () => {
  fake = await startFakeYooKassa();
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  fake.setWebhookUrl(`http://127.0.0.1:${(shop.address() as AddressInfo).port}/hook`);
});
afterAll(async () => {
  await fake.close();
  shop.close();
});

const client = () =>
  createYooKassaClient({
    shopId: fake.shopId,
    secretKey: fake.secretKey,
    baseUrl: fake.apiUrl,
    retryDelayMs: 1,
  });

const order = (key: string, amountKopecks = 1_560_000) => ({
  amountKopecks,
  description: 'Счёт № 2026-0012',
  returnUrl: 'http://kabinet.test/payment/success',
  idempotenceKey: key,
  metadata: { invoice_id: '12' },
});

describe('amounts at the boundary', () => {
  it('turns kopecks into ЮKassa values and back without losing a kopeck', () => {
    expect(kopecksToAmountValue(1_560_000)).toBe('15600.00');
    expect(kopecksToAmountValue(1)).toBe('0.01');
    expect(kopecksToAmountValue(123_456_789)).toBe('1234567.89');
    expect(amountValueToKopecks('15600.00')).toBe(1_560_000);
    expect(amountValueToKopecks('0.1')).toBe(10);
    expect(amountValueToKopecks('12')).toBe(1200);
    expect(amountValueToKopecks('1e3')).toBeNull();
    expect(amountValueToKopecks('-5.00')).toBeNull();
    expect(() => kopecksToAmountValue(0)).toThrow(RangeError);
    expect(() => kopecksToAmountValue(10.5)).toThrow(RangeError);
  });
});

describe('ЮKassa client against the documented API', () => {
  it('creates a pending payment with a confirmation page, and a repeated key replays it', async () => {
    const payment = await client().createPayment(order('key-replay'));
    expect(payment).toMatchObject({
      status: 'pending',
      paid: false,
      amount: { value: '15600.00', currency: 'RUB' },
      metadata: { invoice_id: '12' },
      confirmation: { type: 'redirect', return_url: 'http://kabinet.test/payment/success' },
    });
    expect(payment.confirmation?.confirmation_url).toMatch(/\/checkout\//);
    const again = await client().createPayment(order('key-replay'));
    expect(again.id).toBe(payment.id);
  });

  it('refuses a reused key with other data, and wrong credentials, as final errors', async () => {
    await client().createPayment(order('key-reused'));
    const reused = await client()
      .createPayment(order('key-reused', 100))
      .catch((failure: unknown) => failure);
    expect(reused).toBeInstanceOf(YooKassaError);
    expect(reused).toMatchObject({ status: 400, code: 'invalid_request', final: true });
    const stranger = createYooKassaClient({
      shopId: fake.shopId,
      secretKey: 'test_wrong',
      baseUrl: fake.apiUrl,
    });
    await expect(stranger.getPayment('any')).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
  });

  it('retries a 500 with the same key, so one payment is created', async () => {
    const before = fake.payments.size;
    fake.failNext(2);
    const payment = await client().createPayment(order('key-after-500'));
    expect(fake.payments.size).toBe(before + 1);
    expect(fake.payments.get(payment.id)?.status).toBe('pending');
    fake.failNext(5);
    await expect(client().getPayment(payment.id)).rejects.toMatchObject({
      status: 500,
      final: false,
    });
    fake.failNext(0);
  });

  it('pays on the confirmation page: the shop is notified and GET tells the same', async () => {
    const payment = await client().createPayment({ ...order('key-pay'), method: 'sbp' });
    const page = await fetch(payment.confirmation!.confirmation_url!);
    expect(await page.text()).toContain('15600,00 ₽');
    const paid = await fetch(`${payment.confirmation!.confirmation_url!}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ method: 'sbp' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe('http://kabinet.test/payment/success');
    expect(received.at(-1)).toMatchObject({
      event: 'payment.succeeded',
      object: { id: payment.id, status: 'succeeded' },
    });
    expect(await client().getPayment(payment.id)).toMatchObject({
      status: 'succeeded',
      paid: true,
      payment_method: { type: 'sbp' },
    });
  });

  it('notifies a canceled payment and refunds a paid one within its amount', async () => {
    const given = await client().createPayment(order('key-cancel'));
    await fake.cancel(given.id);
    expect(received.at(-1)).toMatchObject({ event: 'payment.canceled', object: { id: given.id } });
    expect((await client().getPayment(given.id)).cancellation_details).toBeDefined();

    const paid = await client().createPayment(order('key-refund', 10_000));
    await fake.pay(paid.id);
    const refund = await client().createRefund({
      paymentId: paid.id,
      amountKopecks: 4_000,
      idempotenceKey: 'refund-1',
    });
    expect(refund).toMatchObject({ payment_id: paid.id, status: 'succeeded' });
    expect((await client().getPayment(paid.id)).refunded_amount?.value).toBe('40.00');
    await expect(
      client().createRefund({
        paymentId: paid.id,
        amountKopecks: 6_001,
        idempotenceKey: 'refund-2',
      }),
    ).rejects.toMatchObject({ status: 400, final: true });
  });

  it('holds notifications and sends them out of order when told', async () => {
    const payment = await client().createPayment(order('key-order', 5_000));
    fake.holdNotifications();
    await fake.pay(payment.id);
    await fake.notify('payment.canceled', { ...payment, status: 'canceled' });
    const count = received.length;
    await fake.release('reversed');
    expect(received.slice(count).map((item) => item.event)).toEqual([
      'payment.canceled',
      'payment.succeeded',
    ]);
  });
});
