import { ORDER_STATUS_NAMES } from '@kabinet/domain/orders';
import {
  orderStatusNotificationData,
  orderStatusNotificationDataSchema,
} from '@kabinet/domain/notifications';

import type { NotifyOrders, OrderNotice } from '../orders/orders.events.ts';

import {
  createCompanyNotifier,
  type CompanyNotifierDeps,
} from './notifications-company.service.ts';

/**
 * The orders hook. Each status move of an order becomes an ORDER_STATUS_CHANGED
 * notification («Статус заказа изменён») for the company's client users except the actor —
 * stored, published, pushed and e-mailed as their preferences say. A failure is logged, never
 * thrown: the order has moved.
 */
export function createOrdersNotifier(deps: CompanyNotifierDeps): NotifyOrders {
  return createCompanyNotifier<OrderNotice>({
    ...deps,
    subject: 'order',
    compose: (notice, companyName) => ({
      audience: 'client',
      actorUserId: notice.actorUserId,
      data: orderStatusNotificationDataSchema.parse(
        orderStatusNotificationData({
          companyId: notice.companyId,
          companyName,
          orderId: notice.orderId,
          serviceName: notice.serviceName,
          status: notice.status,
          statusName: ORDER_STATUS_NAMES[notice.status],
        }),
      ),
    }),
  });
}
