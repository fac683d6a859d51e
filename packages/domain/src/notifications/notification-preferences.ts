import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationType,
} from './notification-types.ts';
import type { NotificationPreferencesPatch } from './notification-preferences.schemas.ts';

/** Per type, whether each channel (in_app, push, email, telegram) is on. */
export type NotificationPreferences = Record<
  NotificationType,
  Record<NotificationChannel, boolean>
>;

/**
 * Defaults (ours): everything reaches the app; chat messages and tariff changes also come
 * by push and e-mail (the chat e-mail is the delayed digest); tasks by push; acts by e-mail.
 * Telegram (only once the user links a chat) carries what push does, and acts too: an act
 * arrives there as its PDF with «Подписать».
 * Billing by every channel; the tariff status e-mail stays on too — a status change
 * (paid, activated, archived) is rare and about money, worth a letter like an invoice.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  NEW_CHAT_MESSAGE: { in_app: true, push: true, email: true, telegram: true },
  COMPANY_TARIFF_STATUS_CHANGED: { in_app: true, push: true, email: true, telegram: true },
  TASK_UPDATED: { in_app: true, push: true, email: false, telegram: true },
  ACT_CREATED: { in_app: true, push: false, email: true, telegram: true },
  // A report's status is news about the company's duty to the state — e-mailed like acts.
  REPORT_CREATED: { in_app: true, push: true, email: true, telegram: true },
  BILLING: { in_app: true, push: true, email: true, telegram: true },
  // An order's status is rare news about work paid for — every channel.
  ORDER_STATUS_CHANGED: { in_app: true, push: true, email: true, telegram: true },
  // A management report is published a few times a year — in the app and by e-mail.
  MANAGEMENT_REPORT_PUBLISHED: { in_app: true, push: false, email: true, telegram: false },
  // Rewards and payouts are money owed to the company — every channel.
  REFERRAL: { in_app: true, push: true, email: true, telegram: true },
};

/**
 * Stored changes laid over the defaults (or over `base`), giving a value for every type
 * and channel. The inputs are not changed.
 */
export function resolveNotificationPreferences(
  patch: NotificationPreferencesPatch | null | undefined,
  base: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES,
): NotificationPreferences {
  const result = {} as NotificationPreferences;
  for (const type of NOTIFICATION_TYPES) {
    result[type] = { ...base[type] };
    for (const channel of NOTIFICATION_CHANNELS) {
      const value = patch?.[type]?.[channel];
      if (value !== undefined) result[type][channel] = value;
    }
  }
  return result;
}

/** Whether a notification of `type` goes out through `channel` for these preferences. */
export function isChannelEnabled(
  preferences: NotificationPreferences,
  type: NotificationType,
  channel: NotificationChannel,
): boolean {
  return preferences[type][channel];
}
