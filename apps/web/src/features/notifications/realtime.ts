import { privateUserChannel } from '@kabinet/domain/realtime';
import type { NotificationPreferences } from '@kabinet/domain/notifications';
import type { Notification } from '@kabinet/domain/users';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { useChannel } from '../../shared/realtime/use-channel.ts';
import { announceNotification } from './announce.ts';
import { applyCreated, applyRead, applyRemoved, notificationsKeys } from './api.ts';
import { notificationPreferencesKeys } from './preferences-api.ts';
import { closeConversationNotifications, conversationIdsOf } from './push/close-notifications.ts';

/**
 * The conversations these notifications are about were read, so their system
 * notifications go too — in every tab at once (read before the cache forgets them).
 */
function closeShownFor(queryClient: QueryClient, ids: readonly string[]): void {
  const list = queryClient.getQueryData<Notification[]>(notificationsKeys.list());
  for (const conversationId of conversationIdsOf(list, ids)) {
    void closeConversationNotifications(conversationId);
  }
}

/** NotificationCreated: into the bell's cache, announced (sound and toast) the first time only. */
function receive(
  queryClient: QueryClient,
  notification: Notification,
  follow: (path: string) => void,
): void {
  const list = queryClient.getQueryData<Notification[]>(notificationsKeys.list());
  const known = list?.some((item) => item.id === notification.id) ?? false;
  applyCreated(queryClient, notification);
  if (known) return;
  // The bell keeps the preferences loaded; until they are, everything is announced (as shown).
  const preferences = queryClient.getQueryData<NotificationPreferences>(
    notificationPreferencesKeys.all,
  );
  announceNotification(notification, preferences, follow);
}

/**
 * CONVENTIONS §4.5: `private-user.{id}` notification events patched into the bell's cache —
 * a new one (with its sound and toast), ones read in another tab, and a non-manager's chat ones
 * removed once read (SPEC §4). After a reconnect the list is asked again.
 */
export function useNotificationsChannel(userId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useChannel(privateUserChannel(userId), {
    NotificationCreated: (notification) =>
      receive(queryClient, notification, (path) => void navigate(path)),
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
