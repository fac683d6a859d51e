import { z } from 'zod';

import { emailSchema } from '../auth/field-rules.ts';

import { ONLINE_PAYMENT_METHODS } from './online-payment.schemas.ts';
import { RECEIPT_TAX_SYSTEM_NAMES } from './receipt.ts';

const TAX_SYSTEM_CODES = Object.keys(RECEIPT_TAX_SYSTEM_NAMES).map(Number);

/** The firm's online-payment settings (admin billing): 54-ФЗ receipts and the tax system. */
export const onlinePaymentSettingsSchema = z.object({
  receipts_enabled: z.boolean('Укажите, отправлять ли чеки.'),
  tax_system_code: z
    .number('Выберите систему налогообложения.')
    .int('Выберите систему налогообложения из списка.')
    .refine(
      (code) => TAX_SYSTEM_CODES.includes(code),
      'Выберите систему налогообложения из списка.',
    )
    .nullable(),
});
export type OnlinePaymentSettings = z.infer<typeof onlinePaymentSettingsSchema>;

/** A card or СБП account saved at ЮKassa for payments without a page, as the client reads it. */
export const savedPaymentMethodSchema = z.object({
  type: z.enum(ONLINE_PAYMENT_METHODS),
  /** «•• 4242»; never the card number. */
  title: z.string(),
  /** «12/28» for a card; null for СБП. */
  expiry: z.string().nullable(),
  issuer: z.string().nullable(),
  saved_at: z.string(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

/** A company's online payments on `/payment`: receipts, the saved card, autopay. */
export const onlinePaymentProfileSchema = z.object({
  /** Whether the firm sends 54-ФЗ receipts with online payments. */
  receipts_enabled: z.boolean(),
  /** Where the company's receipts go; null until set (the payer's own e-mail is used). */
  receipt_email: z.string().nullable(),
  saved_method: savedPaymentMethodSchema.nullable(),
  autopay: z.boolean(),
});
export type OnlinePaymentProfile = z.infer<typeof onlinePaymentProfileSchema>;

export const receiptEmailBodySchema = z.object({ receipt_email: emailSchema });
export type ReceiptEmailBody = z.infer<typeof receiptEmailBodySchema>;

export const autopayBodySchema = z.object({
  enabled: z.boolean('Укажите, включить ли автоплатёж.'),
});
export type AutopayBody = z.infer<typeof autopayBodySchema>;
