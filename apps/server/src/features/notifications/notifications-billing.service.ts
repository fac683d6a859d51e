import {
  billingNotificationData,
  billingNotificationDataSchema,
} from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { BillingNotice, NotifyBilling } from '../billing/billing.events.ts';

import { companyClientUserIds } from '../companies/companies-audience.service.ts';
import { findCompanyName } from './notifications-tariffs.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * Issue 13: the billing hook. An invoice issued, a payment received or an invoice overdue
 * becomes a BILLING notification for the company's client users except the actor — stored,
 * published and pushed like any other. A failure is logged, never thrown: the money has moved.
 */
export function createBillingNotifier(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  logger?: Pick<JobLogger, 'error'>;
}): NotifyBilling {
  return async function notifyBilling(notices) {
    for (const notice of notices) {
      try {
        await notify(notice);
      } catch (error) {
        deps.logger?.error({ err: error }, 'billing notification failed');
      }
    }
  };

  async function notify(notice: BillingNotice): Promise<void> {
    const [companyName, userIds] = await Promise.all([
      findCompanyName(deps.db, notice.companyId),
      companyClientUserIds(deps.db, notice.companyId),
    ]);
    const data = billingNotificationDataSchema.parse(
      billingNotificationData({ ...notice, companyName: companyName ?? undefined }),
    );
    const recipients = userIds.filter((userId) => userId !== notice.actorUserId);
    await deps.notifications.notify(recipients.map((userId) => ({ userId, data })));
  }
}
