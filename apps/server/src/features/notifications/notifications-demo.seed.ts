import { NOTIFICATION_TYPE, type ChatMessageNotificationData } from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';

import { insertNotifications } from './notifications.repository.ts';

/**
 * The bell shows the client's unread manager messages of the demo chat, as a live send
 * would have created them. Marked e-mailed, so the first start does not mail a digest of demo
 * lines.
 */
export async function seedDemoChatNotifications(
  db: Db,
  args: {
    userId: number;
    conversationId: number;
    senderName: string;
    messages: readonly { id: number; text: string; at: Date }[];
  },
): Promise<void> {
  await insertNotifications(
    db,
    args.messages.map((message) => {
      const data: ChatMessageNotificationData = {
        type: NOTIFICATION_TYPE.NEW_CHAT_MESSAGE,
        message: {
          id: message.id,
          chat_conversation_id: args.conversationId,
          text: message.text,
          chat_user: { name: args.senderName },
        },
      };
      return {
        userId: args.userId,
        type: NOTIFICATION_TYPE.NEW_CHAT_MESSAGE,
        data,
        createdAt: message.at,
        emailedAt: message.at,
      };
    }),
  );
}
