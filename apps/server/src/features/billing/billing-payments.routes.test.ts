import { readFile } from 'node:fs/promises';

import { describe, expect, it, vi } from 'vitest';

import { auditLog } from '../../db/schema/audit.ts';
import { errorBody } from '../../platform/errors.ts';
import { staffAreaOnly } from '../../platform/auth-hook.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { listHistory } from '../company-tariffs/company-tariffs.repository.ts';
import {
  COMPLETE_VALUES,
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { createInvoicesService } from './billing-invoices.service.ts';
import { createPaymentsService } from './billing-payments.service.ts';
import {
  alreadyCancelled,
  cannotCancelPaid,
  invoiceCancelled,
  invoiceNotFound,
} from './billing.errors.ts';
import {
  assignedManager,
  connectTariff,
  getBilling,
  onlyInvoice,
  recordPayment,
} from './billing.fixtures.ts';
import { listLedger } from './billing.repository.ts';

const t = useTestApp();

const TOTAL = (16_900 + 19_855 * 2) * 100;

async function unpaidTariff(values = COMPLETE_VALUES) {
  t.clock.set(NOW);
  const client = await createTariffClient(t);
  const tariff = await connectTariff(t, client, values);
  const manager = await assignedManager(t, client);
  const invoice = await onlyInvoice(t, client);
  return { client, tariff, manager, invoice };
}

async function tariffStatus(client: TariffClient) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/company-tariffs-by-active?company_id=${client.company.id}`,
    headers: client.headers,
  });
  return (response.json().data as { status: string }[])[0]?.status;
}

async function ledgerOf(companyId: number) {
  return listLedger(t.db, companyId);
}

async function auditOf(companyId: number) {
  const rows = await t.db.select().from(auditLog);
  return rows.filter((row) => row.companyId === companyId);
}

const payment = (amount: number, order = '101') => ({
  amount_kopecks: amount,
  paid_on: '2026-11-22',
  order_number: order,
});

describe('POST /api/v1/staff/invoices/{id}/payments', () => {
  it('a partial payment leaves the tariff waiting; the rest pays it and makes it NEW, with history', async () => {
    const { client, manager, invoice, tariff } = await unpaidTariff();
    const first = await recordPayment(t, invoice.id, manager.headers, payment(1_000_000, '101'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Оплата принята',
      data: {
        applied: true,
        payment: { amount_kopecks: 1_000_000, order_number: '101', method: 'bank_transfer' },
        invoice: {
          status: 'partially_paid',
          status_name: 'Частично оплачен',
          paid_kopecks: 1_000_000,
        },
      },
    });
    expect(await tariffStatus(client)).toBe('NEW_MONEY_NOT_ENOUGH');

    const rest = await recordPayment(
      t,
      invoice.id,
      manager.headers,
      payment(TOTAL - 1_000_000, '102'),
    );
    expect(rest.json().data.invoice).toMatchObject({
      status: 'paid',
      status_name: 'Оплачен',
      paid_kopecks: TOTAL,
      due_kopecks: 0,
    });
    expect(await tariffStatus(client)).toBe('NEW');
    const history = await listHistory(t.db, tariff.id);
    expect(history.at(-1)?.entry).toMatchObject({
      fromStatus: 'NEW_MONEY_NOT_ENOUGH',
      toStatus: 'NEW',
      actorUserId: manager.user.id,
      comment: 'Счёт оплачен',
    });
    const { data } = (await getBilling(t, client.company.id, client.headers)).json();
    expect(data).toMatchObject({ balance_kopecks: TOTAL, debt_kopecks: 0, due_kopecks: 0 });
    const audit = await auditOf(client.company.id);
    expect(audit.filter((entry) => entry.action === 'payment.recorded')).toHaveLength(2);
  });

  it('tells the owner of the payment and of the tariff it moved on, live and by notifications', async () => {
    const { client, manager, invoice, tariff } = await unpaidTariff();
    const emit = vi.fn();
    const toUser = vi.spyOn(t.app.realtime, 'toUser').mockReturnValue({ emit });
    await recordPayment(t, invoice.id, manager.headers, payment(invoice.total_kopecks));
    // The invoice's «Оплатите счёт» task is announced too (TaskChanged, to the company's
    // users and staff); the billing events are the rest.
    const pairs = toUser.mock.calls.map((call, index) => ({
      userId: call[0],
      emit: emit.mock.calls[index] ?? [],
    }));
    toUser.mockRestore();
    const taskChanged = pairs.filter((pair) => pair.emit[0] === 'TaskChanged');
    expect(taskChanged.map((pair) => pair.userId)).toContain(client.user.id);
    expect(taskChanged[0]?.emit[1]).toMatchObject({ kind: 'pay_invoice', status: 'done' });
    const billing = pairs.filter((pair) => pair.emit[0] !== 'TaskChanged');
    const calls = {
      toUser: billing.map((pair) => [pair.userId]),
      emit: billing.map((pair) => pair.emit),
    };
    expect(calls.toUser).toEqual([[client.user.id], [client.user.id], [client.user.id]]);
    expect(calls.emit).toEqual([
      [
        'NotificationCreated',
        expect.objectContaining({
          type: 'BILLING',
          data: expect.objectContaining({
            event: 'payment_received',
            invoice_id: invoice.id,
            amount_kopecks: invoice.total_kopecks,
            title: 'Оплата получена',
            text: `${client.company.name}: получена оплата 56\u00a0610,00\u00a0₽ по счёту № ${invoice.number}`,
          }),
        }),
      ],
      [
        'CompanyTariffStatusChanged',
        expect.objectContaining({
          from_status: 'NEW_MONEY_NOT_ENOUGH',
          to_status: 'NEW',
          company_tariff: expect.objectContaining({ id: tariff.id, status: 'NEW' }),
        }),
      ],
      [
        'NotificationCreated',
        expect.objectContaining({
          type: 'COMPANY_TARIFF_STATUS_CHANGED',
          data: expect.objectContaining({ company_tariff_id: tariff.id, status: 'NEW' }),
        }),
      ],
    ]);
  });

  it('a paid next-month connection becomes NEW_NEXT_MONTH', async () => {
    const values = { ...COMPLETE_VALUES, date_connect: '2026-12-01' };
    const { client, manager, invoice } = await unpaidTariff(values);
    expect(await tariffStatus(client)).toBe('NEW_NEXT_MONTH_MONEY_NOT_ENOUGH');
    await recordPayment(t, invoice.id, manager.headers, payment(invoice.total_kopecks));
    expect(await tariffStatus(client)).toBe('NEW_NEXT_MONTH');
  });

  it('records the same payment order once, also when it arrives twice at the same moment', async () => {
    const { client, manager, invoice } = await unpaidTariff();
    const again = await recordPayment(t, invoice.id, manager.headers, payment(500_000, '7'));
    expect(again.json().data.applied).toBe(true);
    const repeat = await recordPayment(t, invoice.id, manager.headers, payment(500_000, '007'));
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toMatch(
      new RegExp(
        `^Этот платёж уже учтён: оплата № ${again.json().data.payment.id} по счёту № ${invoice.number}, внесён вручную, Пётр Сидоров, 21\\.11\\.2026 12:00\\.$`,
      ),
    );
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => recordPayment(t, invoice.id, manager.headers, payment(300_000, '8'))),
    );
    expect(concurrent.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const ledger = await ledgerOf(client.company.id);
    expect(ledger.map((entry) => entry.amountKopecks).sort()).toEqual([300_000, 500_000]);
    const { data } = (await getBilling(t, client.company.id, client.headers)).json();
    expect(data.invoices[0].paid_kopecks).toBe(800_000);
  });

  it('applyPayment, called twice at once with one source key, credits once', async () => {
    const { client, invoice } = await unpaidTariff();
    const audit = createAuditService({ db: t.db, clock: t.clock }).record;
    const invoices = createInvoicesService({ db: t.db, clock: t.clock });
    const payments = createPaymentsService({ db: t.db, clock: t.clock, audit, invoices });
    const input = {
      invoiceId: invoice.id,
      amountKopecks: invoice.total_kopecks,
      paidOn: '2026-11-22',
      sourceKey: 'yookassa:2f1c-test',
      method: 'yookassa' as const,
      actorId: null,
    };
    const results = await Promise.all([payments.applyPayment(input), payments.applyPayment(input)]);
    expect(results.map((result) => result.applied).sort()).toEqual([false, true]);
    expect(results[0].payment.id).toBe(results[1].payment.id);
    expect(await ledgerOf(client.company.id)).toHaveLength(1);
    expect(await tariffStatus(client)).toBe('NEW');
    const third = await payments.applyPayment(input);
    expect(third.applied).toBe(false);
    expect(await ledgerOf(client.company.id)).toHaveLength(1);
  });

  it('keeps more than is left to pay on the balance as an advance; refuses a zero or negative sum (422)', async () => {
    const { client, manager, invoice } = await unpaidTariff();
    const over = await recordPayment(t, invoice.id, manager.headers, payment(TOTAL + 100));
    expect(over.statusCode).toBe(200);
    expect(over.json()).toMatchObject({
      message: 'Оплата принята; 1,00\u00a0₽ зачислены на баланс авансом',
      data: {
        advance_kopecks: 100,
        payment: { amount_kopecks: TOTAL + 100 },
        invoice: { status: 'paid', paid_kopecks: TOTAL },
      },
    });
    const ledger = await ledgerOf(client.company.id);
    expect(ledger.map((entry) => [entry.sourceType, entry.amountKopecks]).sort()).toEqual([
      ['advance', 100],
      ['payment', TOTAL],
    ]);
    expect(ledger.find((entry) => entry.sourceType === 'advance')).toMatchObject({
      sourceId: String(over.json().data.payment.id),
      reason: `Аванс: переплата по счёту № ${invoice.number}`,
    });
    const { data } = (await getBilling(t, client.company.id, client.headers)).json();
    expect(data.balance_kopecks).toBe(TOTAL + 100);
    for (const amount of [0, -5]) {
      const bad = await recordPayment(t, invoice.id, manager.headers, payment(amount));
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.amount_kopecks).toEqual(['Сумма должна быть больше нуля.']);
    }
    const noOrder = await recordPayment(t, invoice.id, manager.headers, {
      amount_kopecks: 100,
      paid_on: '22.11.2026',
    });
    expect(noOrder.statusCode).toBe(422);
    expect(noOrder.json().errors).toMatchObject({
      paid_on: ['Дата в формате ГГГГ-ММ-ДД.'],
      order_number: ['Укажите номер платёжного поручения.'],
    });
  });

  it('is staff only: the client gets 403, a manager of another company 404', async () => {
    const { client, invoice } = await unpaidTariff();
    const own = await recordPayment(t, invoice.id, client.headers, payment(100));
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual(errorBody(staffAreaOnly()));
    const other = await createTariffClient(t);
    const otherManager = await assignedManager(t, other);
    const foreign = await recordPayment(t, invoice.id, otherManager.headers, payment(100));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(errorBody(invoiceNotFound()));
    expect(await ledgerOf(client.company.id)).toHaveLength(0);
  });
});

describe('POST /api/v1/staff/invoices/{id}/cancel', () => {
  it('cancels with a reason into the audit log; a cancelled invoice takes no payment (409)', async () => {
    const { client, manager, invoice } = await unpaidTariff();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/invoices/${invoice.id}/cancel`,
      headers: manager.headers,
      payload: { reason: 'Клиент передумал' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({
      status: 'cancelled',
      status_name: 'Отменён',
      cancel_reason: 'Клиент передумал',
      due_kopecks: 0,
    });
    const pay = await recordPayment(t, invoice.id, manager.headers, payment(100));
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toEqual(errorBody(invoiceCancelled()));
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/invoices/${invoice.id}/cancel`,
      headers: manager.headers,
      payload: { reason: 'Ещё раз' },
    });
    expect(twice.json()).toEqual(errorBody(alreadyCancelled()));
    const [entry] = (await auditOf(client.company.id)).filter(
      (row) => row.action === 'invoice.cancelled',
    );
    expect(entry).toMatchObject({
      actorId: manager.user.id,
      companyId: client.company.id,
      after: { status: 'cancelled', reason: 'Клиент передумал' },
    });
  });

  it('keeps a paid invoice (409), wants a reason (422) and refuses the client (403)', async () => {
    const { client, manager, invoice } = await unpaidTariff();
    const cancel = (headers: Record<string, string>, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/invoices/${invoice.id}/cancel`,
        headers,
        payload,
      });
    expect((await cancel(client.headers, { reason: 'Не нужен' })).statusCode).toBe(403);
    const empty = await cancel(manager.headers, { reason: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reason).toEqual(['Укажите причину.']);
    await recordPayment(t, invoice.id, manager.headers, payment(100));
    const paid = await cancel(manager.headers, { reason: 'Поздно' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual(errorBody(cannotCancelPaid()));
  });
});

