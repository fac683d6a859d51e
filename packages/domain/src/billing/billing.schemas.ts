import * as z from 'zod';

import { validateInn } from '../companies/inn.ts';
import { validateKpp } from '../companies/kpp.ts';
import { validateBik } from '../companies/bik.ts';
import {
  validateCorrespondentAccount,
  validateSettlementAccount,
} from '../companies/bank-account.ts';

import { VAT_MODES } from '../money/vat.ts';
import { calendarDateSchema } from '../shared/calendar-date.ts';
import {
  AMOUNT_MESSAGE,
  MAX_AMOUNT_KOPECKS,
  MIN_TOP_UP_KOPECKS,
  MIN_TOP_UP_MESSAGE,
  TOO_LARGE_AMOUNT_MESSAGE,
  WHOLE_KOPECKS_MESSAGE,
} from './billing-amounts.ts';
import { INVOICE_KIND, INVOICE_STATUS, LEDGER_KIND } from './billing-statuses.ts';

// The VAT modes an invoice can carry (a snapshot of the firm's setting at issue time) are the
// money domain's: one list, one set of labels and rates.
export { VAT_MODES, type VatMode } from '../money/vat.ts';

/** A positive amount in kopecks (422 «Сумма должна быть больше нуля.»). */
const positiveKopecks = z
  .number(AMOUNT_MESSAGE)
  .int(WHOLE_KOPECKS_MESSAGE)
  .positive(AMOUNT_MESSAGE)
  .max(MAX_AMOUNT_KOPECKS, TOO_LARGE_AMOUNT_MESSAGE);

const reason = z
  .string('Укажите причину.')
  .trim()
  .min(1, 'Укажите причину.')
  .max(500, 'Не длиннее 500 символов.');

const isoDate = calendarDateSchema();

/** POST …/invoices/top-up: a top-up invoice of any positive amount. */
export const topUpBodySchema = z.object({
  amount_kopecks: positiveKopecks.min(MIN_TOP_UP_KOPECKS, MIN_TOP_UP_MESSAGE),
});
export type TopUpBody = z.infer<typeof topUpBodySchema>;

/** POST /staff/invoices/{id}/payments: a bank transfer staff saw arrive. */
export const recordPaymentBodySchema = z.object({
  amount_kopecks: positiveKopecks,
  paid_on: isoDate,
  order_number: z
    .string('Укажите номер платёжного поручения.')
    .trim()
    .min(1, 'Укажите номер платёжного поручения.')
    .max(40, 'Не длиннее 40 символов.'),
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBodySchema>;

/** POST /staff/invoices/{id}/cancel. */
export const cancelInvoiceBodySchema = z.object({ reason });
export type CancelInvoiceBody = z.infer<typeof cancelInvoiceBodySchema>;

/** POST /staff/companies/{id}/refunds: money returned to the company. */
export const refundBodySchema = z.object({ amount_kopecks: positiveKopecks, reason });
export type RefundBody = z.infer<typeof refundBodySchema>;

/** POST /staff/companies/{id}/corrections (admin): a signed correction with its reason. */
export const correctionBodySchema = z.object({
  amount_kopecks: z
    .number('Укажите сумму.')
    .int('Сумма указывается в копейках, целым числом.')
    .refine((value) => value !== 0, 'Сумма не может быть нулевой.')
    .refine((value) => Math.abs(value) <= MAX_AMOUNT_KOPECKS, TOO_LARGE_AMOUNT_MESSAGE),
  reason,
});
export type CorrectionBody = z.infer<typeof correctionBodySchema>;

const text = (message: string, max = 300) =>
  z.string(message).trim().min(1, message).max(max, `Не длиннее ${max} символов.`);

/** A text the admin may leave empty ('' when absent). */
const optionalText = (max: number) =>
  z.string('Введите текст.').trim().max(max, `Не длиннее ${max} символов.`).default('');

const checked = (check: (value: string) => string | null) =>
  z
    .string('Заполните поле.')
    .trim()
    .superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/**
 * The firm's seller requisites and VAT mode (admin settings), printed on every invoice
 * issued after they change. INN, KPP, BIK and both accounts pass the domain's checks.
 */
export const sellerSettingsSchema = z
  .object({
    name: text('Укажите название организации.'),
    inn: checked(validateInn),
    kpp: checked(validateKpp),
    address: text('Укажите адрес.', 500),
    bank_name: text('Укажите банк.'),
    bik: checked(validateBik),
    account: z.string('Укажите расчетный счет').trim(),
    correspondent_account: z.string('Укажите корреспондентский счет').trim(),
    vat_mode: z.enum(VAT_MODES, 'Неизвестный режим НДС.'),
    due_days: z
      .number('Укажите срок оплаты в днях.')
      .int('Срок оплаты — целое число дней.')
      .min(1, 'Срок оплаты — от 1 до 90 дней.')
      .max(90, 'Срок оплаты — от 1 до 90 дней.'),
    // Printed under «Руководитель» and «Бухгалтер» on invoices; optional (older settings lack them).
    director_name: optionalText(120),
    accountant_name: optionalText(120),
    // «Основание: Договор № … от …» on invoices and acts: the contract (offer) clients accept.
    contract_number: optionalText(40),
    contract_date: z
      .string('Дата в формате ГГГГ-ММ-ДД.')
      .trim()
      .refine(
        (value) => value === '' || isoDate.safeParse(value).success,
        'Дата в формате ГГГГ-ММ-ДД.',
      )
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (value.contract_date !== '' && value.contract_number === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['contract_number'],
        message: 'Укажите номер договора.',
      });
    }
    const account = validateSettlementAccount(value.account, value.bik);
    if (account) ctx.addIssue({ code: 'custom', path: ['account'], message: account });
    const corr = validateCorrespondentAccount(value.correspondent_account, value.bik);
    if (corr) ctx.addIssue({ code: 'custom', path: ['correspondent_account'], message: corr });
  });
