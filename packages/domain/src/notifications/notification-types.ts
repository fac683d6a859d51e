/**
 * SPEC §3/§4: what a notification is about. The notification's `type` and its
 * `data.type` carry the same value; NEW_CHAT_MESSAGE is the spec's, the others are ours.
 */
export const NOTIFICATION_TYPE = {
  NEW_CHAT_MESSAGE: 'NEW_CHAT_MESSAGE',
  COMPANY_TARIFF_STATUS_CHANGED: 'COMPANY_TARIFF_STATUS_CHANGED',
  TASK_UPDATED: 'TASK_UPDATED',
  ACT_CREATED: 'ACT_CREATED',
  REPORT_CREATED: 'REPORT_CREATED',
  BILLING: 'BILLING',
  ORDER_STATUS_CHANGED: 'ORDER_STATUS_CHANGED',
  MANAGEMENT_REPORT_PUBLISHED: 'MANAGEMENT_REPORT_PUBLISHED',
  REFERRAL: 'REFERRAL',
} as const;
/** A notification type. */
export type NotificationType = (typeof NOTIFICATION_TYPE)[keyof typeof NOTIFICATION_TYPE];
/** Every notification type, in the order the settings section lists them. */
export const NOTIFICATION_TYPES = Object.values(NOTIFICATION_TYPE);

/** Whether a stored or received `type` is one this version knows (a newer server may add more). */
export function isNotificationType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** Russian labels of the types in the settings area's notifications section. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  NEW_CHAT_MESSAGE: 'Новые сообщения в чате',
  COMPANY_TARIFF_STATUS_CHANGED: 'Изменение статуса тарифа',
  TASK_UPDATED: 'Задачи',
  ACT_CREATED: 'Акты',
  REPORT_CREATED: 'Отчёты',
  BILLING: 'Счета и оплаты',
  ORDER_STATUS_CHANGED: 'Заказы услуг',
  MANAGEMENT_REPORT_PUBLISHED: 'Управленческая отчётность',
  REFERRAL: 'Партнёрская программа',
};

/** Where a notification can reach the user. */
export const NOTIFICATION_CHANNELS = ['in_app', 'push', 'email', 'telegram'] as const;
/** A delivery channel. */
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Russian labels of the delivery channels. */
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'В приложении',
  push: 'Push-уведомления',
  email: 'Электронная почта',
  telegram: 'Telegram',
};
