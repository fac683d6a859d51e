import { describe, expect, it } from 'vitest';

import { invoices, ledgerEntries } from '../../db/schema/billing.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { SAMPLE_PDF, SAMPLE_HTML } from '../../testing/sample-files.ts';
import { createOrderBilling } from '../billing/billing-orders.service.ts';
import { createStaff, createTariffClient } from '../company-tariffs/company-tariffs.fixtures.ts';
import { recordPayment } from '../billing/billing.fixtures.ts';
import { findServiceById } from '../services/services.repository.ts';
import { serializeService } from '../services/services.serializers.ts';

import type { OrderTasks } from './orders.events.ts';
import { createOrderStatusService } from './orders-status.service.ts';
import { createOrdersService } from './orders.service.ts';
import { catalogueService, moveOrder, orderManager, placeOrder } from './orders.test-support.ts';

const t = useTestApp();

const HIRING = 'Оформление приёма сотрудника';
const REGISTRATION = 'Регистрация ООО';

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

async function orderRows(companyId: number) {
  return (await t.db.select().from(orders)).filter((row) => row.companyId === companyId);
}
async function invoiceRows(companyId: number) {
  return (await t.db.select().from(invoices)).filter((row) => row.companyId === companyId);
}
async function orderCharges(orderId: number) {
  return (await t.db.select().from(ledgerEntries)).filter(
    (row) => row.sourceType === 'order' && row.sourceId === String(orderId),
  );
}

/** The orders services over the test database with this tasks port; nothing published. */
function servicesWith(tasks: OrderTasks) {
  const billing = { ...createOrderBilling({ clock: t.clock }), invoiceIssued: async () => {} };
  const common = { db: t.db, clock: t.clock, audit: async () => {}, billing, tasks };
  const orders = createOrdersService({
    ...common,
    publish: async () => {},
    findService: async (id) => {
      const row = await findServiceById(t.db, id);
      return row ? serializeService(row) : null;
    },
  });
  const status = createOrderStatusService({ ...common, publish: async () => {}, orders });
  return { orders, status };
}

