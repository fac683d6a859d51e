import {
  billingNotificationLink,
  chatNotificationData,
  isNotificationType,
  isVisibleInApp,
  NOTIFICATION_TYPE,
  NOTIFICATION_TYPE_LABELS,
  ORDERS_PAGE_URL,
  orderNotificationLink,
  REFERRAL_INFO_URL,
  TARIFF_PAGE_URL,
  type NotificationPreferences,
} from '@kabinet/domain/notifications';
import { type Notification } from '@kabinet/domain/users';

/** What a notification says in the list. */
export interface NotificationText {
  title: string;
  text: string;
}

/** The title and text of a notification; unknown types show their own title/text if any. */
export function describeNotification(notification: Notification): NotificationText {
  const chat = chatNotificationData(notification);
  if (chat) {
    return {
      title: chat.message.chat_user.name || 'Новое сообщение',
      text: chat.message.text.trim() || 'Прикрепленный файл',
    };
  }
  const { data } = notification;
  const label = isNotificationType(notification.type)
    ? NOTIFICATION_TYPE_LABELS[notification.type]
    : '';
  const statusName = typeof data.status_name === 'string' ? data.status_name : '';
  return {
    title: typeof data.title === 'string' ? data.title : label || 'Уведомление',
    text: typeof data.text === 'string' ? data.text : statusName,
  };
}

/**
 * Where a notification leads (SPEC §2 routes): a chat one opens its conversation (chat/:id), a
 * tariff status change the tariff page, the others their item or section.
 */
export function notificationLink(notification: Notification): string | null {
  const chat = chatNotificationData(notification);
  if (chat) return `/chat/${chat.message.chat_conversation_id}`;
  if (notification.type === NOTIFICATION_TYPE.COMPANY_TARIFF_STATUS_CHANGED) {
    return TARIFF_PAGE_URL;
  }
  // Invoices and payments lead to the payment page (an advance: to the client's card).
  if (notification.type === NOTIFICATION_TYPE.BILLING) {
    return billingNotificationLink(notification.data);
  }
  // Acts, reports, management reports and referral notices carry their own path
  // (the client's page or the staff's list); a missing or foreign one falls back to the section.
  if (notification.type === NOTIFICATION_TYPE.ACT_CREATED) {
    return carriedLink(notification, '/service/acts');
  }
  if (notification.type === NOTIFICATION_TYPE.REPORT_CREATED) {
    return carriedLink(notification, '/company-reports');
  }
  if (notification.type === NOTIFICATION_TYPE.MANAGEMENT_REPORT_PUBLISHED) {
    return carriedLink(notification, '/management-accounting/files');
  }
  if (notification.type === NOTIFICATION_TYPE.REFERRAL) {
    return carriedLink(notification, REFERRAL_INFO_URL);
  }
  // An order's status change opens that order.
  if (notification.type === NOTIFICATION_TYPE.ORDER_STATUS_CHANGED) {
    const orderId = notification.data.order_id;
    return typeof orderId === 'number' ? orderNotificationLink(orderId) : ORDERS_PAGE_URL;
  }
  return null;
}

/** The in-app path a notification's data carries, or `fallback` when it has none. */
function carriedLink(notification: Notification, fallback: string): string {
  const link = notification.data.link;
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//')
    ? link
    : fallback;
}

/** The unread ids among those shown: what opening the list marks read. */
export function unreadIds(list: readonly Notification[]): string[] {
  return list.filter((item) => !item.read_at).map((item) => item.id);
}

/**
 * Whether a newly arrived notification gets the sound and a toast — when the bell shows
 * its type (`in_app` on; everything while the preferences load). A chat one is left to the chat
 * feature, which already sounds and shows «Новое сообщение» for it (SPEC §9).
 */
export function announcesArrival(
  notification: Notification,
  preferences: NotificationPreferences | null | undefined,
): boolean {
  const chat =
    notification.type === NOTIFICATION_TYPE.NEW_CHAT_MESSAGE ||
    notification.data.type === NOTIFICATION_TYPE.NEW_CHAT_MESSAGE;
  return !chat && isVisibleInApp(notification.type, preferences);
}