describe('refunds, corrections and the ledger', () => {
  it('refunds up to the balance, corrects by admin only, and lists the ledger for staff', async () => {
    const { client, manager, invoice } = await unpaidTariff();
    await recordPayment(t, invoice.id, manager.headers, payment(1_000_000));
    const refund = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/companies/${client.company.id}/refunds`,
        headers: manager.headers,
        payload: { amount_kopecks: amount, reason: 'Ошибочный платёж' },
      });
    const tooMuch = await refund(1_000_001);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount_kopecks[0]).toMatch(/^Сумма возврата больше баланса/);
    const done = await refund(400_000);
    expect(done.json().data).toEqual({ balance_kopecks: 600_000 });

    const correct = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/companies/${client.company.id}/corrections`,
        headers,
        payload: { amount_kopecks: -700_000, reason: 'Долг по акту сверки' },
      });
    expect((await correct(manager.headers)).statusCode).toBe(403);
    const admin = await createStaff(t, 'admin');
    expect((await correct(admin.headers)).json().data).toEqual({ balance_kopecks: -100_000 });

    const summary = (await getBilling(t, client.company.id, client.headers)).json().data;
    expect(summary).toMatchObject({ balance_kopecks: 0, debt_kopecks: 100_000 });
    // The Company resource's balance and debt (roubles) follow the ledger in the same transaction.
    const company = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${client.company.id}`,
      headers: client.headers,
    });
    expect(company.json().data).toMatchObject({ balance: 0, debt: 1_000 });

    const ledger = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/companies/${client.company.id}/ledger`,
      headers: manager.headers,
    });
    expect(
      ledger
        .json()
        .data.map((entry: { kind_name: string; amount_kopecks: number }) => [
          entry.kind_name,
          entry.amount_kopecks,
        ]),
    ).toEqual([
      ['Корректировка', -700_000],
      ['Возврат', -400_000],
      ['Оплата', 1_000_000],
    ]);
    const clientLedger = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/companies/${client.company.id}/ledger`,
      headers: client.headers,
    });
    expect(clientLedger.statusCode).toBe(403);
    const actions = (await auditOf(client.company.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['ledger.refunded', 'ledger.corrected']));
  });

  it('keeps the ledger append-only: the database refuses update, delete and truncate', async () => {
    const { client, manager, invoice } = await unpaidTariff();
    await recordPayment(t, invoice.id, manager.headers, payment(100));
    for (const statement of [
      'update ledger_entries set amount_kopecks = 1',
      'delete from ledger_entries',
      'truncate ledger_entries',
    ]) {
      const error = await t.db.execute(statement).catch((caught: unknown) => caught);
      expect(error, statement).toBeInstanceOf(Error);
      const cause = (error as { cause?: { message?: string } }).cause;
      expect(cause?.message ?? (error as Error).message).toMatch(/append-only/);
    }
    expect((await ledgerOf(client.company.id)).map((entry) => entry.amountKopecks)).toEqual([100]);
  });

  it('has no code path that updates or deletes a ledger entry', async () => {
    const sources = await Promise.all(
      ['billing.repository.ts', 'billing-payments.service.ts', 'billing-month.service.ts'].map(
        (file) => readFile(new URL(file, import.meta.url), 'utf8'),
      ),
    );
    for (const source of sources) {
      expect(source).not.toMatch(/\.(update|delete)\(ledgerEntries\)/);
    }
    expect(sources[0]).toMatch(/\.insert\(ledgerEntries\)/);
  });
});
