import { actLink } from '@kabinet/domain/acts';
import { actNotificationData, actNotificationDataSchema } from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { ActNotice, NotifyActs } from '../acts/acts.events.ts';

import {
  companyClientUserIds,
  companyStaffUserIds,
} from '../companies/companies-audience.service.ts';
import { findCompanyName } from './notifications-tariffs.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * Issue 14: the acts hook. «Выставлен акт» goes to the company's client users, «Акт подписан»
 * and «Акт оспорен» to its managers — each as an ACT_CREATED notification (stored, published,
 * pushed and e-mailed by the user's preferences), never to the actor. Failures are logged.
 */
export function createActsNotifier(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  logger?: Pick<JobLogger, 'error'>;
}): NotifyActs {
  return async function notifyActs(notices) {
    for (const notice of notices) {
      try {
        await notify(notice);
      } catch (error) {
        deps.logger?.error({ err: error }, 'act notification failed');
      }
    }
  };

  async function notify(notice: ActNotice): Promise<void> {
    const [companyName, userIds] = await Promise.all([
      findCompanyName(deps.db, notice.companyId),
      notice.audience === 'client'
        ? companyClientUserIds(deps.db, notice.companyId)
        : companyStaffUserIds(deps.db, notice.companyId),
    ]);
    const link =
      notice.audience === 'client' ? actLink(notice.actId) : `/documents?act=${notice.actId}`;
    const data = actNotificationDataSchema.parse(
      actNotificationData({ ...notice, companyName: companyName ?? undefined, link }),
    );
    const recipients = userIds.filter((userId) => userId !== notice.actorUserId);
    await deps.notifications.notify(recipients.map((userId) => ({ userId, data })));
  }
}
