import {
  reportNotificationData,
  reportNotificationDataSchema,
} from '@kabinet/domain/notifications';
import { reportLink } from '@kabinet/domain/reports';

import type { Db } from '../../db/client.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import type { NotifyReports, ReportNotice } from '../reports/reports.events.ts';

import {
  companyClientUserIds,
  companyStaffUserIds,
} from '../companies/companies-audience.service.ts';
import { findCompanyName } from './notifications-tariffs.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * Issue 15: the reports hook. A report made or moved and a deadline ahead go to the company's
 * client users, the client's signature to its managers — each as a REPORT_CREATED notification
 * (stored, published, pushed and e-mailed by the user's preferences), never to the actor.
 */
export function createReportsNotifier(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  logger?: Pick<JobLogger, 'error'>;
}): NotifyReports {
  return async function notifyReports(notices) {
    for (const notice of notices) {
      try {
        await notify(notice);
      } catch (error) {
        deps.logger?.error({ err: error }, 'report notification failed');
      }
    }
  };

  async function notify(notice: ReportNotice): Promise<void> {
    const [companyName, userIds] = await Promise.all([
      findCompanyName(deps.db, notice.companyId),
      notice.audience === 'client'
        ? companyClientUserIds(deps.db, notice.companyId)
        : companyStaffUserIds(deps.db, notice.companyId),
    ]);
    const link =
      notice.audience === 'staff'
        ? `/staff/reports?report=${notice.reportId ?? ''}`
        : notice.reportId
          ? reportLink(notice.reportId)
          : '/company-reports?tab=calendar';
    const data = reportNotificationDataSchema.parse(
      reportNotificationData({ ...notice, companyName: companyName ?? undefined, link }),
    );
    const recipients = userIds.filter((userId) => userId !== notice.actorUserId);
    await deps.notifications.notify(recipients.map((userId) => ({ userId, data })));
  }
}
