import {
  chatMessageNotificationRecipients,
  NOTIFICATION_TYPE,
  type ChatMessageNotificationData,
} from '@kabinet/domain/notifications';

import type { Db } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';

import { insertNotifications } from './notifications.repository.ts';
import { serializeNotification } from './notifications.serializers.ts';

/** The realtime event of a new notification on `private-user.{id}`. */
export const NOTIFICATION_CREATED = 'NotificationCreated';

/**
 * Notifications (issue 5 part; issue 6 extends it): stores a notification per recipient and
 * publishes it on their private channel. Called after the caller's transaction committed.
 */
export function createNotificationsService(deps: { db: Db; realtime: Realtime }) {
  return { notifyNewChatMessage };

  /**
   * SPEC §3/issue 5: NEW_CHAT_MESSAGE for the participants' users except the sender and those
   * in the conversation right now.
   */
  async function notifyNewChatMessage(args: {
    participantUserIds: readonly (number | null)[];
    senderUserId: number | null;
    presentUserIds: readonly number[];
    message: ChatMessageNotificationData['message'];
  }): Promise<void> {
    const recipients = chatMessageNotificationRecipients(args);
    if (recipients.length === 0) return;
    const data: ChatMessageNotificationData = {
      type: NOTIFICATION_TYPE.NEW_CHAT_MESSAGE,
      message: args.message,
    };
    const rows = await insertNotifications(
      deps.db,
      recipients.map((userId) => ({ userId, type: NOTIFICATION_TYPE.NEW_CHAT_MESSAGE, data })),
    );
    for (const row of rows) {
      deps.realtime.toUser(row.userId).emit(NOTIFICATION_CREATED, serializeNotification(row));
    }
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
