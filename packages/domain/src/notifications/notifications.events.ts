import * as z from 'zod';

import { notificationSchema, type Notification } from '../users/users.schemas.ts';

import { readNotificationSchema, type ReadNotification } from './notifications.schemas.ts';

/** SPEC §7: payload of ChatConversationNotificationsRead — the notifications now removed. */
export const chatConversationNotificationsReadSchema = z.object({
  read_notification_ids: z.array(z.string()),
});
/** SPEC §7 ChatConversationNotificationsRead payload. */
export type ChatConversationNotificationsRead = z.infer<
  typeof chatConversationNotificationsReadSchema
>;

/**
 * CONVENTIONS §4.5: notification events on `private-user.{userId}`.
 * - `ChatConversationNotificationsRead` (SPEC §7): a non-manager read a conversation; drop these.
 * - `NotificationCreated` (ours): a new notification, the same JSON as the list answer.
 * - `NotificationsRead` (ours): mark-read in one tab; the answer's {id, read_at} for the others.
 */
export interface NotificationChannelEvents {
  ChatConversationNotificationsRead: ChatConversationNotificationsRead;
  NotificationCreated: Notification;
  NotificationsRead: { notifications: ReadNotification[] };
}

/** Runtime schemas of {@link NotificationChannelEvents}, for checking what arrives. */
export const notificationChannelEventSchemas = {
  ChatConversationNotificationsRead: chatConversationNotificationsReadSchema,
  NotificationCreated: notificationSchema,
  NotificationsRead: z.object({ notifications: z.array(readNotificationSchema) }),
} satisfies { [K in keyof NotificationChannelEvents]: z.ZodType<NotificationChannelEvents[K]> };
