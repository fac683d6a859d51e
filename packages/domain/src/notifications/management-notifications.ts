import { pushBodyLine, type PushPayload } from './chat-notifications.ts';
import { NOTIFICATION_TYPE } from './notification-types.ts';
import type { ManagementReportNotificationData } from './notifications.schemas.ts';

/** The page a management report notification opens, with that report chosen. */
export function managementReportLink(fileId: number): string {
  return `/management-accounting/files?file=${fileId}`;
}

/**
 * «ООО «Ромашка»: готов отчёт «ОПиУ — октябрь 2026»» (the company first: a user may
 * belong to several).
 */
export function managementReportNotificationData(args: {
  companyId: number;
  companyName?: string | undefined;
  fileId: number;
  kind: string;
  periodName: string;
  title: string;
}): ManagementReportNotificationData {
  const line = `готов управленческий отчёт «${args.title}»`;
  const company = args.companyName?.trim();
  return {
    type: NOTIFICATION_TYPE.MANAGEMENT_REPORT_PUBLISHED,
    company_id: args.companyId,
    file_id: args.fileId,
    kind: args.kind,
    period_name: args.periodName,
    ...(company ? { company_name: company } : {}),
    link: managementReportLink(args.fileId),
    title: 'Новый управленческий отчёт',
    text: company ? `${company}: ${line}` : line.charAt(0).toLocaleUpperCase('ru') + line.slice(1),
  };
}

/** The push of a management report notification; a tap opens the report. */
export function managementReportPushPayload(data: ManagementReportNotificationData): PushPayload {
  return {
    title: data.title,
    body: pushBodyLine(data.text),
    tag: `management-report-${data.file_id}`,
    url: data.link,
    data: { type: data.type, company_id: data.company_id, file_id: data.file_id },
  };
}
