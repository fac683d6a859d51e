import {
  billingNotificationData,
  billingNotificationDataSchema,
} from '@kabinet/domain/notifications';

import type { BillingNotice, NotifyBilling } from '../billing/billing.events.ts';

import {
  createCompanyNotifier,
  type CompanyNotifierDeps,
} from './notifications-company.service.ts';

/**
 * Issue 13: the billing hook. An invoice issued, a payment received or an invoice overdue
 * becomes a BILLING notification for the company's client users except the actor — stored,
 * published and pushed like any other. A failure is logged, never thrown: the money has moved.
 */
export function createBillingNotifier(deps: CompanyNotifierDeps): NotifyBilling {
  return createCompanyNotifier<BillingNotice>({
    ...deps,
    subject: 'billing',
    compose: (notice, companyName) => ({
      audience: 'client',
      actorUserId: notice.actorUserId,
      data: billingNotificationDataSchema.parse(
        billingNotificationData({ ...notice, companyName }),
      ),
    }),
  });
}
