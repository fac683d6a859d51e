import { NOTIFICATION_TYPE } from './notification-types.ts';
import type { ChatMessageNotificationData } from './notifications.schemas.ts';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What `z.number().int().positive()` accepts. */
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * SPEC §3: the chat data of a notification, or `null` when it is not a valid NEW_CHAT_MESSAGE
 * (so the bell can show other types without knowing their data). It accepts and returns exactly
 * what `chatMessageNotificationDataSchema` does (a property test holds them equal) without
 * loading zod: the signed-in shell reads every notification with it (the pages' JS budgets).
 */
export function chatNotificationData(notification: {
  data: unknown;
}): ChatMessageNotificationData | null {
  const { data } = notification;
  if (!isFields(data) || data.type !== NOTIFICATION_TYPE.NEW_CHAT_MESSAGE) return null;
  const { message } = data;
  if (!isFields(message) || !isFields(message.chat_user)) return null;
  const { id, chat_conversation_id: conversationId, text } = message;
  const { name } = message.chat_user;
  if (id !== undefined && !isId(id)) return null;
  if (!isId(conversationId) || typeof text !== 'string' || typeof name !== 'string') return null;
  return {
    type: NOTIFICATION_TYPE.NEW_CHAT_MESSAGE,
    message: {
      ...('id' in message ? { id } : {}),
      chat_conversation_id: conversationId,
      text,
      chat_user: { name },
    },
  };
}