describe('ordering a service', () => {
  it('creates the order, its history and the invoice with the right lines and total', async () => {
    const client = await createTariffClient(t);
    const hiring = await catalogueService(t, client.headers, HIRING);
    const response = await placeOrder(t, client.company.id, client.headers, {
      service_id: hiring.id,
      option_codes: ['urgent'],
      quantity: 3,
      comment: 'Трое новых бухгалтеров с 1 декабря',
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    // 3 × 3 000 ₽ + 3 × 1 000 ₽ (Срочно), in kopecks.
    expect(order).toMatchObject({
      number: `Заказ № ${order.id}`,
      service_name: HIRING,
      quantity: 3,
      quantity_label: 'Количество сотрудников',
      options: [{ code: 'urgent', name: 'Срочно (в день обращения)', price_kopecks: 100_000 }],
      total_kopecks: 1_200_000,
      status: 'new',
      status_name: 'Новый',
    });
    expect(order.invoice_id).toEqual(expect.any(Number));

    const detail = (
      await get(`/api/v1/companies/${client.company.id}/orders/${order.id}`, client.headers)
    ).json().data;
    expect(detail.history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'new', to_status_name: 'Новый' }),
    ]);
    expect(detail.invoice).toMatchObject({
      id: order.invoice_id,
      total_kopecks: 1_200_000,
      status: 'issued',
    });
    expect(detail.documents).toContain('Паспорт сотрудника');

    const invoice = (
      await get(
        `/api/v1/companies/${client.company.id}/invoices/${order.invoice_id}`,
        client.headers,
      )
    ).json().data;
    expect(invoice).toMatchObject({ kind: 'service', total_kopecks: 1_200_000 });
    expect(invoice.lines).toEqual([
      expect.objectContaining({ name: HIRING, quantity: 3, price_kopecks: 300_000 }),
      expect.objectContaining({
        name: `${HIRING}: Срочно (в день обращения)`,
        quantity: 3,
        price_kopecks: 100_000,
      }),
    ]);
    const list = (await get(`/api/v1/companies/${client.company.id}/orders`, client.headers)).json()
      .data;
    expect(list.map((item: { id: number }) => item.id)).toEqual([order.id]);
  });

  it('refuses an unknown option, a repeated one and a quantity the service does not take, in Russian', async () => {
    const client = await createTariffClient(t);
    const hiring = await catalogueService(t, client.headers, HIRING);
    const registration = await catalogueService(t, client.headers, REGISTRATION);
    const unknown = await placeOrder(t, client.company.id, client.headers, {
      service_id: hiring.id,
      option_codes: ['teleport'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'У этой услуги нет такой опции.',
      errors: { 'option_codes.0': ['У этой услуги нет такой опции.'] },
    });
    const repeated = await placeOrder(t, client.company.id, client.headers, {
      service_id: hiring.id,
      option_codes: ['urgent', 'urgent'],
    });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors).toEqual({ 'option_codes.1': ['Опция выбрана дважды.'] });
    const quantity = await placeOrder(t, client.company.id, client.headers, {
      service_id: registration.id,
      quantity: 2,
    });
    expect(quantity.statusCode).toBe(422);
    expect(quantity.json().errors).toEqual({
      quantity: ['Эта услуга заказывается в единственном числе.'],
    });
    const zero = await placeOrder(t, client.company.id, client.headers, {
      service_id: hiring.id,
      quantity: 0,
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.quantity).toEqual(['Количество — не меньше 1.']);
    expect(await orderRows(client.company.id)).toHaveLength(0);
    expect(await invoiceRows(client.company.id)).toHaveLength(0);
  });

  it('leaves nothing behind when a step of the transaction fails', async () => {
    const client = await createTariffClient(t);
    const hiring = await catalogueService(t, client.headers, HIRING);
    const { orders: service } = servicesWith({
      open: () => Promise.reject(new Error('tasks are down')),
      complete: async () => [],
      announce: async () => {},
    });
    await expect(
      service.create(client.user, client.company.id, {
        service_id: hiring.id,
        option_codes: [],
        quantity: 1,
        comment: 'сбой',
      }),
    ).rejects.toThrow('tasks are down');
    expect(await orderRows(client.company.id)).toHaveLength(0);
    expect(await invoiceRows(client.company.id)).toHaveLength(0);
    const history = await t.db.select().from(orderStatusHistory);
    expect(history.filter((row) => row.comment === 'сбой')).toEqual([]);
  });

  it('opens the manager task in the order transaction, with the order source key', async () => {
    const client = await createTariffClient(t);
    const hiring = await catalogueService(t, client.headers, HIRING);
    const opened: unknown[] = [];
    const completed: string[] = [];
    const { orders: service, status } = servicesWith({
      open: async (_tx, input) => {
        opened.push(input);
        return { id: 1, companyId: input.companyId };
      },
      complete: async (_tx, key) => {
        completed.push(key);
        return [];
      },
      announce: async () => {},
    });
    const admin = await createStaff(t, 'admin');
    const order = await service.create(client.user, client.company.id, {
      service_id: hiring.id,
      option_codes: [],
      quantity: 1,
      comment: '',
    });
    expect(opened).toEqual([
      expect.objectContaining({
        companyId: client.company.id,
        kind: 'order',
        audience: 'staff',
        sourceKey: `order:${order.id}`,
        title: `Выполнить заказ № ${order.id}: ${HIRING}`,
      }),
    ]);
    await status.move(admin.user, order.id, { status: 'done', comment: '' });
    expect(completed).toEqual([`order:${order.id}`]);
  });
});

describe('the manager task (tasks port)', () => {
  it('is opened for the assigned manager with the order and completes itself when it is done', async () => {
    // Friday 20 November 2026, 23:30 Moscow: «2 рабочих дня» from that Moscow day.
    t.clock.set(new Date('2026-11-20T20:30:00Z'));
    const client = await createTariffClient(t);
    const manager = await orderManager(t, client);
    const hiring = await catalogueService(t, client.headers, HIRING);
    const order = (
      await placeOrder(t, client.company.id, client.headers, { service_id: hiring.id })
    ).json().data;
    const taskOf = async () =>
      (await t.db.select().from(tasks)).filter((row) => row.sourceKey === `order:${order.id}`);
    expect(await taskOf()).toEqual([
      expect.objectContaining({
        companyId: client.company.id,
        kind: 'order',
        audience: 'staff',
        assigneeId: manager.user.id,
        title: `Выполнить заказ № ${order.id}: ${HIRING}`,
        status: 'open',
        dueDate: '2026-11-24',
      }),
    ]);
    await moveOrder(t, order.id, manager.headers, { status: 'in_progress' });
    expect((await taskOf())[0]?.status).toBe('open');
    await moveOrder(t, order.id, manager.headers, { status: 'done' });
    expect((await taskOf())[0]?.status).toBe('done');
  });
});

