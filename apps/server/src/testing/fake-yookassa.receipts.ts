// The fake ЮKassa's check of a 54-ФЗ `receipt` (yookassa.ru/developers/payment-acceptance/
// receipts/54fz/yoomoney/basics, …/54fz/parameters-values), as a shop with «Чеки от ЮKassa»
// connected sees it: a payment or refund without a receipt, or with one that does not add up, is
// refused with `invalid_request` on `receipt` and never created. Written from ЮKassa's rules, not
// from Kabinet's own builder, so a receipt the server gets wrong is caught here.
import { amountValueToKopecks } from '../platform/yookassa/yookassa.types.ts';

import { error } from './fake-yookassa.state.ts';

const PAYMENT_SUBJECTS = new Set([
  'commodity',
  'excise',
  'job',
  'service',
  'gambling_bet',
  'gambling_prize',
  'lottery',
  'lottery_prize',
  'intellectual_activity',
  'payment',
  'agent_commission',
  'property_right',
  'non_operating_gain',
  'insurance_premium',
  'sales_tax',
  'resort_fee',
  'composite',
  'another',
]);
const PAYMENT_MODES = new Set([
  'full_prepayment',
  'partial_prepayment',
  'advance',
  'full_payment',
  'partial_payment',
  'credit',
  'credit_payment',
]);

export type FakeReceipt = { kind: 'payment' | 'refund'; objectId: string; receipt: unknown };

const refuse = (description: string) => error(400, 'invalid_request', description, 'receipt');

type Item = {
  description?: unknown;
  quantity?: unknown;
  amount?: { value?: unknown; currency?: unknown };
  vat_code?: unknown;
  payment_subject?: unknown;
  payment_mode?: unknown;
};

const inRange = (value: unknown, low: number, high: number) =>
  Number.isInteger(value) && Number(value) >= low && Number(value) <= high;
const oneOf = (value: unknown, allowed: Set<string>) =>
  value === undefined || allowed.has(String(value));

/** The codes of an item: VAT rate 1–12, what is sold, how it is paid. */
function checkItemCodes(item: Item): void {
  if (!inRange(item.vat_code, 1, 12)) throw refuse('Receipt item vat_code is illegal');
  if (!oneOf(item.payment_subject, PAYMENT_SUBJECTS)) {
    throw refuse('Receipt item payment_subject is illegal');
  }
  if (!oneOf(item.payment_mode, PAYMENT_MODES)) {
    throw refuse('Receipt item payment_mode is illegal');
  }
}

/** The kopecks one item adds to the receipt; refuses an item ЮKassa would refuse. */
function itemKopecks(item: Item): number {
  const description = typeof item.description === 'string' ? item.description : '';
  if (description.length === 0 || description.length > 128) {
    throw refuse('Receipt item description is missing or too long');
  }
  const quantity = Number(item.quantity);
  if (!Number.isFinite(quantity) || quantity <= 0) throw refuse('Receipt item quantity is illegal');
  const price =
    typeof item.amount?.value === 'string' ? amountValueToKopecks(item.amount.value) : null;
  if (price === null || item.amount?.currency !== 'RUB') {
    throw refuse('Receipt item amount is illegal');
  }
  checkItemCodes(item);
  return Math.round(price * quantity);
}

function checkCustomer(customer: { email?: unknown; phone?: unknown } | undefined): void {
  const { email, phone } = customer ?? {};
  if (typeof email !== 'string' && typeof phone !== 'string') {
    throw refuse('Receipt customer email or phone is required');
  }
  if (typeof email === 'string' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw refuse('Receipt customer email is illegal');
  }
}

/**
 * Checks the `receipt` of a payment or refund of `kopecks`: required when the shop sends receipts,
 * validated whenever present. Returns it for the test to read back.
 */
export function checkReceipt(
  body: Record<string, unknown>,
  kopecks: number,
  required: boolean,
): unknown {
  const receipt = body.receipt as
    | {
        customer?: { email?: unknown; phone?: unknown };
        items?: unknown;
        tax_system_code?: unknown;
      }
    | undefined;
  if (receipt === undefined) {
    if (required) throw refuse('Receipt is missing or illegal');
    return undefined;
  }
  checkCustomer(receipt.customer);
  if (receipt.tax_system_code !== undefined && !inRange(receipt.tax_system_code, 1, 6)) {
    throw refuse('Receipt tax_system_code is illegal');
  }
  if (!Array.isArray(receipt.items) || receipt.items.length === 0 || receipt.items.length > 100) {
    throw refuse('Receipt items are missing or too many');
  }
  const total = (receipt.items as Item[]).reduce((sum, item) => sum + itemKopecks(item), 0);
  if (total !== kopecks) throw refuse('Receipt items total does not match the amount');
  return receipt;
}

/** Registered receipt fields the fake makes up once per receipt (ЮKassa's come from the ФН). */
function fiscalOf(objectId: string) {
  let seed = 0;
  for (const char of objectId) seed = (seed * 31 + char.charCodeAt(0)) % 2_147_483_647;
  return {
    fiscal_storage_number: '9960440301234567',
    fiscal_document_number: String(1000 + (seed % 90_000)),
    fiscal_attribute: String(1_000_000_000 + (seed % 999_999_999)),
  };
}

/**
 * `GET /v3/receipts?payment_id=…` (or `refund_id`): ЮKassa's list of the receipts of a payment or
 * refund (yookassa.ru/developers/api#get_receipts_list). A receipt is registered once its payment
 * succeeded (`succeeded` with the fiscal numbers), `pending` while the payment waits, `canceled`
 * with the payment.
 */
export function listReceipts(
  receipts: readonly FakeReceipt[],
  statusOf: (receipt: FakeReceipt) => { status: string; at?: string | undefined },
  query: URLSearchParams,
) {
  const paymentId = query.get('payment_id');
  const refundId = query.get('refund_id');
  if (!paymentId && !refundId) {
    throw error(400, 'invalid_request', 'payment_id or refund_id is required', 'payment_id');
  }
  const items = receipts
    .filter((entry) =>
      entry.kind === 'payment' ? entry.objectId === paymentId : entry.objectId === refundId,
    )
    .map((entry) => {
      const { status, at } = statusOf(entry);
      const body = entry.receipt as Record<string, unknown>;
      return {
        id: `rt-${entry.objectId}`,
        type: entry.kind,
        ...(entry.kind === 'payment'
          ? { payment_id: entry.objectId }
          : { refund_id: entry.objectId }),
        status,
        ...(status === 'succeeded' ? { ...fiscalOf(entry.objectId), registered_at: at } : {}),
        items: body.items,
        ...(body.tax_system_code !== undefined ? { tax_system_code: body.tax_system_code } : {}),
      };
    });
  return { type: 'list', items };
}
