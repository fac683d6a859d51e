import type { ServiceOption } from '../services/services.schemas.ts';

// Ordering: the statuses of an order of a one-time service, who may move it where,
// and what it costs. Money is in kopecks.

/** The statuses of an order. */
export const ORDER_STATUS = {
  NEW: 'new',
  IN_PROGRESS: 'in_progress',
  WAITING_DOCUMENTS: 'waiting_documents',
  DONE: 'done',
  CANCELLED: 'cancelled',
} as const;
/** An order status. */
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
/** Every order status, in the order a flow goes through them. */
export const ORDER_STATUSES = Object.values(ORDER_STATUS) as [OrderStatus, ...OrderStatus[]];

/** The Russian name of each status, as the client and staff see it. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  new: 'Новый',
  in_progress: 'В работе',
  waiting_documents: 'Ожидает документов',
  done: 'Выполнен',
  cancelled: 'Отменён',
};

/** Statuses an order is still open in (work or money may still happen). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.NEW,
  ORDER_STATUS.IN_PROGRESS,
  ORDER_STATUS.WAITING_DOCUMENTS,
];

/** Whether the order is finished (Выполнен or Отменён): nothing moves it any more. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return status === ORDER_STATUS.DONE || status === ORDER_STATUS.CANCELLED;
}

/**
 * Where staff (the company's manager, admin) may move an order from each status: on through the
 * work, back to «В работе» when documents arrive, to «Выполнен» or «Отменён» from any open
 * status. A finished order stays as it is.
 */
export const STAFF_ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['in_progress', 'waiting_documents', 'done', 'cancelled'],
  in_progress: ['waiting_documents', 'done', 'cancelled'],
  waiting_documents: ['in_progress', 'done', 'cancelled'],
  done: [],
  cancelled: [],
};

/** Who moves an order: the firm's staff or the company's client user. */
export type OrderActorSide = 'staff' | 'client';

/**
 * Whether `side` may move an order from `from` to `to`. Staff follow STAFF_ORDER_TRANSITIONS;
 * a client may only cancel, and only while the order is «Новый» (the work has not started).
 */
export function canMoveOrder(side: OrderActorSide, from: OrderStatus, to: OrderStatus): boolean {
  if (side === 'client') return from === ORDER_STATUS.NEW && to === ORDER_STATUS.CANCELLED;
  return STAFF_ORDER_TRANSITIONS[from].includes(to);
}

/** The statuses `side` may move an order in `from` to (the staff's select, the cancel button). */
export function nextOrderStatuses(side: OrderActorSide, from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMoveOrder(side, from, to));
}

/** The most units of a service one order takes. */
export const MAX_ORDER_QUANTITY = 1000;

/** One line of an order's price: the service or an option, `quantity` units of `price_kopecks`. */
export type OrderPriceLine = { name: string; quantity: number; price_kopecks: number };

/**
 * The price rule: the service's price × quantity plus each chosen option's price × quantity
 * (an option is added per unit: «Срочно» for 3 employees is paid 3 times). A service sold
 * «от» a price is ordered at that price: it is what the invoice asks; the rest, if the work
 * costs more, is agreed with the manager and invoiced apart (docs/api/orders.md). A line of
 * 0 ₽ is left out of the invoice lines but kept in the order.
 */
export function orderPriceLines(args: {
  service: { name: string; price_kopecks: number };
  options: readonly Pick<ServiceOption, 'name' | 'price_kopecks'>[];
  quantity: number;
}): OrderPriceLine[] {
  return [
    { name: args.service.name, quantity: args.quantity, price_kopecks: args.service.price_kopecks },
    ...args.options.map((option) => ({
      name: `${args.service.name}: ${option.name}`,
      quantity: args.quantity,
      price_kopecks: option.price_kopecks,
    })),
  ];
}

/** The total of the lines, in kopecks. */
export function orderTotalKopecks(lines: readonly OrderPriceLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.price_kopecks, 0);
}

/** «Заказ № 7». */
export function formatOrderNumber(id: number): string {
  return `Заказ № ${id}`;
}

/** Where the client sees an order (the task's and the notification's link). */
export function orderPagePath(id: number): string {
  return `/service/orders?order=${id}`;
}

/** The source key of an order's manager task and invoice line (tasks port, ledger). */
export function orderSourceKey(id: number): string {
  return `order:${id}`;
}
