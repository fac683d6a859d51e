import { pushBodyLine, type PushPayload } from './chat-notifications.ts';
import { NOTIFICATION_TYPE } from './notification-types.ts';
import type { ReportEvent, ReportNotificationData } from './notifications.schemas.ts';

/** The title of each report event. */
export const REPORT_EVENT_TITLES: Record<ReportEvent, string> = {
  report_created: 'Новый отчёт',
  report_status: 'Статус отчёта изменён',
  report_signed: 'Клиент подписал отчёт',
  deadline_soon: 'Скоро срок сдачи',
};

/**
 * The data of a REPORT_CREATED notification with its line, the company first:
 * «ООО «Ромашка»: 6-НДФЛ за 3 квартал 2026 — Отправлен». A deadline reminder passes its own
 * line: «…: РСВ за 3 квартал 2026 — срок 26.10.2026».
 */
export function reportNotificationData(args: {
  event: ReportEvent;
  companyId: number;
  companyName?: string | undefined;
  reportId: number | null;
  reportTitle: string;
  statusName?: string | undefined;
  line?: string | undefined;
  link: string;
}): ReportNotificationData {
  const line = args.line ?? `${args.reportTitle} — ${args.statusName ?? ''}`.trim();
  const company = args.companyName?.trim();
  return {
    type: NOTIFICATION_TYPE.REPORT_CREATED,
    event: args.event,
    company_id: args.companyId,
    report_id: args.reportId,
    ...(company ? { company_name: company } : {}),
    link: args.link,
    title: REPORT_EVENT_TITLES[args.event],
    text: company ? `${company}: ${line}` : line,
  };
}

/** The push of a report notification; a tap opens the reports page. */
export function reportPushPayload(data: ReportNotificationData): PushPayload {
  return {
    title: data.title,
    body: pushBodyLine(data.text),
    tag: data.report_id ? `report-${data.report_id}` : `report-deadline-${data.company_id}`,
    url: data.link,
    data: {
      type: data.type,
      event: data.event,
      company_id: data.company_id,
      report_id: data.report_id,
    },
  };
}
