import {
  ORDER_STATUS,
  orderPriceLines,
  orderSourceKey,
  orderTaskDueDate,
  orderTotalKopecks,
  type CreateOrderBody,
  type Order,
  type OrderDetail,
  type OrderPriceLine,
} from '@kabinet/domain/orders';
import type { Service, ServiceOption } from '@kabinet/domain/services';
import { localDate } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

import {
  companyNotFound,
  orderNotFound,
  quantityNotAllowed,
  repeatedOption,
  serviceUnavailable,
  unknownOption,
} from './orders.errors.ts';
import type { OrderBilling, OrderTasks, PublishOrderChange } from './orders.events.ts';
import { canSeeCompanyOrders, type OrdersActor } from './orders.policy.ts';
import * as repo from './orders.repository.ts';
import { serializeHistoryEntry, serializeOrder, serializeOrderFile } from './orders.serializers.ts';

/** Where the manager's task of an order leads: the staff's orders page with it open. */
const staffOrderLink = (id: number) => `/orders?order=${id}`;

export type OrdersDeps = {
  db: Db;
  clock: Clock;
  billing: OrderBilling;
  tasks: OrderTasks;
  publish: PublishOrderChange;
  /** The catalogue's service by id (services feature), inactive ones included. */
  findService: (id: number) => Promise<Service | null>;
};

/** The options chosen, checked against the service's: unknown or repeated codes are 422. */
function chosenOptions(service: Service, codes: readonly string[]): ServiceOption[] {
  const seen = new Set<string>();
  return codes.map((code, index) => {
    if (seen.has(code)) throw repeatedOption(index);
    seen.add(code);
    const option = service.options.find((item) => item.code === code);
    if (!option) throw unknownOption(index);
    return option;
  });
}

/**
 * In `tx`: the order (service, options and documents as they are now), its first history row,
 * the invoice of its priced lines (none for 0 ₽) and the manager's task.
 */
async function placeIn(
  tx: Db,
  deps: Pick<OrdersDeps, 'clock' | 'billing' | 'tasks'>,
  args: {
    actor: OrdersActor;
    companyId: number;
    service: Service;
    options: ServiceOption[];
    body: CreateOrderBody;
    lines: OrderPriceLine[];
  },
) {
  const { actor, companyId, service, options, body, lines } = args;
  const total = orderTotalKopecks(lines);
  const now = deps.clock.now();
  const order = await repo.insertOrder(tx, {
    companyId,
    serviceId: service.id,
    serviceName: service.name,
    servicePriceKopecks: service.price_kopecks,
    priceFrom: service.price_from,
    options,
    quantity: body.quantity,
    quantityLabel: service.quantity_label,
    documents: service.documents,
    comment: body.comment,
    totalKopecks: total,
    status: ORDER_STATUS.NEW,
    createdBy: actor.id,
    createdAt: now,
    updatedAt: now,
  });
  await repo.insertHistory(tx, {
    orderId: order.id,
    fromStatus: null,
    toStatus: ORDER_STATUS.NEW,
    comment: body.comment,
    actorId: actor.id,
    createdAt: now,
  });
  const invoiceLines = lines.filter((line) => line.price_kopecks > 0);
  const invoiceId =
    total > 0
      ? await deps.billing.issueServiceInvoice(tx, {
          companyId,
          lines: invoiceLines,
          actorId: actor.id,
        })
      : null;
  if (invoiceId) await repo.updateOrder(tx, order.id, { invoiceId });
  const task = await deps.tasks.open(tx, {
    companyId,
    kind: 'order',
    audience: 'staff',
    sourceKey: orderSourceKey(order.id),
    title: `Выполнить заказ № ${order.id}: ${service.name}`,
    description: body.comment,
    dueDate: orderTaskDueDate(service.turnaround, localDate(now)),
    link: staffOrderLink(order.id),
    actorId: actor.id,
  });
  return { orderId: order.id, invoiceId, task };
}

/**
 * Ordering: a client orders a one-time service — the order, its first history row,
 * the invoice and the manager's task in one transaction, announced after commit — and reads
 * its orders (with history, files and invoice). Status moves: orders-status.service.ts.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db } = deps;
  return { create, list, get, visibleOrder, detail };

  async function visibleCompany(actor: OrdersActor, companyId: number): Promise<string> {
    const name = await repo.findCompanyName(db, companyId);
    if (name === null || !(await canSeeCompanyOrders(db, actor, companyId))) {
      throw companyNotFound();
    }
    return name;
  }

  /** The order of that company when the actor sees the company; 404 otherwise. */
  async function visibleOrder(actor: OrdersActor, companyId: number, orderId: number) {
    await visibleCompany(actor, companyId);
    const order = await repo.findOrder(db, orderId);
    if (!order || order.companyId !== companyId) throw orderNotFound();
    return order;
  }

  async function saved(orderId: number): Promise<Order> {
    const row = await repo.findOrder(db, orderId);
    if (!row) throw orderNotFound();
    return serializeOrder(row);
  }

  /** POST /companies/{id}/orders. */
  async function create(actor: OrdersActor, companyId: number, body: CreateOrderBody) {
    await visibleCompany(actor, companyId);
    const service = await deps.findService(body.service_id);
    if (!service?.is_active) throw serviceUnavailable();
    const options = chosenOptions(service, body.option_codes);
    if (!service.quantity_label && body.quantity !== 1) throw quantityNotAllowed();
    const lines = orderPriceLines({ service, options, quantity: body.quantity });

    const result = await db.transaction((tx) =>
      placeIn(tx, deps, { actor, companyId, service, options, body, lines }),
    );
    const order = await saved(result.orderId);
    await deps.publish({
      order,
      tasks: [result.task],
      issuedInvoiceId: result.invoiceId,
      actorUserId: actor.id,
    });
    return order;
  }

  /** GET /companies/{id}/orders: newest first. */
  async function list(actor: OrdersActor, companyId: number): Promise<Order[]> {
    await visibleCompany(actor, companyId);
    return (await repo.listCompanyOrders(db, companyId)).map(serializeOrder);
  }

  /** GET /companies/{id}/orders/{orderId}: with history, files and invoice. */
  async function get(actor: OrdersActor, companyId: number, orderId: number) {
    return detail(await visibleOrder(actor, companyId, orderId));
  }

  async function detail(row: repo.OrderListRow): Promise<OrderDetail> {
    const [history, files, invoice] = await Promise.all([
      repo.listHistory(db, row.id),
      repo.listFiles(db, row.id),
      row.invoiceId ? deps.billing.invoiceSummary(db, row.invoiceId) : null,
    ]);
    return {
      ...serializeOrder(row),
      history: history.map(serializeHistoryEntry),
      files: files.map((file) => serializeOrderFile(row.companyId, file)),
      invoice,
      documents: row.documents,
    };
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>;
