import { privateUserChannel } from '@kabinet/domain/chat';
import type { Notification } from '@kabinet/domain/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

import { useChannel } from '../../shared/realtime/use-channel.ts';
import { applyCreated, applyRead, applyRemoved, notificationsKeys } from './api.ts';
import { closeConversationNotifications, conversationIdsOf } from './push/close-notifications.ts';

/**
 * Issue 6: the conversations these notifications are about were read, so their system
 * notifications go too — in every tab at once (read before the cache forgets them).
 */
function closeShownFor(queryClient: QueryClient, ids: readonly string[]): void {
  const list = queryClient.getQueryData<Notification[]>(notificationsKeys.list());
  for (const conversationId of conversationIdsOf(list, ids)) {
    void closeConversationNotifications(conversationId);
  }
}

/**
 * CONVENTIONS §4.5: `private-user.{id}` notification events patched into the bell's cache —
 * a new one, ones read in another tab, and a non-manager's chat ones removed once read (SPEC §4).
 * After a reconnect the list is asked again.
 */
export function useNotificationsChannel(userId: number) {
  const queryClient = useQueryClient();
  useChannel(privateUserChannel(userId) as `private-user.${number}`, {
    NotificationCreated: (notification) => applyCreated(queryClient, notification),
    NotificationsRead: ({ notifications }) => {
      closeShownFor(
        queryClient,
        notifications.map((item) => item.id),
      );
      applyRead(queryClient, notifications);
    },
    ChatConversationNotificationsRead: ({ read_notification_ids }) => {
      closeShownFor(queryClient, read_notification_ids);
      applyRemoved(queryClient, read_notification_ids);
    },
    'subscription:succeeded': ({ resubscribed }) => {
      if (resubscribed) void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}
