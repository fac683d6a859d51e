import {
  billingNotificationData,
  billingNotificationDataSchema,
} from '@kabinet/domain/notifications';

import type { BillingNotice, NotifyBilling } from '../billing/billing.events.ts';
import type { AutopayNotice } from '../online-payments/online-payments-autopay.notices.ts';

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

/**
 * The autopay hook: a month paid from the saved card, a failed try with the next one's date, or
 * autopay stopped becomes a BILLING notification for the company's client users, leading to the
 * payment page.
 */
export function createAutopayNotifier(deps: CompanyNotifierDeps) {
  const notify = createCompanyNotifier<AutopayNotice>({
    ...deps,
    subject: 'autopay',
    compose: (notice, companyName) => ({
      audience: 'client',
      actorUserId: null,
      data: billingNotificationDataSchema.parse(
        billingNotificationData({
          event: `autopay_${notice.kind}`,
          companyId: notice.companyId,
          companyName,
          invoiceId: notice.charge.invoiceId,
          invoiceNumber: notice.invoiceNumber,
          amountKopecks: notice.amountKopecks ?? 0,
          receiptPaymentId: notice.receiptPaymentId,
          autopay: {
            month: notice.charge.month,
            cardTitle: notice.cardTitle,
            reason: notice.charge.lastError,
            nextAttemptOn: notice.charge.nextAttemptOn,
          },
        }),
      ),
    }),
  });
  return (notice: AutopayNotice) => notify([notice]);
}
