import {
  canMoveOrder,
  formatOrderNumber,
  isFinalOrderStatus,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  orderSourceKey,
  type CancelOrderBody,
  type MoveOrderBody,
  type Order,
  type OrderDetail,
  type OrderStatus,
  type StaffOrdersQuery,
} from '@kabinet/domain/orders';
import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { TaskRef } from '../../platform/task-events.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import {
  clientCannotCancel,
  moveNotAllowed,
  notOrdersStaff,
  orderNotFound,
} from './orders.errors.ts';
import type { OrderBilling, OrderTasks, PublishOrderChange } from './orders.events.ts';
import { canManageCompanyOrders, canSeeCompanyOrders, type OrdersActor } from './orders.policy.ts';
import * as repo from './orders.repository.ts';
import { serializeOrder } from './orders.serializers.ts';
import type { OrdersService } from './orders.service.ts';

/** The most orders the staff list answers at once. */
export const STAFF_ORDERS_LIMIT = 200;

type MoveDeps = { clock: Clock; audit: RecordAudit; billing: OrderBilling; tasks: OrderTasks };

/**
 * In `tx`: locks the order, checks the move, records it in the history (and the audit log for
 * staff); «Выполнен» and «Отменён» complete the task, «Выполнен» posts the charge, «Отменён»
 * cancels the unpaid invoice. Answers the tasks completed, to announce after commit.
 */
async function moveIn(
  tx: Db,
  deps: MoveDeps,
  actor: OrdersActor,
  orderId: number,
  args: { status: OrderStatus; comment: string; side: 'staff' | 'client' },
): Promise<TaskRef[]> {
  const row = await repo.lockOrder(tx, orderId);
  if (!row) throw orderNotFound();
  const from = row.status;
  if (!canMoveOrder(args.side, from, args.status)) {
    throw args.side === 'client'
      ? clientCannotCancel()
      : moveNotAllowed(ORDER_STATUS_NAMES[from], ORDER_STATUS_NAMES[args.status]);
  }
  const now = deps.clock.now();
  await repo.updateOrder(tx, row.id, { status: args.status, updatedAt: now });
  await repo.insertHistory(tx, {
    orderId: row.id,
    fromStatus: from,
    toStatus: args.status,
    comment: args.comment,
    actorId: actor.id,
    createdAt: now,
  });
  const refs: TaskRef[] = [];
  if (isFinalOrderStatus(args.status)) {
    refs.push(...(await deps.tasks.complete(tx, orderSourceKey(row.id))));
  }
  if (args.status === ORDER_STATUS.DONE) {
    await deps.billing.postServiceCharge(tx, {
      companyId: row.companyId,
      orderId: row.id,
      amountKopecks: row.totalKopecks,
      reason: row.serviceName,
      actorId: actor.id,
    });
  }
  if (args.status === ORDER_STATUS.CANCELLED && row.invoiceId) {
    await deps.billing.cancelUnpaidInvoice(tx, {
      invoiceId: row.invoiceId,
      reason: `${formatOrderNumber(row.id)} отменён`,
      actorId: actor.id,
    });
  }
  if (args.side === 'staff') {
    await deps.audit(tx, {
      actorId: actor.id,
      action: 'order.status_changed',
      companyId: row.companyId,
      subject: {
        type: 'order',
        id: row.id,
        name: `${formatOrderNumber(row.id)}: ${row.serviceName}`,
      },
      before: { status: from },
      after: { status: args.status, ...(args.comment ? { comment: args.comment } : {}) },
    });
  }
  return refs;
}

/**
 * An order's status moves — staff move it on (audited), a client cancels a new one.
 * «Выполнен» completes the manager's task and posts the ledger charge (once); «Отменён»
 * cancels the invoice when nothing was paid on it and completes the task. And the staff's list.
 */
export function createOrderStatusService(deps: {
  db: Db;
  clock: Clock;
  audit: RecordAudit;
  billing: OrderBilling;
  tasks: OrderTasks;
  publish: PublishOrderChange;
  orders: Pick<OrdersService, 'visibleOrder' | 'detail'>;
}) {
  const { db } = deps;
  const { visibleOrder, detail } = deps.orders;
  return { cancel, listForStaff, getForStaff, move };

  async function saved(orderId: number): Promise<Order> {
    const row = await repo.findOrder(db, orderId);
    if (!row) throw orderNotFound();
    return serializeOrder(row);
  }

  /** POST /companies/{id}/orders/{orderId}/cancel: a client only while «Новый»; staff as a move. */
  async function cancel(
    actor: OrdersActor,
    companyId: number,
    orderId: number,
    body: CancelOrderBody,
  ): Promise<OrderDetail> {
    const order = await visibleOrder(actor, companyId, orderId);
    const staff = await canManageCompanyOrders(db, actor, companyId);
    if (!staff && order.status !== ORDER_STATUS.NEW) throw clientCannotCancel();
    await moveTo(actor, order.id, {
      status: ORDER_STATUS.CANCELLED,
      comment: body.comment,
      side: staff ? 'staff' : 'client',
    });
    return detail(await visibleOrder(actor, companyId, orderId));
  }

  /** GET /staff/orders: admin and crm every company's, a manager those assigned to them. */
  async function listForStaff(actor: OrdersActor, query: StaffOrdersQuery): Promise<Order[]> {
    if (!hasManagerRights(actor.roleSlug)) throw notOrdersStaff();
    const rows = await repo.listStaffOrders(db, {
      assignedTo: isAdmin(actor.roleSlug) ? undefined : actor.id,
      status: query.status,
      companyId: query.company_id,
      limit: STAFF_ORDERS_LIMIT,
    });
    return rows.map(serializeOrder);
  }

  /** GET /staff/orders/{orderId}: an order of a company the actor serves, with its history. */
  async function getForStaff(actor: OrdersActor, orderId: number): Promise<OrderDetail> {
    if (!hasManagerRights(actor.roleSlug)) throw notOrdersStaff();
    const order = await repo.findOrder(db, orderId);
    if (!order || !(await canManageCompanyOrders(db, actor, order.companyId))) {
      throw orderNotFound();
    }
    return detail(order);
  }

  /** POST /staff/orders/{orderId}/status: staff of the company move it on (audited). */
  async function move(actor: OrdersActor, orderId: number, body: MoveOrderBody) {
    const order = await repo.findOrder(db, orderId);
    if (!order || !(await canSeeCompanyOrders(db, actor, order.companyId))) {
      throw orderNotFound();
    }
    if (!(await canManageCompanyOrders(db, actor, order.companyId))) throw notOrdersStaff();
    await moveTo(actor, order.id, { ...body, side: 'staff' });
    return detail(await visibleOrder(actor, order.companyId, order.id));
  }

  async function moveTo(
    actor: OrdersActor,
    orderId: number,
    args: { status: OrderStatus; comment: string; side: 'staff' | 'client' },
  ): Promise<void> {
    const tasks = await db.transaction((tx) => moveIn(tx, deps, actor, orderId, args));
    await deps.publish({
      order: await saved(orderId),
      tasks,
      moved: { actorUserId: actor.id },
      actorUserId: actor.id,
    });
  }
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
