import { PAYOUT_STATUS_NAMES, type PayoutStatus } from '../referral/referral-statuses.ts';
import { formatKopecks } from '../shared/money.ts';
import { pushBodyLine, type PushPayload } from './chat-notifications.ts';
import { NOTIFICATION_TYPE } from './notification-types.ts';
import type { ReferralNotificationData } from './notifications.schemas.ts';

/** A reward opens the programme's summary (total, paid, to pay). */
export const REFERRAL_INFO_URL = '/referral/info';
/** A payout's move opens the payouts list. */
export const REFERRAL_PAYOUTS_URL = '/referral/payouts';
/** A payout request tells staff, whose list of payouts to move is here. */
export const REFERRAL_STAFF_PAYOUTS_URL = '/staff/referral-payouts';

/** The title of a payout notification, by the payout's new status. */
const PAYOUT_TITLES: Record<PayoutStatus, string> = {
  requested: 'Запрошена выплата',
  approved: 'Выплата одобрена',
  paid: 'Выплата перечислена',
  rejected: 'Выплата отклонена',
};

function withCompany(companyName: string | undefined, line: string): string {
  const company = companyName?.trim();
  return company ? `${company}: ${line}` : line.charAt(0).toLocaleUpperCase('ru') + line.slice(1);
}

/**
 * «ООО «Ромашка»: начислено вознаграждение 1 500,00 ₽ за оплату приглашённого
 * клиента» — a reward the ledger has just posted for a referred client's payment.
 */
export function referralRewardNotificationData(args: {
  companyId: number;
  companyName?: string | undefined;
  amountKopecks: number;
}): ReferralNotificationData {
  const line = `начислено вознаграждение ${formatKopecks(args.amountKopecks)} за оплату приглашённого клиента`;
  return {
    type: NOTIFICATION_TYPE.REFERRAL,
    event: 'reward',
    company_id: args.companyId,
    payout_id: null,
    amount_kopecks: args.amountKopecks,
    status: null,
    ...(args.companyName?.trim() ? { company_name: args.companyName.trim() } : {}),
    link: REFERRAL_INFO_URL,
    title: 'Начислено вознаграждение',
    text: withCompany(args.companyName, line),
  };
}

/**
 * «ООО «Ромашка»: выплата № 3 на 5 000,00 ₽ — Одобрена». The referrer's users are led
 * to their payouts; staff, told of a new request, to their list (`audience: 'staff'`).
 */
export function referralPayoutNotificationData(args: {
  companyId: number;
  companyName?: string | undefined;
  payoutId: number;
  amountKopecks: number;
  status: PayoutStatus;
  audience?: 'client' | 'staff';
}): ReferralNotificationData {
  const line = `выплата № ${args.payoutId} на ${formatKopecks(args.amountKopecks)} — ${PAYOUT_STATUS_NAMES[args.status]}`;
  return {
    type: NOTIFICATION_TYPE.REFERRAL,
    event: 'payout',
    company_id: args.companyId,
    payout_id: args.payoutId,
    amount_kopecks: args.amountKopecks,
    status: args.status,
    ...(args.companyName?.trim() ? { company_name: args.companyName.trim() } : {}),
    link: args.audience === 'staff' ? REFERRAL_STAFF_PAYOUTS_URL : REFERRAL_PAYOUTS_URL,
    title: PAYOUT_TITLES[args.status],
    text: withCompany(args.companyName, line),
  };
}

/** The push of a referral notification; a tap opens the summary or the payouts. */
export function referralPushPayload(data: ReferralNotificationData): PushPayload {
  return {
    title: data.title,
    body: pushBodyLine(data.text),
    tag: data.payout_id === null ? `referral-${data.company_id}` : `payout-${data.payout_id}`,
    url: data.link,
    data: { type: data.type, company_id: data.company_id, event: data.event },
  };
}