describe('access', () => {
  it('answers 404 for another company’s orders and their files', async () => {
    const a = await createTariffClient(t);
    const b = await createTariffClient(t);
    const hiring = await catalogueService(t, b.headers, HIRING);
    const order = (await placeOrder(t, b.company.id, b.headers, { service_id: hiring.id })).json()
      .data;
    const base = `/api/v1/companies/${b.company.id}/orders`;
    expect((await get(base, a.headers)).statusCode).toBe(404);
    expect((await get(`${base}/${order.id}`, a.headers)).statusCode).toBe(404);
    // Its own company id with B's order id: still not found.
    expect(
      (await get(`/api/v1/companies/${a.company.id}/orders/${order.id}`, a.headers)).statusCode,
    ).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${base}/${order.id}/cancel`,
      headers: a.headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(404);
    expect(
      (await placeOrder(t, b.company.id, a.headers, { service_id: hiring.id })).statusCode,
    ).toBe(404);
    const file = multipartFile('file', 'passport.pdf', 'application/pdf', SAMPLE_PDF);
    const upload = await t.app.inject({
      method: 'POST',
      url: `${base}/${order.id}/files`,
      headers: { ...a.headers, ...file.headers },
      payload: file.payload,
    });
    expect(upload.statusCode).toBe(404);
    expect((await orderRows(b.company.id))[0]?.status).toBe('new');
  });

  it('lets a client cancel only a new order, never move it; staff of other companies get 404', async () => {
    const client = await createTariffClient(t);
    const manager = await orderManager(t, client);
    const stranger = await createStaff(t, 'manager');
    const hiring = await catalogueService(t, client.headers, HIRING);
    const order = (
      await placeOrder(t, client.company.id, client.headers, { service_id: hiring.id })
    ).json().data;

    const byClient = await moveOrder(t, order.id, client.headers, { status: 'done' });
    expect(byClient.statusCode).toBe(403);
    expect((await moveOrder(t, order.id, stranger.headers, { status: 'done' })).statusCode).toBe(
      404,
    );
    expect((await orderRows(client.company.id))[0]?.status).toBe('new');

    expect(
      (await moveOrder(t, order.id, manager.headers, { status: 'in_progress' })).statusCode,
    ).toBe(200);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${client.company.id}/orders/${order.id}/cancel`,
      headers: client.headers,
      payload: {},
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Отменить можно только новый заказ: по остальным напишите менеджеру.',
    );
  });
});

