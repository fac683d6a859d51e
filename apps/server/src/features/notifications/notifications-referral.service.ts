import {
  referralNotificationDataSchema,
  referralPayoutNotificationData,
  referralRewardNotificationData,
} from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import { companyClientUserIds } from '../companies/companies-audience.service.ts';
import type { NotifyReferral, ReferralNotice } from '../referral/referral.events.ts';

import { findCompanyName } from './notifications-tariffs.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * Issue 16: the referral hook. A reward posted for a referred client's payment, and each move of
 * a payout request, become a REFERRAL notification for the referrer company's client users
 * (stored, published, pushed and e-mailed by their preferences), never for the staff member who
 * moved the payout. Failures are logged, never thrown: the money has moved.
 */
export function createReferralNotifier(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  logger?: Pick<JobLogger, 'error'>;
}): NotifyReferral {
  return async function notifyReferral(notices) {
    for (const notice of notices) {
      try {
        await notify(notice);
      } catch (error) {
        deps.logger?.error({ err: error }, 'referral notification failed');
      }
    }
  };

  async function notify(notice: ReferralNotice): Promise<void> {
    const [found, userIds] = await Promise.all([
      findCompanyName(deps.db, notice.companyId),
      companyClientUserIds(deps.db, notice.companyId),
    ]);
    const companyName = found ?? undefined;
    const data = referralNotificationDataSchema.parse(
      notice.event === 'reward'
        ? referralRewardNotificationData({ ...notice, companyName })
        : referralPayoutNotificationData({ ...notice, companyName }),
    );
    const actor = notice.event === 'payout' ? notice.actorUserId : null;
    const recipients = userIds.filter((userId) => userId !== actor);
    await deps.notifications.notify(recipients.map((userId) => ({ userId, data })));
  }
}
