import type { InvoiceLineInput } from '@kabinet/domain/billing';
import type { Order, OrderInvoice } from '@kabinet/domain/orders';

import type { Db } from '../../db/client.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { TaskEvents, TaskRef } from '../../platform/task-events.ts';

/** What the orders feature does with tasks (the tasks port): opens, completes, announces. */
export type OrderTasks = TaskEvents;

/** Billing, as orders uses it (billing's `orderBilling`, filled in services.ts). */
export type OrderBilling = {
  issueServiceInvoice(
    tx: Db,
    args: { companyId: number; lines: InvoiceLineInput[]; actorId: number | null },
  ): Promise<number>;
  /** After commit: «Выставлен счёт» to the company's users. Never throws. */
  invoiceIssued(invoiceId: number, actorUserId: number | null): Promise<void>;
  postServiceCharge(
    tx: Db,
    args: {
      companyId: number;
      orderId: number;
      amountKopecks: number;
      reason: string;
      actorId: number | null;
    },
  ): Promise<boolean>;
  cancelUnpaidInvoice(
    tx: Db,
    args: { invoiceId: number; reason: string; actorId: number | null },
  ): Promise<boolean>;
  invoiceSummary(db: Db, invoiceId: number): Promise<OrderInvoice | null>;
};

/** One order status change the company's users hear of (after commit). */
export type OrderNotice = {
  companyId: number;
  orderId: number;
  serviceName: string;
  status: Order['status'];
  /** Who moved it (not told of their own move). */
  actorUserId: number | null;
};

/**
 * Hook for the notifications feature (notifications-orders.service.ts): «Статус заказа изменён»
 * to the company's client users other than the actor. It never throws.
 */
export type NotifyOrders = (notices: readonly OrderNotice[]) => Promise<void>;

/** An order made or moved, told after commit. */
export type OrderChange = {
  order: Order;
  /** Set when the status moved: the company's users are told (notifications). */
  moved?: { actorUserId: number | null } | undefined;
  /** Tasks opened or completed in the transaction. */
  tasks?: readonly (TaskRef | null)[];
  /** An invoice issued in the transaction: «Выставлен счёт». */
  issuedInvoiceId?: number | null;
  actorUserId: number | null;
};

/**
 * After commit — the tasks announced, `OrderChanged` to everyone who sees the
 * company's orders, the invoice notice and the status notice. Failures are logged, never thrown:
 * the order is saved.
 */
export function createOrderPublisher(deps: {
  realtime: Realtime;
  audience: (companyId: number) => Promise<number[]>;
  tasks: OrderTasks;
  billing: Pick<OrderBilling, 'invoiceIssued'>;
  notify?: NotifyOrders | undefined;
  logger?: Pick<JobLogger, 'error'> | undefined;
}) {
  return async function publish(change: OrderChange): Promise<void> {
    const { order } = change;
    try {
      if (change.tasks?.length) await deps.tasks.announce(change.tasks);
      for (const userId of await deps.audience(order.company_id)) {
        deps.realtime.toUser(userId).emit('OrderChanged', order);
      }
      if (change.issuedInvoiceId) {
        await deps.billing.invoiceIssued(change.issuedInvoiceId, change.actorUserId);
      }
      if (change.moved) {
        await deps.notify?.([
          {
            companyId: order.company_id,
            orderId: order.id,
            serviceName: order.service_name,
            status: order.status,
            actorUserId: change.moved.actorUserId,
          },
        ]);
      }
    } catch (error) {
      deps.logger?.error({ err: error }, 'order announcement failed');
    }
  };
}

/** Publishes an order change after commit. */
export type PublishOrderChange = ReturnType<typeof createOrderPublisher>;
