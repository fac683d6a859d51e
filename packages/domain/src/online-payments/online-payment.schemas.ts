import { z } from 'zod';

/** An online payment's state, as ЮKassa's GET reports it (never a notification's body). */
export const ONLINE_PAYMENT_STATUS = {
  PENDING: 'pending',
  SUCCEEDED: 'succeeded',
  CANCELED: 'canceled',
} as const;
export type OnlinePaymentStatus =
  (typeof ONLINE_PAYMENT_STATUS)[keyof typeof ONLINE_PAYMENT_STATUS];

export const ONLINE_PAYMENT_STATUS_NAMES: Record<OnlinePaymentStatus, string> = {
  pending: 'Ожидает оплаты',
  succeeded: 'Оплачен',
  canceled: 'Платёж отменён',
};

/** How the client pays online: a bank card or СБП (the Faster Payments System). */
export const ONLINE_PAYMENT_METHODS = ['bank_card', 'sbp'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

export const startOnlinePaymentBodySchema = z
  .object({
    method: z.enum(ONLINE_PAYMENT_METHODS, { error: 'Выберите способ оплаты: карта или СБП' }),
    /** «Оплатить и сохранить карту»: ЮKassa keeps the card for payments without a page. */
    save_method: z.boolean('Укажите, сохранять ли карту.'),
  })
  .partial();
export type StartOnlinePaymentBody = z.infer<typeof startOnlinePaymentBodySchema>;

/** An online payment as its payer and the company's staff read it. */
export const onlinePaymentSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  invoice_id: z.number(),
  amount_kopecks: z.number(),
  method: z.enum(ONLINE_PAYMENT_METHODS).nullable(),
  status: z.enum(ONLINE_PAYMENT_STATUS),
  status_name: z.string(),
  /** Where the payer confirms the payment (ЮKassa's page); null once it is final. */
  confirmation_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Returned to the payer through ЮKassa so far (confirmed refunds). */
  refunded_kopecks: z.number(),
  /** Sent with a 54-ФЗ receipt: GET /online-payments/{id}/receipt shows it. */
  has_receipt: z.boolean(),
});
export type OnlinePayment = z.infer<typeof onlinePaymentSchema>;

/**
 * CONVENTIONS §4.5: `OnlinePaymentUpdated` on `private-user.{userId}` tells the payer their
 * online payment became final (its success page updates without asking again).
 */
export interface OnlinePaymentUserEvents {
  OnlinePaymentUpdated: OnlinePayment;
}

/** Runtime schemas of {@link OnlinePaymentUserEvents}. */
export const onlinePaymentUserEventSchemas = {
  OnlinePaymentUpdated: onlinePaymentSchema,
} satisfies {
  [K in keyof OnlinePaymentUserEvents]: z.ZodType<OnlinePaymentUserEvents[K], unknown>;
};
