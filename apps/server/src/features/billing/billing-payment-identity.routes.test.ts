// One bank payment, one key: a transfer staff type in from the client's платёжное поручение and
// the same transfer in the bank statement are one payment, whichever is recorded first — the
// second finds the first and applies nothing. Money an invoice cannot take is an advance on the
// balance, in the ledger and the акт сверки, and the company's managers are told.
import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import {
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import {
  assignedManager,
  connectTariff,
  getBilling,
  onlyInvoice,
  recordPayment,
  setFirmRequisites,
} from './billing.fixtures.ts';
import { listLedger } from './billing.repository.ts';
import {
  FIRM_ACCOUNT,
  roubles,
  statementFile,
  uploadStatement,
} from './billing-statements.fixtures.ts';

const t = useTestApp();
const PART = 40_000;

async function setUp() {
  t.clock.set(NOW);
  await setFirmRequisites(t, FIRM_ACCOUNT);
  const client = await createTariffClient(t);
  await connectTariff(t, client);
  const invoice = await onlyInvoice(t, client);
  const manager = await assignedManager(t, client);
  return { client, invoice, manager };
}

/** The client's payment order № 0612 of 400 ₽ for the invoice, as the bank lists it. */
function orderFile(client: TariffClient, invoiceNumber: string, number = '0612') {
  return statementFile([
    {
      number,
      sum: roubles(PART),
      payerInn: client.company.inn,
      purpose: `Оплата по счёту № ${invoiceNumber}`,
    },
  ]);
}

/** The same order typed in by hand: «612», the day it arrived. */
const handEntry = { amount_kopecks: PART, paid_on: '2026-11-25', order_number: '612' };

async function paidOf(client: TariffClient) {
  const { data } = (await getBilling(t, client.company.id, client.headers)).json();
  return { paid: data.invoices[0].paid_kopecks as number, balance: data.balance_kopecks as number };
}

describe('one bank payment, one key', () => {
  it('by hand, then in the statement: counted once, the line «Уже учтён» with the hand record', async () => {
    const { client, invoice, manager } = await setUp();
    const hand = await recordPayment(t, invoice.id, manager.headers, handEntry);
    expect(hand.statusCode).toBe(200);
    const paymentId = hand.json().data.payment.id as number;

    const imported = await uploadStatement(t, manager.headers, orderFile(client, invoice.number));
    expect(imported.statusCode).toBe(200);
    const { data } = imported.json();
    expect(data).toMatchObject({ applied: 0, applied_kopecks: 0 });
    expect(data.items[0]).toMatchObject({
      result: 'already',
      result_name: 'Уже учтён',
      invoice: { id: invoice.id, number: invoice.number, company_id: client.company.id },
      earlier: {
        payment_id: paymentId,
        invoice_id: invoice.id,
        invoice_number: invoice.number,
        company_id: client.company.id,
        method: 'bank_transfer',
        recorded_by: 'Пётр Сидоров',
        recorded_at: NOW.toISOString(),
      },
    });
    expect(await paidOf(client)).toEqual({ paid: PART, balance: PART });
    expect(await listLedger(t.db, client.company.id)).toHaveLength(1);
  });

  it('in the statement, then by hand: 409 naming the statement’s record; twice imported, once counted', async () => {
    const { client, invoice, manager } = await setUp();
    const file = orderFile(client, invoice.number);
    const first = (await uploadStatement(t, manager.headers, file)).json().data;
    expect(first.items[0].result).toBe('applied');
    const again = (await uploadStatement(t, manager.headers, file)).json().data;
    expect(again.items[0]).toMatchObject({ result: 'already', earlier: { method: 'statement' } });

    const hand = await recordPayment(t, invoice.id, manager.headers, handEntry);
    expect(hand.statusCode).toBe(409);
    const paymentId = again.items[0].earlier.payment_id as number;
    expect(hand.json()).toEqual({
      message: `Этот платёж уже учтён: оплата № ${paymentId} по счёту № ${invoice.number}, из выписки банка, Пётр Сидоров, 21.11.2026 12:00.`,
    });
    // The order's own date typed instead of the day it arrived is the same payment too.
    const dated = await recordPayment(t, invoice.id, manager.headers, {
      ...handEntry,
      paid_on: '2026-11-24',
    });
    expect(dated.statusCode).toBe(409);
    expect(await paidOf(client)).toEqual({ paid: PART, balance: PART });
  });

  it('by hand and by statement at the same moment: one of them counts it', async () => {
    const { client, invoice, manager } = await setUp();
    const [hand, imported] = await Promise.all([
      recordPayment(t, invoice.id, manager.headers, handEntry),
      uploadStatement(t, manager.headers, orderFile(client, invoice.number)),
    ]);
    const results = [hand.statusCode === 200, imported.json().data.items[0].result === 'applied'];
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await paidOf(client)).toEqual({ paid: PART, balance: PART });
  });

  it('another order, sum or day is another payment', async () => {
    const { client, invoice, manager } = await setUp();
    expect((await recordPayment(t, invoice.id, manager.headers, handEntry)).statusCode).toBe(200);
    const others = [
      { ...handEntry, order_number: '613' },
      { ...handEntry, amount_kopecks: PART + 1 },
      { ...handEntry, paid_on: '2026-12-10' },
    ];
    for (const other of others) {
      expect((await recordPayment(t, invoice.id, manager.headers, other)).statusCode).toBe(200);
    }
    expect((await paidOf(client)).paid).toBe(PART * 4 + 1);
  });
});

