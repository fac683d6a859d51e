import type { NotificationPreferences } from '@kabinet/domain/notifications';
import type { Notification } from '@kabinet/domain/users';

import { playNotificationSound } from '../../shared/sound/notification-sound.ts';
import { showToast } from '../../shared/toast/toast-store.ts';
import { announcesArrival, describeNotification, notificationLink } from './model.ts';

/** The toast's link to what the notification is about. */
export const NOTIFICATION_TOAST_LINK = 'Открыть';

/**
 * «real-time arrival with sound»: a new notification the bell shows plays the
 * notification sound and shows its title and text at the top right, with a link to what it is
 * about when there is one (`follow` navigates inside the app). Nothing for a type whose `in_app`
 * is off, nor for a chat one (the chat feature's own notice).
 */
export function announceNotification(
  notification: Notification,
  preferences: NotificationPreferences | null | undefined,
  follow: (path: string) => void,
): void {
  if (!announcesArrival(notification, preferences)) return;
  const { title, text } = describeNotification(notification);
  const link = notificationLink(notification);
  playNotificationSound();
  showToast({
    // A repeated event replaces its toast instead of stacking a second one.
    id: `notification-${notification.id}`,
    type: 'info',
    position: 'top-right',
    ...(text ? { title, message: text } : { message: title }),
    ...(link
      ? { link: { href: link, label: NOTIFICATION_TOAST_LINK, onFollow: () => follow(link) } }
      : {}),
  });
}
