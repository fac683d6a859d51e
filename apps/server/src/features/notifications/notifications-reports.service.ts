import {
  reportNotificationData,
  reportNotificationDataSchema,
} from '@kabinet/domain/notifications';
import { reportLink } from '@kabinet/domain/reports';

import type { NotifyReports, ReportNotice } from '../reports/reports.events.ts';

import {
  createCompanyNotifier,
  type CompanyNotifierDeps,
} from './notifications-company.service.ts';

/** Where a report notice leads: the staff's list, the client's report, or the tax calendar. */
function reportNoticeLink(notice: ReportNotice): string {
  if (notice.audience === 'staff') return `/staff/reports?report=${notice.reportId ?? ''}`;
  return notice.reportId ? reportLink(notice.reportId) : '/company-reports?tab=calendar';
}

/**
 * The reports hook. A report made or moved and a deadline ahead go to the company's
 * client users, the client's signature to its managers — each as a REPORT_CREATED notification
 * (stored, published, pushed and e-mailed by the user's preferences), never to the actor.
 */
export function createReportsNotifier(deps: CompanyNotifierDeps): NotifyReports {
  return createCompanyNotifier<ReportNotice>({
    ...deps,
    subject: 'report',
    compose: (notice, companyName) => ({
      audience: notice.audience,
      actorUserId: notice.actorUserId,
      data: reportNotificationDataSchema.parse(
        reportNotificationData({ ...notice, companyName, link: reportNoticeLink(notice) }),
      ),
    }),
  });
}
