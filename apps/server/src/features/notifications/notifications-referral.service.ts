import {
  referralNotificationDataSchema,
  referralPayoutNotificationData,
  referralRewardNotificationData,
} from '@kabinet/domain/notifications';

import type { NotifyReferral, ReferralNotice } from '../referral/referral.events.ts';

import {
  createCompanyNotifier,
  type CompanyNotification,
  type CompanyNotifierDeps,
} from './notifications-company.service.ts';

/**
 * The referral hook. A reward posted for a referred client's payment, and each move of
 * a payout request, become a REFERRAL notification for the referrer company's client users,
 * never for the staff member who moved the payout. A new payout request becomes one for the
 * company's assigned managers and the firm's admins, who move it (link: their payouts list),
 * never for the user who asked. Each is stored, published, pushed and e-mailed by the
 * recipient's preferences. Failures are logged, never thrown: the money has moved.
 */
export function createReferralNotifier(deps: CompanyNotifierDeps): NotifyReferral {
  return createCompanyNotifier<ReferralNotice>({
    ...deps,
    subject: 'referral',
    compose: (notice, companyName) => compose(notice, companyName),
  });
}

function compose(notice: ReferralNotice, companyName: string | undefined): CompanyNotification {
  switch (notice.event) {
    case 'reward':
      return {
        audience: 'client',
        actorUserId: null,
        data: referralNotificationDataSchema.parse(
          referralRewardNotificationData({ ...notice, companyName }),
        ),
      };
    case 'payout':
      return {
        audience: 'client',
        actorUserId: notice.actorUserId,
        data: referralNotificationDataSchema.parse(
          referralPayoutNotificationData({ ...notice, companyName }),
        ),
      };
    case 'payout_requested':
      return {
        audience: 'staff-and-admins',
        actorUserId: notice.actorUserId,
        data: referralNotificationDataSchema.parse(
          referralPayoutNotificationData({
            ...notice,
            companyName,
            status: 'requested',
            audience: 'staff',
          }),
        ),
      };
  }
}
