import { actPushPayload } from './act-notifications.ts';
import { managementReportPushPayload } from './management-notifications.ts';
import { orderStatusPushPayload } from './order-notifications.ts';
import {
  COMPANY_TARIFF_STATUS_NAMES,
  type CompanyTariffStatus,
} from '../tariffs/company-tariff-status.ts';

import { billingPushPayload } from './billing-notifications.ts';
import { chatPushPayload, pushBodyLine, type PushPayload } from './chat-notifications.ts';
import { referralPushPayload } from './referral-notifications.ts';
import { reportPushPayload } from './report-notifications.ts';
import { NOTIFICATION_TYPE } from './notification-types.ts';
import { TARIFF_PAGE_URL } from './tariff-page-url.ts';
import { taskPushPayload } from './task-notifications.ts';
import {
  knownNotificationDataSchema,
  type TariffStatusNotificationData,
} from './notifications.schemas.ts';

/** The title of a tariff status notification and its push. */
export const TARIFF_STATUS_TITLE = 'Статус тарифа изменён';

/**
 * The line that says what happened, e.g. «ООО «Ромашка»: тариф «Бизнес» — активен».
 * The company is named because a user may belong to several.
 */
export function tariffStatusText(args: {
  companyName?: string | undefined;
  tariffName?: string | undefined;
  statusName: string;
}): string {
  const status = args.statusName.charAt(0).toLocaleLowerCase('ru') + args.statusName.slice(1);
  const tariff = args.tariffName?.trim() ? `тариф «${args.tariffName.trim()}»` : 'тариф';
  const company = args.companyName?.trim();
  const line = `${tariff} — ${status}`;
  return company ? `${company}: ${line}` : line.charAt(0).toLocaleUpperCase('ru') + line.slice(1);
}

/**
 * The data stored with a COMPANY_TARIFF_STATUS_CHANGED notification — ids, the status
 * and its SPEC §4 name, the names, and the ready title/text for the bell.
 */
export function tariffStatusNotificationData(args: {
  companyId: number;
  companyName?: string | undefined;
  companyTariffId: number;
  tariffName?: string | undefined;
  status: CompanyTariffStatus;
}): TariffStatusNotificationData {
  const statusName = COMPANY_TARIFF_STATUS_NAMES[args.status];
  return {
    type: NOTIFICATION_TYPE.COMPANY_TARIFF_STATUS_CHANGED,
    company_id: args.companyId,
    company_tariff_id: args.companyTariffId,
    status: args.status,
    status_name: statusName,
    ...(args.companyName ? { company_name: args.companyName } : {}),
    ...(args.tariffName ? { tariff_name: args.tariffName } : {}),
    title: TARIFF_STATUS_TITLE,
    text: tariffStatusText({ ...args, statusName }),
  };
}

/**
 * The push of a tariff status change — the stored title and text (rebuilt when an
 * older row has none), one per company tariff, a tap opens the tariff page.
 */
export function tariffStatusPushPayload(data: TariffStatusNotificationData): PushPayload {
  const text =
    data.text ??
    tariffStatusText({
      companyName: data.company_name,
      tariffName: data.tariff_name,
      statusName: data.status_name,
    });
  return {
    title: data.title ?? TARIFF_STATUS_TITLE,
    body: pushBodyLine(text),
    tag: `company-tariff-${data.company_tariff_id}`,
    url: TARIFF_PAGE_URL,
    data: {
      type: data.type,
      company_id: data.company_id,
      company_tariff_id: data.company_tariff_id,
      status: data.status,
    },
  };
}

/** The push of a stored notification's data, or null for a type that is never pushed. */
export function notificationPushPayload(data: unknown): PushPayload | null {
  const parsed = knownNotificationDataSchema.safeParse(data);
  if (!parsed.success) return null;
  switch (parsed.data.type) {
    case NOTIFICATION_TYPE.NEW_CHAT_MESSAGE:
      return chatPushPayload(parsed.data);
    case NOTIFICATION_TYPE.COMPANY_TARIFF_STATUS_CHANGED:
      return tariffStatusPushPayload(parsed.data);
    case NOTIFICATION_TYPE.BILLING:
      return billingPushPayload(parsed.data);
    case NOTIFICATION_TYPE.ACT_CREATED:
      return actPushPayload(parsed.data);
    case NOTIFICATION_TYPE.ORDER_STATUS_CHANGED:
      return orderStatusPushPayload(parsed.data);
    case NOTIFICATION_TYPE.TASK_UPDATED:
      return taskPushPayload(parsed.data);
    case NOTIFICATION_TYPE.REPORT_CREATED:
      return reportPushPayload(parsed.data);
    case NOTIFICATION_TYPE.MANAGEMENT_REPORT_PUBLISHED:
      return managementReportPushPayload(parsed.data);
    case NOTIFICATION_TYPE.REFERRAL:
      return referralPushPayload(parsed.data);
  }
}
