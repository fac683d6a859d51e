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
 * Data of a company tariff status change (SPEC §4 statuses). The server also fills the
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
/** Tariff status notification data. */
export type TariffStatusNotificationData = z.infer<typeof tariffStatusNotificationDataSchema>;

/** What happened to an invoice that the company's users hear of. */
export const BILLING_EVENTS = [
  'invoice_issued',
  'payment_received',
  'invoice_overdue',
  // For the company's managers: money the invoice could not take stayed on the balance.
  'advance_received',
  // The month paid from the saved card, a try that failed (and when the next is), autopay stopped.
  'autopay_succeeded',
  'autopay_failed',
  'autopay_stopped',
] as const;
/** A billing event. */
export type BillingEvent = (typeof BILLING_EVENTS)[number];

/**
 * Data of a billing notification — the event, the invoice (id and printed number),
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
  /** The online payment whose 54-ФЗ receipt the notice leads to. */
  online_payment_id: id.optional(),
  title: z.string(),
  text: z.string(),
});
/** Billing notification data. */
export type BillingNotificationData = z.infer<typeof billingNotificationDataSchema>;

/** What happened to an act that users hear of. */
export const ACT_EVENTS = ['act_issued', 'act_signed', 'act_disputed'] as const;
/** An act event. */
export type ActEvent = (typeof ACT_EVENTS)[number];

/**
 * Data of an ACT_CREATED notification — the event, the act (id and printed number),
 * its total in kopecks, where it opens, and the ready Russian `title`/`text`.
 */
export const actNotificationDataSchema = z.object({
  type: z.literal(NOTIFICATION_TYPE.ACT_CREATED),
  event: z.enum(ACT_EVENTS),
  company_id: id,
  act_id: id,
  act_number: z.string(),
  amount_kopecks: z.number().int(),
  company_name: z.string().optional(),
  link: z.string(),
  title: z.string(),
  text: z.string(),
});
/** Act notification data. */
export type ActNotificationData = z.infer<typeof actNotificationDataSchema>;
/**
 * Data of an order status notification — the order, its service and new status, and
 * the ready Russian `title`/`text` for the bell, the push and the letter.
 */
export const orderStatusNotificationDataSchema = z.object({
  type: z.literal(NOTIFICATION_TYPE.ORDER_STATUS_CHANGED),
  company_id: id,
  order_id: id,
  service_name: z.string(),
  status: z.string(),
  status_name: z.string(),
  company_name: z.string().optional(),
  title: z.string(),
  text: z.string(),
});
/** Order status notification data. */
export type OrderStatusNotificationData = z.infer<typeof orderStatusNotificationDataSchema>;

/**
 * Data of a MANAGEMENT_REPORT_PUBLISHED notification — the company's new management
 * report (id, kind, period), where it opens, and the ready Russian `title`/`text`.
 */
export const managementReportNotificationDataSchema = z.object({
  type: z.literal(NOTIFICATION_TYPE.MANAGEMENT_REPORT_PUBLISHED),
  company_id: id,
  file_id: id,
  kind: z.string(),
  period_name: z.string(),
  company_name: z.string().optional(),
  link: z.string(),
  title: z.string(),
  text: z.string(),
});
/** Management report notification data. */
export type ManagementReportNotificationData = z.infer<
  typeof managementReportNotificationDataSchema
>;

/**
 * Data of a REFERRAL notification — a reward posted for a referred client's payment
 * (`payout_id` and `status` null) or a payout request's move, with the ready Russian texts.
 */
export const referralNotificationDataSchema = z.object({
  type: z.literal(NOTIFICATION_TYPE.REFERRAL),
  event: z.enum(['reward', 'payout']),
  company_id: id,
  payout_id: id.nullable(),
  amount_kopecks: z.number().int(),
  status: z.enum(['requested', 'approved', 'paid', 'rejected']).nullable(),
  company_name: z.string().optional(),
  link: z.string(),
  title: z.string(),
  text: z.string(),
});
/** Referral notification data. */
export type ReferralNotificationData = z.infer<typeof referralNotificationDataSchema>;

/** What a task notice says. */
export const TASK_EVENTS = ['assigned', 'done', 'due_soon', 'overdue'] as const;
/** A task event. */
export type TaskEvent = (typeof TASK_EVENTS)[number];

/**
 * Data of a task notification (TASK_UPDATED) — the event, the task and its company,
 * and the ready Russian `title`/`text` for the bell and the push.
 */
export const taskNotificationDataSchema = z.object({
  type: z.literal(NOTIFICATION_TYPE.TASK_UPDATED),
  event: z.enum(TASK_EVENTS),
  company_id: id,
  task_id: id,
  company_name: z.string().optional(),
  title: z.string(),
  text: z.string(),
});
/** Task notification data. */
export type TaskNotificationData = z.infer<typeof taskNotificationDataSchema>;

/** What a report notice says. */
export const REPORT_EVENTS = [
  'report_created',
  'report_status',
  'report_signed',
  'deadline_soon',
] as const;
/** A report event. */
export type ReportEvent = (typeof REPORT_EVENTS)[number];

/**
 * Data of a REPORT_CREATED notification — a report made or moved, signed by the client,
 * or a deadline of the tax calendar ahead (`report_id` null when no report is made for it yet).
 */
export const reportNotificationDataSchema = z.object({
  type: z.literal(NOTIFICATION_TYPE.REPORT_CREATED),
  event: z.enum(REPORT_EVENTS),
  company_id: id,
  report_id: id.nullable(),
  company_name: z.string().optional(),
  link: z.string(),
  title: z.string(),
  text: z.string(),
});
/** Report notification data. */
export type ReportNotificationData = z.infer<typeof reportNotificationDataSchema>;

/** The data of the notification types we know, told apart by `type`. */
export const knownNotificationDataSchema = z.discriminatedUnion('type', [
  chatMessageNotificationDataSchema,
  tariffStatusNotificationDataSchema,
  billingNotificationDataSchema,
  actNotificationDataSchema,
  orderStatusNotificationDataSchema,
  taskNotificationDataSchema,
  reportNotificationDataSchema,
  managementReportNotificationDataSchema,
  referralNotificationDataSchema,
]);
/** Known notification data. */
export type KnownNotificationData = z.infer<typeof knownNotificationDataSchema>;

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

/**
 * GET /api/v1/push/vapid-public-key answer (inside `{ data }`): the server's VAPID
 * public key, base64url — the `applicationServerKey` of `pushManager.subscribe()`.
 */
export const vapidPublicKeySchema = z.object({ public_key: z.string().min(1) });
/** The VAPID public key answer. */
export type VapidPublicKey = z.infer<typeof vapidPublicKeySchema>;