describe('no orphan money', () => {
  it('a statement payment for a paid invoice stays on the balance as an advance, in the ledger and the акт сверки, and the managers hear of it', async () => {
    const { client, invoice, manager } = await setUp();
    const otherManager = await assignedManager(t, client);
    const full = { ...handEntry, amount_kopecks: invoice.total_kopecks, order_number: '1' };
    expect((await recordPayment(t, invoice.id, manager.headers, full)).statusCode).toBe(200);

    const { data } = (
      await uploadStatement(t, manager.headers, orderFile(client, invoice.number, '2'))
    ).json();
    expect(data.items[0]).toMatchObject({
      result: 'applied',
      advance_kopecks: PART,
      reason: '400,00\u00a0₽ зачислены на баланс авансом',
    });
    expect(await paidOf(client)).toEqual({
      paid: invoice.total_kopecks,
      balance: invoice.total_kopecks + PART,
    });
    const advance = (await listLedger(t.db, client.company.id)).find(
      (entry) => entry.sourceType === 'advance',
    );
    expect(advance).toMatchObject({
      kind: 'payment',
      amountKopecks: PART,
      reason: `Аванс: счёт № ${invoice.number} уже был оплачен`,
    });

    const notices = await t.app.inject({
      url: '/api/v1/notifications',
      headers: otherManager.headers,
    });
    expect(notices.json().data).toContainEqual(
      expect.objectContaining({
        type: 'BILLING',
        data: expect.objectContaining({
          event: 'advance_received',
          title: 'Платёж зачислен авансом',
          amount_kopecks: PART,
          text: `${client.company.name}: 400,00\u00a0₽ по счёту № ${invoice.number} зачислены на баланс авансом`,
        }),
      }),
    );

    const act = await t.app.inject({
      url: `/api/v1/companies/${client.company.id}/reconciliation?from=2026-11-01&to=2026-11-30`,
      headers: client.headers,
    });
    expect(act.statusCode).toBe(200);
    expect(act.json().data.rows).toContainEqual(
      expect.objectContaining({
        document: `Оплата: Аванс: счёт № ${invoice.number} уже был оплачен`,
        credit_kopecks: PART,
      }),
    );
    expect(act.json().data.closing_kopecks).toBe(invoice.total_kopecks + PART);
  });

  it('a statement payment for a cancelled invoice is an advance; typed in by hand it is refused (409)', async () => {
    const { client, invoice, manager } = await setUp();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/invoices/${invoice.id}/cancel`,
      headers: manager.headers,
      payload: { reason: 'Клиент передумал' },
    });
    expect(cancel.statusCode).toBe(200);
    const hand = await recordPayment(t, invoice.id, manager.headers, handEntry);
    expect(hand.statusCode).toBe(409);
    const admin = await createStaff(t, 'admin');
    const { data } = (
      await uploadStatement(t, admin.headers, orderFile(client, invoice.number))
    ).json();
    expect(data.items[0]).toMatchObject({ result: 'applied', advance_kopecks: PART });
    expect(await paidOf(client)).toEqual({ paid: 0, balance: PART });
    const [entry] = await listLedger(t.db, client.company.id);
    expect(entry).toMatchObject({
      sourceType: 'advance',
      reason: `Аванс: платёж по отменённому счёту № ${invoice.number}`,
    });
  });
});