describe('moving an order', () => {
  it('«Выполнен» posts the ledger charge once, audited; a second move is refused', async () => {
    const client = await createTariffClient(t);
    const manager = await orderManager(t, client);
    const hiring = await catalogueService(t, client.headers, HIRING);
    const order = (
      await placeOrder(t, client.company.id, client.headers, { service_id: hiring.id, quantity: 2 })
    ).json().data;
    const moved = await moveOrder(t, order.id, manager.headers, {
      status: 'done',
      comment: 'Документы переданы',
    });
    expect(moved.statusCode).toBe(200);
    expect(
      moved.json().data.history.map((entry: { to_status: string }) => entry.to_status),
    ).toEqual(['new', 'done']);
    const charges = await orderCharges(order.id);
    expect(charges).toEqual([
      expect.objectContaining({ kind: 'charge', amountKopecks: -600_000, reason: HIRING }),
    ]);
    const again = await moveOrder(t, order.id, manager.headers, { status: 'done' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Заказ в статусе «Выполнен» нельзя перевести в «Выполнен».');
    // The port itself posts once per order, whoever calls it twice.
    const billing = createOrderBilling({ clock: t.clock });
    const posted = await t.db.transaction((tx) =>
      billing.postServiceCharge(tx, {
        companyId: client.company.id,
        orderId: order.id,
        amountKopecks: 600_000,
        reason: HIRING,
        actorId: null,
      }),
    );
    expect(posted).toBe(false);
    expect(await orderCharges(order.id)).toHaveLength(1);
    const audit = (await t.db.select().from(auditLog)).filter(
      (row) => row.action === 'order.status_changed' && row.subjectId === order.id,
    );
    expect(audit).toEqual([
      expect.objectContaining({ actorId: manager.user.id, companyId: client.company.id }),
    ]);
  });

  it('«Отменён» cancels the unpaid invoice and posts nothing', async () => {
    const client = await createTariffClient(t);
    const manager = await orderManager(t, client);
    const hiring = await catalogueService(t, client.headers, HIRING);
    const order = (
      await placeOrder(t, client.company.id, client.headers, { service_id: hiring.id })
    ).json().data;
    const response = await moveOrder(t, order.id, manager.headers, {
      status: 'cancelled',
      comment: 'Передумали',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.invoice).toMatchObject({
      status: 'cancelled',
      status_name: 'Отменён',
    });
    expect(await orderCharges(order.id)).toHaveLength(0);
  });

  it('a client’s cancel of a new order cancels its invoice too; a paid invoice stays paid', async () => {
    const client = await createTariffClient(t);
    const manager = await orderManager(t, client);
    const hiring = await catalogueService(t, client.headers, HIRING);
    const first = (
      await placeOrder(t, client.company.id, client.headers, { service_id: hiring.id })
    ).json().data;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${client.company.id}/orders/${first.id}/cancel`,
      headers: client.headers,
      payload: { comment: 'Оформим сами' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      invoice: { status: 'cancelled' },
    });

    const second = (
      await placeOrder(t, client.company.id, client.headers, { service_id: hiring.id })
    ).json().data;
    const paid = await recordPayment(t, second.invoice_id, manager.headers, {
      amount_kopecks: 300_000,
      paid_on: '2026-11-20',
      order_number: '512',
    });
    expect(paid.statusCode).toBe(200);
    const response = await moveOrder(t, second.id, manager.headers, { status: 'cancelled' });
    expect(response.json().data.invoice).toMatchObject({ status: 'paid' });
  });

  it('tells the company’s users «Статус заказа изменён» on each move', async () => {
    const client = await createTariffClient(t);
    const manager = await orderManager(t, client);
    const hiring = await catalogueService(t, client.headers, HIRING);
    const order = (
      await placeOrder(t, client.company.id, client.headers, { service_id: hiring.id })
    ).json().data;
    await moveOrder(t, order.id, manager.headers, { status: 'waiting_documents' });
    const rows = (await t.db.select().from(notifications)).filter(
      (row) => row.userId === client.user.id && row.type === 'ORDER_STATUS_CHANGED',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toMatchObject({
      title: 'Статус заказа изменён',
      order_id: order.id,
      status_name: 'Ожидает документов',
    });
  });
});

describe('the staff list', () => {
  it('shows a manager the orders of the assigned companies only, by status', async () => {
    const mine = await createTariffClient(t);
    const other = await createTariffClient(t);
    const manager = await orderManager(t, mine);
    const hiring = await catalogueService(t, mine.headers, HIRING);
    const a = (await placeOrder(t, mine.company.id, mine.headers, { service_id: hiring.id })).json()
      .data;
    const b = (await placeOrder(t, mine.company.id, mine.headers, { service_id: hiring.id })).json()
      .data;
    await placeOrder(t, other.company.id, other.headers, { service_id: hiring.id });
    await moveOrder(t, b.id, manager.headers, { status: 'in_progress' });

    const all = (await get('/api/v1/staff/orders', manager.headers)).json().data;
    expect(all.map((order: { id: number }) => order.id)).toEqual([b.id, a.id]);
    const fresh = (await get('/api/v1/staff/orders?status=new', manager.headers)).json().data;
    expect(fresh.map((order: { id: number }) => order.id)).toEqual([a.id]);
    expect((await get('/api/v1/staff/orders', mine.headers)).statusCode).toBe(403);
    const admin = await createStaff(t, 'admin');
    const byCompany = (
      await get(`/api/v1/staff/orders?company_id=${other.company.id}`, admin.headers)
    ).json().data;
    expect(byCompany).toHaveLength(1);
  });
});

describe('order files', () => {
  it('keeps the client’s documents and refuses what is not a document', async () => {
    const client = await createTariffClient(t);
    const hiring = await catalogueService(t, client.headers, HIRING);
    const order = (
      await placeOrder(t, client.company.id, client.headers, { service_id: hiring.id })
    ).json().data;
    const url = `/api/v1/companies/${client.company.id}/orders/${order.id}/files`;
    const pdf = multipartFile('file', 'Паспорт.pdf', 'application/pdf', SAMPLE_PDF);
    const upload = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...client.headers, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json().data).toMatchObject({ name: 'Паспорт.pdf', mime_type: 'application/pdf' });
    const download = await get(upload.json().data.download_url, client.headers);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    const html = multipartFile('file', 'page.pdf', 'application/pdf', SAMPLE_HTML);
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...client.headers, ...html.headers },
      payload: html.payload,
    });
    expect(refused.statusCode).toBe(422);
    const detail = (
      await get(`/api/v1/companies/${client.company.id}/orders/${order.id}`, client.headers)
    ).json().data;
    expect(detail.files).toHaveLength(1);
  });
});
