import { NEW_MESSAGE_TITLE } from '../chat/chat-limits.ts';
import { hasManagerRights } from '../shared/constants.ts';

import type { ChatMessageNotificationData } from './notifications.schemas.ts';

/**
 * SPEC §4 Notification: a non-manager user has chat notifications removed after the messages
 * are read; a manager's stay (marked read) — so true for every role without manager rights.
 */
export function removesChatNotificationsOnRead(roleSlug: string | null | undefined): boolean {
  return !hasManagerRights(roleSlug);
}

/**
 * Who gets a notification for a new chat message — the conversation's users except
 * the sender (nobody is notified of their own message) and those in the conversation right now
 * (present on its channel with it open). Each user once, in the participants' order.
 */
export function chatMessageNotificationRecipients({
  participantUserIds,
  senderUserId,
  presentUserIds,
}: {
  participantUserIds: readonly (number | null)[];
  senderUserId: number | null;
  presentUserIds: readonly number[];
}): number[] {
  const skip = new Set<number | null>([senderUserId, ...presentUserIds, null]);
  return [...new Set(participantUserIds)].filter((userId): userId is number => !skip.has(userId));
}

/**
 * Unread chat messages are sent as an e-mail digest this long after they arrive, unless
 * read or turned off by then (the anchors wait 2–10 minutes; ours is 5).
 */
export const CHAT_EMAIL_DIGEST_DELAY_MS = 5 * 60_000;

/** Ours: the longest push body, in characters (longer texts end with «…»). */
export const PUSH_BODY_MAX = 120;

/** What a chat push carries besides its text: enough for the app to open the conversation. */
export type ChatPushData = { type: 'NEW_CHAT_MESSAGE'; chat_conversation_id: number };

/** What a tariff status push carries besides its text. */
export type TariffStatusPushData = {
  type: 'COMPANY_TARIFF_STATUS_CHANGED';
  company_id: number;
  company_tariff_id: number;
  status: string;
};

/** What a push carries to the service worker or the native app. */
export interface PushPayload {
  title: string;
  body: string;
  /** One notification per subject (a conversation, a company tariff): a newer one replaces it. */
  tag: string;
  /** Where a tap leads (SPEC §2: chat-dialog for a conversation). */
  url: string;
  data:
    | ChatPushData
    | TariffStatusPushData
    | BillingPushData
    | ActPushData
    | OrderStatusPushData
    | TaskPushData
    | ReportPushData
    | ManagementReportPushData
    | ReferralPushData;
}

/** What a referral push carries besides its text. */
export type ReferralPushData = {
  type: 'REFERRAL';
  company_id: number;
  event: 'reward' | 'payout';
};

/** What a management report push carries besides its text. */
export type ManagementReportPushData = {
  type: 'MANAGEMENT_REPORT_PUBLISHED';
  company_id: number;
  file_id: number;
};

/** What a task push carries besides its text. */
export type TaskPushData = {
  type: 'TASK_UPDATED';
  event: string;
  company_id: number;
  task_id: number;
};

/** What a report push carries besides its text. */
export type ReportPushData = {
  type: 'REPORT_CREATED';
  event: string;
  company_id: number;
  report_id: number | null;
};

/** What an act push carries besides its text. */
export type ActPushData = {
  type: 'ACT_CREATED';
  event: string;
  company_id: number;
  act_id: number;
};

/** What a billing push carries besides its text. */
export type BillingPushData = {
  type: 'BILLING';
  event: string;
  company_id: number;
  invoice_id: number;
};

/** What an order status push carries besides its text. */
export type OrderStatusPushData = {
  type: 'ORDER_STATUS_CHANGED';
  company_id: number;
  order_id: number;
  status: string;
};

/** One line of push text: whitespace runs folded, cut at {@link PUSH_BODY_MAX} with «…». */
export function pushBodyLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length > PUSH_BODY_MAX ? `${chars.slice(0, PUSH_BODY_MAX - 1).join('')}…` : line;
}

/**
 * SPEC §9: the push for a chat notification — title «Новое сообщение», body
 * «Имя: текст» (a file-only message reads «Прикрепленный файл»), cut at {@link PUSH_BODY_MAX};
 * a tap opens SPEC §2 chat-dialog, the route made for push taps.
 */
export function chatPushPayload(data: ChatMessageNotificationData): PushPayload {
  const { chat_conversation_id: conversationId, chat_user, text } = data.message;
  return {
    title: NEW_MESSAGE_TITLE,
    body: pushBodyLine(`${chat_user.name}: ${text.trim() || 'Прикрепленный файл'}`),
    tag: `chat-${conversationId}`,
    url: `/chat-dialog/${conversationId}`,
    data: { type: data.type, chat_conversation_id: conversationId },
  };
}
