import { kopecksToDecimal, parseKopecks } from '@kabinet/domain/money';

// The parts of ЮKassa API v3 objects Kabinet reads (https://yookassa.ru/developers/api):
// a payment, a refund, an HTTP notification and the error body. Amounts travel as strings with
// two decimals («15600.00»); Kabinet keeps integer kopecks and converts only at this boundary.

export type YooKassaAmount = { value: string; currency: 'RUB' };

/** `pending` → (`waiting_for_capture`) → `succeeded` | `canceled`; the last two are final. */
export type YooKassaPaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** How the payer pays: a bank card or the Faster Payments System (СБП). */
export type YooKassaMethod = 'bank_card' | 'sbp';

/** How a payment was paid; `saved` when ЮKassa keeps it for payments without the payer. */
export type YooKassaPaymentMethod = {
  type: YooKassaMethod;
  id: string;
  saved: boolean;
  title?: string;
  card?: {
    first6?: string;
    last4: string;
    expiry_month: string;
    expiry_year: string;
    card_type: string;
    issuer_name?: string;
  };
};

export type YooKassaPayment = {
  id: string;
  status: YooKassaPaymentStatus;
  paid: boolean;
  amount: YooKassaAmount;
  income_amount?: YooKassaAmount;
  refunded_amount?: YooKassaAmount;
  description?: string;
  metadata?: Record<string, string>;
  confirmation?: { type: 'redirect'; return_url?: string; confirmation_url?: string };
  payment_method?: YooKassaPaymentMethod;
  cancellation_details?: { party: string; reason: string };
  created_at: string;
  captured_at?: string;
  test: boolean;
  refundable: boolean;
};

export type YooKassaRefund = {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: YooKassaAmount;
  created_at: string;
  description?: string;
};

/**
 * A receipt ЮKassa registered for a payment or refund (`GET /receipts`): `pending` while the cash
 * register works on it, `succeeded` with the fiscal storage (ФН), document (ФД) and attribute
 * (ФП) numbers, `canceled` when it was not registered.
 */
export type YooKassaReceipt = {
  id: string;
  type: 'payment' | 'refund';
  payment_id?: string;
  refund_id?: string;
  status: 'pending' | 'succeeded' | 'canceled';
  fiscal_document_number?: string;
  fiscal_storage_number?: string;
  fiscal_attribute?: string;
  registered_at?: string;
};

/** The events Kabinet subscribes to (Интеграция → HTTP-уведомления). */
export type YooKassaEvent = 'payment.succeeded' | 'payment.canceled' | 'refund.succeeded';

export type YooKassaNotification =
  | {
      type: 'notification';
      event: 'payment.succeeded' | 'payment.canceled';
      object: YooKassaPayment;
    }
  | { type: 'notification'; event: 'refund.succeeded'; object: YooKassaRefund };

/** The documented error answer: `{ type: 'error', id, code, description, parameter? }`. */
export type YooKassaErrorBody = {
  type: 'error';
  id: string;
  code: string;
  description: string;
  parameter?: string;
};

/** Integer kopecks as ЮKassa's amount value: 1560000 → «15600.00». */
export function kopecksToAmountValue(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks <= 0) {
    throw new RangeError(`amount must be a positive whole number of kopecks, got ${kopecks}`);
  }
  return kopecksToDecimal(kopecks);
}

/** ЮKassa's amount value as integer kopecks: «15600.00» → 1560000; null when it is not one. */
export function amountValueToKopecks(value: string): number | null {
  if (!/^\d{1,12}(?:\.\d{1,2})?$/.test(value)) return null;
  return parseKopecks(value);
}
