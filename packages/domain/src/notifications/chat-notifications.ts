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
 * Issue 5/6: who gets a notification for a new chat message — the conversation's users except
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
 * Issue 6: unread chat messages are sent as an e-mail digest this long after they arrive, unless
 * read or turned off by then (the anchors wait 2–10 minutes; ours is 5).
 */
export const CHAT_EMAIL_DIGEST_DELAY_MS = 5 * 60_000;

/** Ours: the longest push body, in characters (longer texts end with «…»). */
export const PUSH_BODY_MAX = 120;

/** What a push carries to the service worker or the native app (issue 6). */
export interface PushPayload {
  title: string;
  body: string;
  /** One notification per conversation: a newer message replaces the older one. */
  tag: string;
  /** Where a tap leads; SPEC §2 chat-dialog opens the conversation. */
  url: string;
  data: { type: string; chat_conversation_id: number };
}

/**
 * SPEC §9 + issue 6: the push for a chat notification — title «Новое сообщение», body
 * «Имя: текст» (a file-only message reads «Прикрепленный файл»), cut at {@link PUSH_BODY_MAX}.
 */
export function chatPushPayload(data: ChatMessageNotificationData): PushPayload {
  const { chat_conversation_id: conversationId, chat_user, text } = data.message;
  const line = `${chat_user.name}: ${text.trim() || 'Прикрепленный файл'}`.replace(/\s+/g, ' ');
  const chars = Array.from(line);
  const body =
    chars.length > PUSH_BODY_MAX ? `${chars.slice(0, PUSH_BODY_MAX - 1).join('')}…` : line;
  return {
    title: NEW_MESSAGE_TITLE,
    body,
    tag: `chat-${conversationId}`,
    url: `/chat/${conversationId}`,
    data: { type: data.type, chat_conversation_id: conversationId },
  };
}