export type SellerSettings = z.infer<typeof sellerSettingsSchema>;

/** The buyer as printed on an invoice: the company at issue time. */
export const buyerSnapshotSchema = z.object({
  name: z.string(),
  inn: z.string(),
  kpp: z.string(),
  address: z.string(),
});
export type BuyerSnapshot = z.infer<typeof buyerSnapshotSchema>;

/** One invoice line on the wire. */
export const invoiceLineSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  price_kopecks: z.number(),
  amount_kopecks: z.number(),
  /** The months a tariff line pays for ('YYYY-MM', both included) and their name; else null. */
  period: z.object({ from: z.string(), to: z.string(), name: z.string() }).nullable(),
});

/** An invoice as the client and staff read it. */
export const invoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  company_id: z.number(),
  kind: z.enum(INVOICE_KIND),
  status: z.enum(INVOICE_STATUS),
  status_name: z.string(),
  company_tariff_id: z.number().nullable(),
  total_kopecks: z.number(),
  paid_kopecks: z.number(),
  due_kopecks: z.number(),
  vat_mode: z.string(),
  seller: z.record(z.string(), z.unknown()),
  buyer: z.record(z.string(), z.unknown()),
  lines: z.array(invoiceLineSchema),
  /** «Договор № … от …» from the seller's snapshot; null when the firm has not set one. */
  basis: z.string().nullable(),
  issued_at: z.string(),
  due_date: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `payment` page: balance, debt, what is due and by when, the invoices. */
export const billingSummarySchema = z.object({
  balance_kopecks: z.number(),
  debt_kopecks: z.number(),
  due_kopecks: z.number(),
  next_due_date: z.string().nullable(),
  /** Whether invoices can be paid online (ЮKassa is configured); else by bank transfer only. */
  online_payment: z.boolean(),
  invoices: z.array(invoiceSchema),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** One ledger entry (staff view). */
export const ledgerEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KIND),
  kind_name: z.string(),
  amount_kopecks: z.number(),
  source_type: z.string(),
  source_id: z.string(),
  reason: z.string().nullable(),
  created_by: z.number().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A payment recorded against an invoice. */
export const paymentSchema = z.object({
  id: z.number(),
  invoice_id: z.number(),
  amount_kopecks: z.number(),
  paid_on: z.string(),
  order_number: z.string().nullable(),
  method: z.string(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
