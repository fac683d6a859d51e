import * as z from 'zod';

import { idSchema } from '../shared/ids.ts';
import { serviceOptionSchema } from '../services/services.schemas.ts';

import { MAX_ORDER_QUANTITY, ORDER_STATUSES } from './order-rules.ts';

const commentSchema = z
  .string('Комментарий должен быть текстом.')
  .trim()
  .max(2000, 'Комментарий — не длиннее 2000 символов.');

/** POST /api/v1/companies/{id}/orders: the service, its options, the quantity, a comment. */
export const createOrderBodySchema = z.object({
  service_id: idSchema('Выберите услугу.'),
  option_codes: z
    .array(z.string('Неизвестная опция.').max(40, 'Неизвестная опция.'), 'Опции — список.')
    .max(20, 'Слишком много опций.')
    .default([]),
  quantity: z
    .number('Укажите количество.')
    .int('Количество — целое число.')
    .min(1, 'Количество — не меньше 1.')
    .max(MAX_ORDER_QUANTITY, `Количество — не больше ${MAX_ORDER_QUANTITY}.`)
    .default(1),
  comment: commentSchema.default(''),
});
/** What a client sends to order a service. */
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** POST /api/v1/staff/orders/{orderId}/status: where the order goes, and why. */
export const moveOrderBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, 'Выберите статус.'),
  comment: commentSchema.default(''),
});
/** A staff status move. */
export type MoveOrderBody = z.infer<typeof moveOrderBodySchema>;

/** POST /api/v1/companies/{id}/orders/{orderId}/cancel: an optional reason. */
export const cancelOrderBodySchema = z.object({ comment: commentSchema.default('') });
/** A client's cancel. */
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

/** GET /api/v1/staff/orders: optional filters. */
export const staffOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, 'Неизвестный статус.').optional(),
  company_id: z
    .string('Неверная компания.')
    .regex(/^[1-9]\d{0,9}$/, 'Неверная компания.')
    .transform(Number)
    .pipe(idSchema('Неверная компания.'))
    .optional(),
});
/** The staff list's filters. */
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuerySchema>;

/** One move of an order's history. */
export const orderHistoryEntrySchema = z.object({
  id: z.number().int(),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  to_status_name: z.string(),
  comment: z.string(),
  actor_name: z.string(),
  created_at: z.string(),
});
/** An order history entry. */
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** A file the client attached to an order. */
export const orderFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  uploaded_by_name: z.string(),
  created_at: z.string(),
  /** The API path that downloads it (with the caller's token). */
  download_url: z.string(),
});
/** An order's file. */
export type OrderFile = z.infer<typeof orderFileSchema>;

/** The order's invoice, as far as the order shows it. */
export const orderInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  status_name: z.string(),
  total_kopecks: z.number().int(),
  paid_kopecks: z.number().int(),
});
/** An order's invoice summary. */
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/** An order in lists. */
export const orderSchema = z.object({
  id: z.number().int(),
  /** «Заказ № 7». */
  number: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  service_id: z.number().int(),
  service_name: z.string(),
  service_price_kopecks: z.number().int(),
  price_from: z.boolean(),
  options: z.array(serviceOptionSchema),
  quantity: z.number().int(),
  quantity_label: z.string(),
  comment: z.string(),
  total_kopecks: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  status_name: z.string(),
  invoice_id: z.number().int().nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** An order of a one-time service. */
export type Order = z.infer<typeof orderSchema>;

/** One order with its history (oldest first), files and invoice. */
export const orderDetailSchema = orderSchema.extend({
  history: z.array(orderHistoryEntrySchema),
  files: z.array(orderFileSchema),
  invoice: orderInvoiceSchema.nullable(),
  /** The service's documents list when ordered: what the client is asked to attach. */
  documents: z.array(z.string()),
});
/** An order with its history, files and invoice. */
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * CONVENTIONS §4.5: `OrderChanged` on `private-user.{id}` of the company's users and its staff:
 * an order was made or moved (lists and the home page ask again).
 */
export interface OrderUserEvents {
  OrderChanged: Order;
}

/** Runtime schemas of {@link OrderUserEvents}. */
export const orderUserEventSchemas = {
  OrderChanged: orderSchema,
} satisfies { [K in keyof OrderUserEvents]: z.ZodType<OrderUserEvents[K], unknown> };
