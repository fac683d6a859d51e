import { z } from 'zod';

import { emailSchema } from '../shared/field-rules.ts';

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

/**
 * One month's autopay charge: pending → succeeded, or failed (retried on the 3rd and 5th) →
 * stopped (card expired or revoked, or out of tries; the invoice then goes overdue as any other).
 */
export const AUTOPAY_CHARGE_STATUSES = ['pending', 'succeeded', 'failed', 'stopped'] as const;
export type AutopayChargeStatus = (typeof AUTOPAY_CHARGE_STATUSES)[number];

export const autopayChargeSchema = z.object({
  /** 'YYYY-MM', the month the invoice charges for. */
  month: z.string(),
  invoice_id: z.number().int(),
  amount_kopecks: z.number().int(),
  status: z.enum(AUTOPAY_CHARGE_STATUSES),
  attempts: z.number().int(),
  /** 'YYYY-MM-DD' of the next try; null once succeeded or stopped. */
  next_attempt_on: z.string().nullable(),
  /** Why the last try failed, in Russian; null when it did not. */
  failure_reason: z.string().nullable(),
  updated_at: z.string(),
});
export type AutopayCharge = z.infer<typeof autopayChargeSchema>;

/** What the next autopay will charge: the charge day and the month's sum at today's tariff. */
export const autopayNextChargeSchema = z.object({
  date: z.string(),
  amount_kopecks: z.number().int(),
});
export type AutopayNextCharge = z.infer<typeof autopayNextChargeSchema>;

/** A company paying by autopay, as staff see it on the admin billing page. */
export const autopayCompanySchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  saved_method: savedPaymentMethodSchema.nullable(),
  autopay: z.boolean(),
  last_charge: autopayChargeSchema.nullable(),
});
export type AutopayCompany = z.infer<typeof autopayCompanySchema>;

/** A company's online payments on `/payment`: receipts, the saved card, autopay. */
export const onlinePaymentProfileSchema = z.object({
  /** Whether the firm sends 54-ФЗ receipts with online payments. */
  receipts_enabled: z.boolean(),
  /** Where the company's receipts go; null until set (the payer's own e-mail is used). */
  receipt_email: z.string().nullable(),
  saved_method: savedPaymentMethodSchema.nullable(),
  autopay: z.boolean(),
  /** The next charge while autopay is on; null when it is off or nothing is due. */
  autopay_next: autopayNextChargeSchema.nullable(),
  /** The latest month's charge, to show a failure and its next try; null before the first. */
  autopay_last_charge: autopayChargeSchema.nullable(),
});
export type OnlinePaymentProfile = z.infer<typeof onlinePaymentProfileSchema>;

export const receiptEmailBodySchema = z.object({ receipt_email: emailSchema });
export type ReceiptEmailBody = z.infer<typeof receiptEmailBodySchema>;

export const autopayBodySchema = z.object({
  enabled: z.boolean('Укажите, включить ли автоплатёж.'),
});
export type AutopayBody = z.infer<typeof autopayBodySchema>;
