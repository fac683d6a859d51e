import { ORDER_STATUS_NAMES } from '@kabinet/domain/orders';
import {
  orderStatusNotificationData,
  orderStatusNotificationDataSchema,
} from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { NotifyOrders, OrderNotice } from '../orders/orders.events.ts';

import { companyClientUserIds } from '../companies/companies-audience.service.ts';
import { findCompanyName } from './notifications-tariffs.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * Issue 14: the orders hook. Each status move of an order becomes an ORDER_STATUS_CHANGED
 * notification («Статус заказа изменён») for the company's client users except the actor —
 * stored, published, pushed and e-mailed as their preferences say. A failure is logged, never
 * thrown: the order has moved.
 */
export function createOrdersNotifier(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  logger?: Pick<JobLogger, 'error'>;
}): NotifyOrders {
  return async function notifyOrders(notices) {
    for (const notice of notices) {
      try {
        await notify(notice);
      } catch (error) {
        deps.logger?.error({ err: error }, 'order notification failed');
      }
    }
  };

  async function notify(notice: OrderNotice): Promise<void> {
    const [companyName, userIds] = await Promise.all([
      findCompanyName(deps.db, notice.companyId),
      companyClientUserIds(deps.db, notice.companyId),
    ]);
    const data = orderStatusNotificationDataSchema.parse(
      orderStatusNotificationData({
        companyId: notice.companyId,
        companyName: companyName ?? undefined,
        orderId: notice.orderId,
        serviceName: notice.serviceName,
        status: notice.status,
        statusName: ORDER_STATUS_NAMES[notice.status],
      }),
    );
    const recipients = userIds.filter((userId) => userId !== notice.actorUserId);
    await deps.notifications.notify(recipients.map((userId) => ({ userId, data })));
  }
}
