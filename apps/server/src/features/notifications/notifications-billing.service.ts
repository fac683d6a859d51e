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
 * The billing hook. An invoice issued, a payment received or an invoice overdue
 * becomes a BILLING notification for the company's client users except the actor (an advance:
 * for its managers) — stored,
 * published and pushed like any other. A failure is logged, never thrown: the money has moved.
 */
export function createBillingNotifier(deps: CompanyNotifierDeps): NotifyBilling {
  return createCompanyNotifier<BillingNotice>({
    ...deps,
    subject: 'billing',
    compose: (notice, companyName) => ({
      // An advance is for the managers to settle with the client; the rest is the client's news.
      audience: notice.event === 'advance_received' ? 'staff' : 'client',
      actorUserId: notice.actorUserId,
      data: billingNotificationDataSchema.parse(
        billingNotificationData({ ...notice, companyName }),
      ),
    }),
  });
}
