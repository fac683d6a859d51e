import {
  referralNotificationDataSchema,
  referralPayoutNotificationData,
  referralRewardNotificationData,
} from '@kabinet/domain/notifications';

import type { NotifyReferral, ReferralNotice } from '../referral/referral.events.ts';

import {
  createCompanyNotifier,
  type CompanyNotifierDeps,
} from './notifications-company.service.ts';

/**
 * Issue 16: the referral hook. A reward posted for a referred client's payment, and each move of
 * a payout request, become a REFERRAL notification for the referrer company's client users
 * (stored, published, pushed and e-mailed by their preferences), never for the staff member who
 * moved the payout. Failures are logged, never thrown: the money has moved.
 */
export function createReferralNotifier(deps: CompanyNotifierDeps): NotifyReferral {
  return createCompanyNotifier<ReferralNotice>({
    ...deps,
    subject: 'referral',
    compose: (notice, companyName) => ({
      audience: 'client',
      actorUserId: notice.event === 'payout' ? notice.actorUserId : null,
      data: referralNotificationDataSchema.parse(
        notice.event === 'reward'
          ? referralRewardNotificationData({ ...notice, companyName })
          : referralPayoutNotificationData({ ...notice, companyName }),
      ),
    }),
  });
}
