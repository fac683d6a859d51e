// The month pays itself from the saved card: the month job charges the month, the autopay job
// pays its invoice by `payment_method_id` once however often and on however many nodes it runs,
// retries a declined card on the 3rd and 5th and stops on a dead one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AutopayCompany, OnlinePaymentProfile } from '@kabinet/domain/online-payments';

import { bearer, loginAs } from '../../testing/login-as.ts';
import { createStaff, type TariffClient } from '../company-tariffs/company-tariffs.fixtures.ts';

import {
  clientWithAutopay,
  secondNode,
  startAutopayWorld,
  type AutopayWorld,
} from './online-payments-autopay.fixtures.ts';
import { readInvoice } from '../billing/billing-invoices.service.ts';
import { findCharge, moveCharge } from './online-payments-autopay.repository.ts';
import { findProfile } from './online-payments-profile.repository.ts';
import { listRecentNotifications } from '../notifications/notifications.repository.ts';

let world: AutopayWorld;

beforeAll(async () => {
  world = await startAutopayWorld();
});
afterAll(async () => {
  await world.close();
});

const DECEMBER_FIRST = new Date('2026-12-01T06:00:00Z');

async function runOn(day: string) {
  world.t.clock.set(new Date(`${day}T06:00:00Z`));
  await world.t.app.billingMonth.runMonth();
  return world.t.app.onlineAutopay.runAutopay();
}

/** The texts of the client's autopay notices, oldest first. */
async function autopayNotices(client: TariffClient) {
  const rows = await listRecentNotifications(world.t.db, client.user.id);
  return rows
    .map((row) => row.data as { event?: string; text?: string })
    .filter((data) => data.event?.startsWith('autopay_'))
    .reverse()
    .map((data) => `${data.event} ${data.text}`);
}

/** The month's autopay charge and its invoice, read directly (tokens idle out as the clock jumps). */
async function chargeOf(client: TariffClient, month = '2026-12') {
  const charge = await findCharge(world.t.db, client.company.id, month);
  const invoice = charge ? await readInvoice(world.t.db, charge.invoiceId) : null;
  return { charge, invoice };
}

function autopayPaymentsOf(client: TariffClient) {
  return [...world.fake.payments.values()].filter(
    (payment) =>
      payment.metadata?.company_id === String(client.company.id) &&
      payment.description?.includes('автоплатёж'),
  );
}

/** GET of the company's online-payment profile, signed in afresh at the clock's time. */
async function profileOf(client: TariffClient, companyId = client.company.id) {
  const headers = bearer(await loginAs(world.t.app, client.user));
  return world.t.app.inject({
    method: 'GET',
    url: `/api/v1/companies/${companyId}/online-payments/profile`,
    headers,
  });
}

