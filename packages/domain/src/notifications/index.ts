export {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  isNotificationType,
  type NotificationChannel,
  type NotificationType,
} from './notification-types.ts';
export { chatNotificationData } from './chat-notification-data.ts';
export { TARIFF_PAGE_URL } from './tariff-page-url.ts';
export {
  chatMessageNotificationDataSchema,
  knownNotificationDataSchema,
  markReadAnswerSchema,
  markReadBodySchema,
  readNotificationSchema,
  tariffStatusNotificationDataSchema,
  billingNotificationDataSchema,
  taskNotificationDataSchema,
  TASK_EVENTS,
  type TaskEvent,
  type TaskNotificationData,
  actNotificationDataSchema,
  ACT_EVENTS,
  type ActEvent,
  type ActNotificationData,
  BILLING_EVENTS,
  type BillingEvent,
  type BillingNotificationData,
  type ChatMessageNotificationData,
  type KnownNotificationData,
  type MarkReadBody,
  type ReadNotification,
  type TariffStatusNotificationData,
  orderStatusNotificationDataSchema,
  type OrderStatusNotificationData,
  reportNotificationDataSchema,
  REPORT_EVENTS,
  type ReportEvent,
  type ReportNotificationData,
  managementReportNotificationDataSchema,
  referralNotificationDataSchema,
  type ReferralNotificationData,
  type ManagementReportNotificationData,
} from './notifications.schemas.ts';
export {
  REPORT_EVENT_TITLES,
  reportNotificationData,
  reportPushPayload,
} from './report-notifications.ts';
export {
  DEFAULT_NOTIFICATION_PREFERENCES,
  isChannelEnabled,
  resolveNotificationPreferences,
  type NotificationPreferences,
} from './notification-preferences.ts';
export {
  notificationPreferencesPatchSchema,
  notificationPreferencesSchema,
  type NotificationPreferencesPatch,
} from './notification-preferences.schemas.ts';
export {
  isDeadPushTokenStatus,
  isPushSupportedPlatform,
  isRetryablePushStatus,
  PUSH_PERMISSION_DENIED,
  PUSH_UNSUPPORTED,
  pushStartAllowed,
  shouldSendDeviceToken,
} from './push-subscription.ts';
export { vapidPublicKeySchema, type VapidPublicKey } from './notifications.schemas.ts';
export {
  CHAT_EMAIL_DIGEST_DELAY_MS,
  chatMessageNotificationRecipients,
  chatPushPayload,
  PUSH_BODY_MAX,
  pushBodyLine,
  removesChatNotificationsOnRead,
  type BillingPushData,
  type OrderStatusPushData,
  type ReportPushData,
  type ChatPushData,
  type PushPayload,
  type TariffStatusPushData,
} from './chat-notifications.ts';
export {
  notificationPushPayload,
  TARIFF_STATUS_TITLE,
  tariffStatusNotificationData,
  tariffStatusPushPayload,
  tariffStatusText,
} from './tariff-notifications.ts';
export {
  applyReadNotifications,
  groupNotifications,
  isVisibleInApp,
  NOTIFICATION_GROUP_LABELS,
  removeNotifications,
  unreadNotificationsCount,
  visibleInApp,
  type NotificationGroup,
  type NotificationGroupKey,
} from './notification-list.ts';
export {
  chatConversationNotificationsReadSchema,
  notificationChannelEventSchemas,
  type ChatConversationNotificationsRead,
  type NotificationChannelEvents,
} from './notifications.events.ts';
export {
  BILLING_EVENT_TITLES,
  billingNotificationData,
  billingNotificationLink,
  billingNotificationText,
  billingNotificationUrl,
  receiptPageUrl,
  billingPushPayload,
  invoicePaymentUrl,
  PAYMENT_PAGE_URL,
  type AutopayNoticeDetails,
} from './billing-notifications.ts';
export {
  BILLING_EMAIL_SUBJECTS,
  INSTANT_EMAIL_TYPES,
  isInstantEmailType,
  notificationEmail,
  type NotificationEmail,
} from './notification-email.ts';
export { ACT_EVENT_TITLES, actNotificationData, actPushPayload } from './act-notifications.ts';
export {
  managementReportLink,
  managementReportNotificationData,
  managementReportPushPayload,
} from './management-notifications.ts';
export {
  REFERRAL_INFO_URL,
  REFERRAL_PAYOUTS_URL,
  REFERRAL_STAFF_PAYOUTS_URL,
  referralPayoutNotificationData,
  referralPushPayload,
  referralRewardNotificationData,
} from './referral-notifications.ts';
export {
  ORDER_STATUS_TITLE,
  ORDERS_PAGE_URL,
  orderNotificationLink,
  orderStatusNotificationData,
  orderStatusPushPayload,
  orderStatusText,
} from './order-notifications.ts';
export {
  TASK_EVENT_TITLES,
  taskNotificationData,
  taskNotificationText,
  taskPageUrl,
  taskPushPayload,
} from './task-notifications.ts';
