import * as z from 'zod';

import { companyTariffStatusSchema } from '../tariffs/company-tariff.ts';
import { DEVICE_PLATFORMS } from '../users/roles.ts';

import { NOTIFICATION_TYPE } from './notification-types.ts';

const id = z.number().int().positive();

/**
 * SPEC §3 Notification.data of a chat notification: data.type NEW_CHAT_MESSAGE and data.message
 * with chat_conversation_id, text and chat_user.name (`id` of the message is ours, optional).
 */
export const chatMessageNotificationDataSchema = z.object({
  type: z.literal(NOTIFICATION_TYPE.NEW_CHAT_MESSAGE),
  message: z.object({
    id: id.optional(),
    chat_conversation_id: id,
    text: z.string(),
    chat_user: z.object({ name: z.string() }),
  }),
});
/** SPEC §3 chat notification data. */
export type ChatMessageNotificationData = z.infer<typeof chatMessageNotificationDataSchema>;

/**
 * Issue 6: data of a company tariff status change (SPEC §4 statuses). The server also fills the
 * names and the ready Russian `title`/`text` the bell and the push show (optional for older rows).
 */
export const tariffStatusNotificationDataSchema = z.object({
  type: z.literal(NOTIFICATION_TYPE.COMPANY_TARIFF_STATUS_CHANGED),
  company_id: id,
  company_tariff_id: id,
  status: companyTariffStatusSchema,
  status_name: z.string(),
  company_name: z.string().optional(),
  tariff_name: z.string().optional(),
  title: z.string().optional(),
  text: z.string().optional(),
});
/** Issue 6 tariff status notification data. */
export type TariffStatusNotificationData = z.infer<typeof tariffStatusNotificationDataSchema>;

/** Issue 13: what happened to an invoice that the company's users hear of. */
export const BILLING_EVENTS = ['invoice_issued', 'payment_received', 'invoice_overdue'] as const;
/** A billing event of issue 13. */
export type BillingEvent = (typeof BILLING_EVENTS)[number];

/**
 * Issue 13: data of a billing notification — the event, the invoice (id and printed number),
 * the sum it names in kopecks, and the ready Russian `title`/`text` for the bell and the push.
 */
export const billingNotificationDataSchema = z.object({
  type: z.literal(NOTIFICATION_TYPE.BILLING),
  event: z.enum(BILLING_EVENTS),
  company_id: id,
  invoice_id: id,
  invoice_number: z.string(),
  amount_kopecks: z.number().int(),
  company_name: z.string().optional(),
  title: z.string(),
  text: z.string(),
});
/** Issue 13 billing notification data. */
export type BillingNotificationData = z.infer<typeof billingNotificationDataSchema>;

/** The data of the notification types we know, told apart by `type`. */
export const knownNotificationDataSchema = z.discriminatedUnion('type', [
  chatMessageNotificationDataSchema,
  tariffStatusNotificationDataSchema,
  billingNotificationDataSchema,
]);
/** Known notification data. */
export type KnownNotificationData = z.infer<typeof knownNotificationDataSchema>;

/**
 * SPEC §3: the chat data of a notification, or `null` when it is not a valid NEW_CHAT_MESSAGE
 * (so the bell can show other types without knowing their data).
 */
export function chatNotificationData(notification: {
  data: unknown;
}): ChatMessageNotificationData | null {
  const parsed = chatMessageNotificationDataSchema.safeParse(notification.data);
  return parsed.success ? parsed.data : null;
}

/** SPEC §7 POST /api/notifications/mark-read: the ids to mark, or all when left out. */
export const markReadBodySchema = z.object({
  notifications_ids: z
    .array(z.string().min(1).max(64), 'Неверный список уведомлений.')
    .max(500, 'Не больше 500 уведомлений за раз.')
    .optional(),
});
/** SPEC §7 mark-read body. */
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

/** SPEC §7 mark-read answer item: `data.data` is a list of {id, read_at}. */
export const readNotificationSchema = z.object({ id: z.string(), read_at: z.string() });
/** A notification marked read. */
export type ReadNotification = z.infer<typeof readNotificationSchema>;

/** SPEC §7 mark-read answer list (inside the `{ data }` envelope). */
export const markReadAnswerSchema = z.array(readNotificationSchema);

/** SPEC §3/§7 POST /api/user/{id}/device-subscribe: token and platform (web, android, ios). */
export const deviceSubscribeBodySchema = z.object({
  token: z.string('Укажите токен устройства.').min(1, 'Укажите токен устройства.').max(4096),
  platform: z.enum(DEVICE_PLATFORMS, 'Неизвестная платформа.'),
});
/** SPEC §3 subscription payload. */
export type DeviceSubscribeBody = z.infer<typeof deviceSubscribeBodySchema>;