describe('autopay of the month', () => {
  it('the profile shows the next charge, then the last one; another company cannot read it', async () => {
    const client = await clientWithAutopay(world);
    const stranger = await clientWithAutopay(world);
    const before = (await profileOf(client)).json().data as OnlinePaymentProfile;
    expect(before.autopay).toBe(true);
    expect(before.autopay_next).toEqual({ date: '2026-12-01', amount_kopecks: 1_690_000 });
    expect(before.autopay_last_charge).toBeNull();
    await runOn('2026-12-01');
    const after = (await profileOf(client)).json().data as OnlinePaymentProfile;
    expect(after.autopay_last_charge).toMatchObject({
      month: '2026-12',
      status: 'succeeded',
      attempts: 1,
      amount_kopecks: 1_680_000,
      next_attempt_on: null,
      failure_reason: null,
    });
    expect(await autopayNotices(client)).toEqual([
      expect.stringMatching(
        /^autopay_succeeded .*списано 16.800,00.₽ за декабрь 2026 с карты •• 4242/,
      ),
    ]);
    // January at the tariff's every-month price (sale 5 %).
    expect(after.autopay_next).toEqual({ date: '2027-01-01', amount_kopecks: 1_985_500 });
    expect([403, 404]).toContain((await profileOf(stranger, client.company.id)).statusCode);
  });

  it('charges the month once, however often and on however many nodes the job runs', async () => {
    const client = await clientWithAutopay(world);
    world.t.clock.set(DECEMBER_FIRST);
    await world.t.app.billingMonth.runMonth();
    const other = secondNode(world);
    await Promise.all([
      world.t.app.onlineAutopay.runAutopay(),
      other.runAutopay(),
      world.t.app.onlineAutopay.runAutopay(),
      other.runAutopay(),
    ]);
    await other.runAutopay();
    const paid = autopayPaymentsOf(client);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.status).toBe('succeeded');
    const { charge, invoice } = await chargeOf(client);
    expect(charge).toMatchObject({ status: 'succeeded', attempts: 1, nextAttemptOn: null });
    // Whichever node decided the try told of it, once.
    expect(await autopayNotices(client)).toEqual([expect.stringMatching(/^autopay_succeeded /)]);
    // A node that read the charge before the try was decided (due, or waiting on ЮKassa) and
    // moves it later changes nothing: the paid month is not stopped or failed afterwards.
    for (const read of [
      { attempts: 0, status: 'pending' },
      { attempts: 1, status: 'pending' },
    ]) {
      const late = await moveCharge(
        world.t.db,
        { id: charge?.id ?? 0, ...read },
        { status: 'stopped' },
      );
      expect(late).toBeNull();
    }
    expect((await chargeOf(client)).charge?.status).toBe('succeeded');
    expect(invoice?.status).toBe('paid');
    expect(invoice?.lines[0]?.name).toBe('Бухгалтерское обслуживание за декабрь 2026 (автоплатёж)');
    expect(paid[0]?.amount.value).toBe('16800.00');
    // The 54-ФЗ receipt went with the charge and its items sum to the amount.
    const receipt = world.fake.receipts.find((item) => item.objectId === paid[0]?.id)?.receipt as
      { items: { amount: { value: string }; quantity: number }[] } | undefined;
    const itemsKopecks = (receipt?.items ?? []).reduce(
      (sum, item) => sum + Math.round(Number(item.amount.value) * 100 * item.quantity),
      0,
    );
    expect(itemsKopecks).toBe(1_680_000);

    // The notice of the charge leads to that receipt, which ЮKassa registered.
    const notices = await listRecentNotifications(world.t.db, client.user.id);
    const succeeded = notices
      .map((row) => row.data as { event?: string; online_payment_id?: number })
      .find((data) => data.event === 'autopay_succeeded');
    expect(charge?.onlinePaymentId).toEqual(expect.any(Number));
    expect(succeeded?.online_payment_id).toBe(charge?.onlinePaymentId);
    // One notice of the charge: no «Оплата получена» of the same money beside it.
    const received = notices.filter(
      (row) =>
        (row.data as { event?: string; invoice_id?: number }).event === 'payment_received' &&
        (row.data as { invoice_id?: number }).invoice_id === charge?.invoiceId,
    );
    expect(received).toEqual([]);
    const headers = bearer(await loginAs(world.t.app, client.user));
    const shown = await world.t.app.inject({
      url: `/api/v1/online-payments/${succeeded?.online_payment_id}/receipt`,
      headers,
    });
    expect(shown.json().data).toMatchObject({
      registration: 'succeeded',
      total_kopecks: 1_680_000,
    });
  });

  it('pays the month from a saved СБП account behind the same switch', async () => {
    const client = await clientWithAutopay(world, 'sbp');
    expect(await findProfile(world.t.db, client.company.id)).toMatchObject({
      savedMethodType: 'sbp',
      autopay: true,
    });
    await runOn('2026-12-01');
    const paid = autopayPaymentsOf(client);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.payment_method?.type).toBe('sbp');
    expect(paid[0]?.status).toBe('succeeded');
    const { charge, invoice } = await chargeOf(client);
    expect(charge).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(invoice?.status).toBe('paid');
  });

  it('retries a declined card on the 3rd and the 5th, telling the client each time, then stops', async () => {
    const client = await clientWithAutopay(world);
    world.fake.declineNext('insufficient_funds', 'insufficient_funds', 'insufficient_funds');
    await runOn('2026-12-01');
    expect((await chargeOf(client)).charge).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptOn: '2026-12-03',
    });
    await runOn('2026-12-02');
    expect((await chargeOf(client)).charge?.attempts).toBe(1);
    await runOn('2026-12-03');
    expect((await chargeOf(client)).charge).toMatchObject({
      attempts: 2,
      nextAttemptOn: '2026-12-05',
    });
    await runOn('2026-12-05');
    await runOn('2026-12-07');
    const { charge, invoice } = await chargeOf(client);
    expect(charge).toMatchObject({ status: 'stopped', attempts: 3, nextAttemptOn: null });
    expect(invoice?.status).not.toBe('paid');
    expect(autopayPaymentsOf(client)).toHaveLength(3);
    expect(await autopayNotices(client)).toEqual([
      expect.stringMatching(
        /^autopay_failed .*Недостаточно средств.*следующая попытка 03\.12\.2026/,
      ),
      expect.stringMatching(/^autopay_failed .*следующая попытка 05\.12\.2026/),
      expect.stringMatching(/^autopay_stopped .*Недостаточно средств/),
    ]);
    // A card that is merely short of money stays, with autopay, for next month.
    expect(await findProfile(world.t.db, client.company.id)).toMatchObject({ autopay: true });
  });

  it('stops autopay at once on an expired card, forgets it and tells the client', async () => {
    const client = await clientWithAutopay(world);
    world.fake.declineNext('card_expired');
    await runOn('2026-12-01');
    await runOn('2026-12-03');
    expect((await chargeOf(client)).charge).toMatchObject({ status: 'stopped', attempts: 1 });
    expect(autopayPaymentsOf(client)).toHaveLength(1);
    expect(await findProfile(world.t.db, client.company.id)).toMatchObject({
      autopay: false,
      savedMethodId: null,
    });
    expect(await autopayNotices(client)).toEqual([
      expect.stringMatching(
        /^autopay_stopped .*автоплатёж отключён: карта •• 4242: Срок действия карты истёк/,
      ),
    ]);
  });

  it('staff see the companies paying by autopay, failures first; a client is refused', async () => {
    const failing = await clientWithAutopay(world);
    const paying = await clientWithAutopay(world);
    world.fake.declineNext('insufficient_funds');
    await runOn('2026-12-01');
    const list = (headers: Record<string, string>) =>
      world.t.app.inject({ method: 'GET', url: '/api/v1/admin/online-payments/autopay', headers });
    const client = bearer(await loginAs(world.t.app, paying.user));
    expect((await list(client)).statusCode).toBe(403);
    const admin = await createStaff(world.t, 'admin');
    const response = await list(admin.headers);
    expect(response.statusCode).toBe(200);
    const rows = (response.json().data as AutopayCompany[]).filter((row) =>
      [failing.company.id, paying.company.id].includes(row.company_id),
    );
    const failed = rows.find((row) => row.company_id === failing.company.id);
    expect(failed).toMatchObject({ autopay: true, saved_method: { title: '•• 4242' } });
    expect(failed?.last_charge).toMatchObject({
      status: 'failed',
      failure_reason: 'Недостаточно средств на карте',
    });
    expect(rows.find((row) => row.company_id === paying.company.id)?.last_charge?.status).toBe(
      'succeeded',
    );
    const all = response.json().data as AutopayCompany[];
    const firstOk = all.findIndex((row) => row.last_charge?.status === 'succeeded');
    const lastFailure = all.findLastIndex((row) =>
      ['failed', 'stopped'].includes(row.last_charge?.status ?? ''),
    );
    expect(lastFailure).toBeLessThan(firstOk);
    // The /admin area is the admin's (and crm's), as the firm's other billing settings.
    const manager = await createStaff(world.t, 'manager');
    expect((await list(manager.headers)).statusCode).toBe(403);
  });

  it('a ЮKassa outage is no decline: the next run pays with the same Idempotence-Key', async () => {
    const client = await clientWithAutopay(world);
    world.fake.failNext(20);
    await runOn('2026-12-01');
    expect((await chargeOf(client)).charge).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptOn: '2026-12-01',
    });
    world.fake.failNext(0);
    world.t.clock.set(new Date('2026-12-01T07:00:00Z'));
    await world.t.app.onlineAutopay.runAutopay();
    expect((await chargeOf(client)).charge).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(autopayPaymentsOf(client)).toHaveLength(1);
    expect(await autopayNotices(client)).toEqual([expect.stringMatching(/^autopay_succeeded /)]);
  });

  it('charges nothing once the card is unlinked', async () => {
    const client = await clientWithAutopay(world);
    const unlinked = await world.t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${client.company.id}/online-payments/saved-method`,
      headers: client.headers,
    });
    expect(unlinked.statusCode).toBe(200);
    await runOn('2026-12-01');
    expect(autopayPaymentsOf(client)).toHaveLength(0);
    expect((await chargeOf(client)).charge).toBeNull();
  });
});
