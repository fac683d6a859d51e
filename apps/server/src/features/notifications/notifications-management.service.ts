import {
  managementReportNotificationData,
  managementReportNotificationDataSchema,
} from '@kabinet/domain/notifications';

import type {
  ManagementReportNotice,
  NotifyManagementReports,
} from '../management-accounting/management-accounting.events.ts';

import {
  createCompanyNotifier,
  type CompanyNotifierDeps,
} from './notifications-company.service.ts';

/**
 * The management accounting hook. A published report becomes a
 * MANAGEMENT_REPORT_PUBLISHED notification for the company's client users (stored, published,
 * e-mailed by their preferences), never for the staff member who uploaded it. Failures are logged.
 */
export function createManagementReportsNotifier(
  deps: CompanyNotifierDeps,
): NotifyManagementReports {
  const notifyAll = createCompanyNotifier<ManagementReportNotice>({
    ...deps,
    subject: 'management report',
    compose: (notice, companyName) => ({
      audience: 'client',
      actorUserId: notice.actorUserId,
      data: managementReportNotificationDataSchema.parse(
        managementReportNotificationData({ ...notice, companyName }),
      ),
    }),
  });
  return (notice) => notifyAll([notice]);
}
