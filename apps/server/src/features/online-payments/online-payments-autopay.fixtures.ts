// A fake ЮKassa that requires receipts and a test app paying through it, with a client who paid
// the first invoice saving the card and turned autopay on: the setup the autopay tests share.
import { createYooKassaClient } from '../../platform/yookassa/yookassa.client.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeYooKassa, type FakeYooKassa } from '../../testing/fake-yookassa-server.ts';
import { LEDGER_KIND } from '@kabinet/domain/billing';
import { postLedgerEntry } from '../billing/billing-ledger.service.ts';
import { applyPaymentIn } from '../billing/billing-payments.service.ts';
import { connectTariff } from '../billing/billing.fixtures.ts';
import { createAutopayNotifier } from '../notifications/notifications-billing.service.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import {
  COMPLETE_VALUES,
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { debtOfMonth } from './online-payments-autopay.repository.ts';
import { createAutopay } from './online-payments-autopay.service.ts';
import { createOnlinePaymentProfiles } from './online-payments-profile.service.ts';
import { createSettlement } from './online-payments-settlement.service.ts';

export type AutopayWorld = { fake: FakeYooKassa; t: TestApp; close(): Promise<void> };

/** The app on a fake ЮKassa that refuses payments without a whole receipt; receipts turned on. */
export async function startAutopayWorld(): Promise<AutopayWorld> {
  const fake = await startFakeYooKassa({ receiptsRequired: true });
  const t = await buildTestApp({
    config: {
      appUrl: 'http://kabinet.test',
      yookassa: { shopId: fake.shopId, secretKey: fake.secretKey, baseUrl: fake.apiUrl },
    },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.setWebhookUrl(`${address}/api/v1/webhooks/yookassa`);
  t.clock.set(NOW);
  const admin = await createStaff(t, 'admin');
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/online-payments/settings',
    headers: admin.headers,
    payload: { receipts_enabled: true, tax_system_code: null },
  });
  return {
    fake,
    t,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/**
 * A client on a tariff who paid its first invoice online saving the card (•• 4242 in the fake)
 * or, paying by СБП, the bank account, and turned autopay on, in November (NOW).
 */
export async function clientWithAutopay(
  { fake, t }: AutopayWorld,
  method: 'bank_card' | 'sbp' = 'bank_card',
): Promise<TariffClient> {
  t.clock.set(NOW);
  // The balance pays the connection; taken back so that December's charge leaves a debt.
  const client = await createTariffClient(t, { balance: 100_000 });
  await connectTariff(t, client, { ...COMPLETE_VALUES, date_connect: '2026-12-01' });
  const { balance } = await debtOfMonth(t.db, client.company.id, '2026-11');
  await postLedgerEntry(t.db, {
    companyId: client.company.id,
    kind: LEDGER_KIND.CORRECTION,
    amountKopecks: -balance,
    sourceType: 'test',
    sourceId: `autopay-${client.company.id}`,
    reason: 'Списание остатка',
    createdBy: null,
    createdAt: NOW,
  });
  const topUp = await t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${client.company.id}/invoices/top-up`,
    headers: client.headers,
    payload: { amount_kopecks: 10_000 },
  });
  const invoice = topUp.json().data as { id: number };
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${client.company.id}/invoices/${invoice.id}/online-payments`,
    headers: client.headers,
    payload: { save_method: true, method },
  });
  if (started.statusCode !== 201) throw new Error(`payment not started: ${started.body}`);
  const id = (started.json().data as { id: number }).id;
  const payment = [...fake.payments.values()].find(
    (item) => item.metadata?.online_payment_id === String(id),
  );
  if (!payment) throw new Error('ЮKassa has no payment');
  await fake.pay(payment.id);
  await t.app.inject({
    method: 'GET',
    url: `/api/v1/online-payments/${id}`,
    headers: client.headers,
  });
  const autopay = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/companies/${client.company.id}/online-payments/autopay`,
    headers: client.headers,
    payload: { enabled: true },
  });
  if (autopay.statusCode !== 200) throw new Error(`autopay not turned on: ${autopay.body}`);
  return client;
}

/** A second node's autopay: its own services and ЮKassa client on the same database. */
export function secondNode({ fake, t }: AutopayWorld) {
  const yookassa = createYooKassaClient({
    shopId: fake.shopId,
    secretKey: fake.secretKey,
    baseUrl: fake.apiUrl,
  });
  const { db, clock } = t;
  const profiles = createOnlinePaymentProfiles({
    db,
    clock,
    audit: async () => {},
    invoices: { visibleCompany: async () => {}, getInvoice: async () => ({}) } as never,
  });
  const settlement = createSettlement({
    ...{ db, clock, yookassa, realtime: t.app.realtime },
    applyPaymentIn: (tx, input, now) => applyPaymentIn(tx, input, now),
  });
  // Every node tells the notices of the tries it decides: whichever node wins a try, one notice.
  const notifications = createNotificationsService({ db, clock, realtime: t.app.realtime });
  return createAutopay({
    ...{ db, clock, yookassa },
    receiptFor: profiles.receiptFor,
    settleFromProvider: settlement.settleFromProvider,
    notify: createAutopayNotifier({ db, notifications }),
  });
}
