import { pushBodyLine, type PushPayload } from './chat-notifications.ts';
import { NOTIFICATION_TYPE } from './notification-types.ts';
import type { OrderStatusNotificationData } from './notifications.schemas.ts';

/** Where an order notification leads — the client's orders, that order open. */
export const ORDERS_PAGE_URL = '/service/orders';

/** The title of an order status notification. */
export const ORDER_STATUS_TITLE = 'Статус заказа изменён';

/**
 * «ООО «Ромашка»: заказ № 7 «Декларация 3-НДФЛ» — В работе» (the company first: a
 * user may belong to several).
 */
export function orderStatusText(args: {
  orderId: number;
  serviceName: string;
  statusName: string;
  companyName?: string | undefined;
}): string {
  const line = `заказ № ${args.orderId} «${args.serviceName}» — ${args.statusName}`;
  const company = args.companyName?.trim();
  return company ? `${company}: ${line}` : line.charAt(0).toLocaleUpperCase('ru') + line.slice(1);
}

/** The data stored with an ORDER_STATUS_CHANGED notification. */
export function orderStatusNotificationData(args: {
  companyId: number;
  companyName?: string | undefined;
  orderId: number;
  serviceName: string;
  status: string;
  statusName: string;
}): OrderStatusNotificationData {
  return {
    type: NOTIFICATION_TYPE.ORDER_STATUS_CHANGED,
    company_id: args.companyId,
    order_id: args.orderId,
    service_name: args.serviceName,
    status: args.status,
    status_name: args.statusName,
    ...(args.companyName ? { company_name: args.companyName } : {}),
    title: ORDER_STATUS_TITLE,
    text: orderStatusText(args),
  };
}

/** The link of an order notification: the orders page with that order open. */
export function orderNotificationLink(orderId: number): string {
  return `${ORDERS_PAGE_URL}?order=${orderId}`;
}

/** The push of an order status notification; a tap opens the order. */
export function orderStatusPushPayload(data: OrderStatusNotificationData): PushPayload {
  return {
    title: data.title,
    body: pushBodyLine(data.text),
    tag: `order-${data.order_id}`,
    url: orderNotificationLink(data.order_id),
    data: {
      type: data.type,
      company_id: data.company_id,
      order_id: data.order_id,
      status: data.status,
    },
  };
}
