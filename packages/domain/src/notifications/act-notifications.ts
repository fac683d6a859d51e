import { formatKopecks } from '../shared/money.ts';

import { pushBodyLine, type PushPayload } from './chat-notifications.ts';
import { NOTIFICATION_TYPE } from './notification-types.ts';
import type { ActEvent, ActNotificationData } from './notifications.schemas.ts';

/** The title of each act event. */
export const ACT_EVENT_TITLES: Record<ActEvent, string> = {
  act_issued: 'Выставлен акт',
  act_signed: 'Акт подписан',
  act_disputed: 'Акт оспорен',
};

/**
 * The data of an ACT_CREATED notification with its line, the company first:
 * «ООО «Ромашка»: акт № А-2026-0005 за ноябрь 2026 г. на 12 500,00 ₽ — подпишите его».
 */
export function actNotificationData(args: {
  event: ActEvent;
  companyId: number;
  companyName?: string | undefined;
  actId: number;
  actNumber: string;
  periodName: string;
  amountKopecks: number;
  link: string;
}): ActNotificationData {
  const act = `акт № ${args.actNumber} за ${args.periodName} на ${formatKopecks(args.amountKopecks)}`;
  const line = {
    act_issued: `${act} — подпишите его или оспорьте`,
    act_signed: `${act} подписан`,
    act_disputed: `${act} оспорен клиентом`,
  }[args.event];
  const company = args.companyName?.trim();
  return {
    type: NOTIFICATION_TYPE.ACT_CREATED,
    event: args.event,
    company_id: args.companyId,
    act_id: args.actId,
    act_number: args.actNumber,
    amount_kopecks: args.amountKopecks,
    ...(company ? { company_name: company } : {}),
    link: args.link,
    title: ACT_EVENT_TITLES[args.event],
    text: company ? `${company}: ${line}` : line.charAt(0).toLocaleUpperCase('ru') + line.slice(1),
  };
}

/** The push of an act notification; a tap opens the act. */
export function actPushPayload(data: ActNotificationData): PushPayload {
  return {
    title: data.title,
    body: pushBodyLine(data.text),
    tag: `act-${data.act_id}-${data.event}`,
    url: data.link,
    data: { type: data.type, event: data.event, company_id: data.company_id, act_id: data.act_id },
  };
}
