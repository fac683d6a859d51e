import { z } from 'zod';

import { formatDateTime } from '../shared/dates.ts';
import { kopecksToDecimal } from '../money/kopecks.ts';

/** Where ЮKassa is with a receipt: registering it, registered in the tax office, or dropped. */
export const RECEIPT_REGISTRATION_NAMES = {
  pending: 'Регистрируется в налоговой',
  succeeded: 'Зарегистрирован в налоговой',
  canceled: 'Не зарегистрирован',
  unknown: 'Статус регистрации пока неизвестен',
} as const;
export type ReceiptRegistration = keyof typeof RECEIPT_REGISTRATION_NAMES;

/** The fiscal attributes a registered receipt carries (ФН, ФД, ФП) and when it was registered. */
export const receiptFiscalSchema = z.object({
  storage_number: z.string(),
  document_number: z.string(),
  attribute: z.string(),
  registered_at: z.string(),
});
export type ReceiptFiscal = z.infer<typeof receiptFiscalSchema>;

/**
 * GET /api/v1/online-payments/{id}/receipt: the 54-ФЗ receipt of one online payment as its payer
 * reads it — what Kabinet sent with the payment and what ЮKassa registered for it.
 */
export const onlinePaymentReceiptSchema = z.object({
  online_payment_id: z.number(),
  invoice_id: z.number(),
  invoice_number: z.string(),
  company_id: z.number(),
  /** «Приход» for a payment. */
  kind: z.literal('income'),
  paid_at: z.string().nullable(),
  total_kopecks: z.number(),
  customer: z.object({ email: z.string().optional(), phone: z.string().optional() }),
  tax_system_code: z.number().nullable(),
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      amount_kopecks: z.number(),
      vat_code: z.number(),
    }),
  ),
  registration: z.enum(['pending', 'succeeded', 'canceled', 'unknown']),
  fiscal: receiptFiscalSchema.nullable(),
  /** What the receipt's QR code holds: the tax office's «Проверка чека» reads it. */
  check_query: z.string().nullable(),
  /** That text drawn as a QR code (SVG), so the page carries no QR code in its JS. */
  check_qr_svg: z.string().nullable(),
});
export type OnlinePaymentReceipt = z.infer<typeof onlinePaymentReceiptSchema>;

/**
 * The text of a cash receipt's QR code (ФНС «Проверка чека»): `t=20261101T1005&s=15600.00&fn=…&
 * i=…&fp=…&n=1` — the registration time in Moscow to the minute, the sum in roubles, the fiscal
 * storage, document and attribute, and the operation (1: приход).
 */
export function receiptCheckQuery(fiscal: ReceiptFiscal, totalKopecks: number): string | null {
  const local = formatDateTime(fiscal.registered_at);
  const parts = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/.exec(local);
  if (!parts) return null;
  const [, day, month, year, hour, minute] = parts;
  const when = `${year}${month}${day}T${hour}${minute}`;
  const sum = kopecksToDecimal(totalKopecks);
  return `t=${when}&s=${sum}&fn=${fiscal.storage_number}&i=${fiscal.document_number}&fp=${fiscal.attribute}&n=1`;
}
