import {
  managementReportNotificationData,
  managementReportNotificationDataSchema,
} from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';
import { companyClientUserIds } from '../companies/companies-audience.service.ts';
import type { NotifyManagementReports } from '../management-accounting/management-accounting.events.ts';

import { findCompanyName } from './notifications-tariffs.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * Issue 15: the management accounting hook. A published report becomes a
 * MANAGEMENT_REPORT_PUBLISHED notification for the company's client users (stored, published,
 * e-mailed by their preferences), never for the staff member who uploaded it. Failures are logged.
 */
export function createManagementReportsNotifier(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  logger?: Pick<JobLogger, 'error'>;
}): NotifyManagementReports {
  return async function notifyManagementReports(notice) {
    try {
      const [companyName, userIds] = await Promise.all([
        findCompanyName(deps.db, notice.companyId),
        companyClientUserIds(deps.db, notice.companyId),
      ]);
      const data = managementReportNotificationDataSchema.parse(
        managementReportNotificationData({ ...notice, companyName: companyName ?? undefined }),
      );
      const recipients = userIds.filter((userId) => userId !== notice.actorUserId);
      await deps.notifications.notify(recipients.map((userId) => ({ userId, data })));
    } catch (error) {
      deps.logger?.error({ err: error }, 'management report notification failed');
    }
  };
}
