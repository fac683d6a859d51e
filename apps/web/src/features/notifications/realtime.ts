import { privateUserChannel } from '@kabinet/domain/chat';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel } from '../../shared/realtime/use-channel.ts';
import { applyCreated, applyRead, applyRemoved, notificationsKeys } from './api.ts';

/**
 * CONVENTIONS §4.5: `private-user.{id}` notification events patched into the bell's cache —
 * a new one, ones read in another tab, and a non-manager's chat ones removed once read (SPEC §4).
 * After a reconnect the list is asked again.
 */
export function useNotificationsChannel(userId: number) {
  const queryClient = useQueryClient();
  useChannel(privateUserChannel(userId) as `private-user.${number}`, {
    NotificationCreated: (notification) => applyCreated(queryClient, notification),
    NotificationsRead: ({ notifications }) => applyRead(queryClient, notifications),
    ChatConversationNotificationsRead: ({ read_notification_ids }) =>
      applyRemoved(queryClient, read_notification_ids),
    'subscription:succeeded': ({ resubscribed }) => {
      if (resubscribed) void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}
