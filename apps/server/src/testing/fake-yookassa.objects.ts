// The fake ЮKassa's payments and refunds, the payer's decision and the notifications it sends.
import { randomUUID } from 'node:crypto';

import {
  amountValueToKopecks,
  kopecksToAmountValue,
  type YooKassaEvent,
  type YooKassaMethod,
  type YooKassaPayment,
  type YooKassaPaymentMethod,
  type YooKassaRefund,
} from '../platform/yookassa/yookassa.types.ts';

import { checkReceipt, listReceipts, type FakeReceipt } from './fake-yookassa.receipts.ts';
import { error, type State } from './fake-yookassa.state.ts';

export function read(state: State, path: string, query: URLSearchParams): unknown {
  if (path === '/v3/receipts') {
    return listReceipts(state.receipts, (entry) => receiptStatus(state, entry), query);
  }
  const [, collection, id] = /^\/v3\/(payments|refunds)\/([^/]+)$/.exec(path) ?? [];
  const found = id && (collection === 'payments' ? state.payments : state.refunds).get(id);
  if (!found) throw error(404, 'not_found', 'Object not found');
  return found;
}

/** A receipt is registered with its payment's success (a refund's at once). */
function receiptStatus(state: State, entry: FakeReceipt): { status: string; at?: string } {
  if (entry.kind === 'refund') {
    return { status: 'succeeded', at: state.refunds.get(entry.objectId)?.created_at };
  }
  const payment = state.payments.get(entry.objectId);
  if (payment?.status === 'succeeded') return { status: 'succeeded', at: payment.captured_at };
  return { status: payment?.status === 'canceled' ? 'canceled' : 'pending' };
}

export function create(state: State, path: string, body: Record<string, unknown>): unknown {
  if (path === '/v3/payments') return createPayment(state, body);
  if (path === '/v3/refunds') return createRefund(state, body);
  throw error(404, 'not_found', 'Unknown endpoint');
}

function amountOf(body: Record<string, unknown>): {
  value: string;
  currency: 'RUB';
  kopecks: number;
} {
  const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
  const kopecks = typeof amount?.value === 'string' ? amountValueToKopecks(amount.value) : null;
  if (!kopecks) throw error(400, 'invalid_request', 'Invalid amount value', 'amount.value');
  if (amount?.currency !== 'RUB') {
    throw error(400, 'invalid_request', 'Invalid currency', 'amount.currency');
  }
  return { value: kopecksToAmountValue(kopecks), currency: 'RUB', kopecks };
}

function methodOf(body: Record<string, unknown>): YooKassaMethod | undefined {
  const method = (body.payment_method_data as { type?: unknown } | undefined)?.type;
  if (method !== undefined && method !== 'bank_card' && method !== 'sbp') {
    throw error(400, 'invalid_request', 'Unsupported payment method', 'payment_method_data.type');
  }
  return method;
}

function createPayment(state: State, body: Record<string, unknown>): YooKassaPayment {
  if (typeof body.payment_method_id === 'string') return payBySavedMethod(state, body);
  const { value, currency, kopecks } = amountOf(body);
  const receipt = checkReceipt(body, kopecks, state.receiptsRequired);
  const confirmation = body.confirmation as { type?: unknown; return_url?: unknown } | undefined;
  if (confirmation?.type !== 'redirect' || typeof confirmation.return_url !== 'string') {
    throw error(
      400,
      'invalid_request',
      'Confirmation of type redirect needs return_url',
      'confirmation',
    );
  }
  const method = methodOf(body);
  const id = newPaymentId();
  const payment: YooKassaPayment = {
    id,
    status: 'pending',
    paid: false,
    amount: { value, currency },
    ...(typeof body.description === 'string' ? { description: body.description } : {}),
    ...(body.metadata && typeof body.metadata === 'object'
      ? { metadata: body.metadata as Record<string, string> }
      : {}),
    confirmation: {
      type: 'redirect',
      return_url: confirmation.return_url,
      confirmation_url: `${state.url}/checkout/${id}`,
    },
    ...(method ? { payment_method: { type: method, id, saved: false } } : {}),
    created_at: new Date().toISOString(),
    test: true,
    refundable: false,
  };
  state.payments.set(id, payment);
  if (receipt !== undefined) state.receipts.push({ kind: 'payment', objectId: id, receipt });
  if (body.save_payment_method === true) state.saveRequested.add(id);
  return payment;
}

const newPaymentId = () => `${Date.now().toString(16)}-000f-5000-8000-${randomUUID().slice(-12)}`;

/**
 * A payment by a saved card (`payment_method_id`, no confirmation): final at once — succeeded, or
 * canceled with the reason the test queued (`card_expired`, `permission_revoked`,
 * `insufficient_funds`, …); the notification follows as for any payment.
 */
function payBySavedMethod(state: State, body: Record<string, unknown>): YooKassaPayment {
  const method = state.savedMethods.get(String(body.payment_method_id));
  if (!method) throw error(400, 'invalid_request', 'Payment method not found', 'payment_method_id');
  const { value, currency, kopecks } = amountOf(body);
  const receipt = checkReceipt(body, kopecks, state.receiptsRequired);
  const id = newPaymentId();
  const declined = state.declines.shift();
  const payment: YooKassaPayment = {
    id,
    status: declined ? 'canceled' : 'succeeded',
    paid: !declined,
    amount: { value, currency },
    ...(typeof body.description === 'string' ? { description: body.description } : {}),
    ...(body.metadata && typeof body.metadata === 'object'
      ? { metadata: body.metadata as Record<string, string> }
      : {}),
    payment_method: method,
    ...(declined
      ? { cancellation_details: { party: 'payment_network', reason: declined } }
      : { captured_at: new Date().toISOString(), income_amount: { value, currency } }),
    created_at: new Date().toISOString(),
    test: true,
    refundable: !declined,
  };
  state.payments.set(id, payment);
  if (receipt !== undefined) state.receipts.push({ kind: 'payment', objectId: id, receipt });
  void deliver(state, declined ? 'payment.canceled' : 'payment.succeeded', payment);
  return payment;
}

function createRefund(state: State, body: Record<string, unknown>): YooKassaRefund {
  const payment = typeof body.payment_id === 'string' ? state.payments.get(body.payment_id) : null;
  if (!payment) throw error(400, 'invalid_request', 'Payment not found', 'payment_id');
  const { value, currency, kopecks } = amountOf(body);
  const refunded = amountValueToKopecks(payment.refunded_amount?.value ?? '0') ?? 0;
  const paid = amountValueToKopecks(payment.amount.value) ?? 0;
  if (payment.status !== 'succeeded' || refunded + kopecks > paid) {
    throw error(400, 'invalid_request', 'Refund amount exceeds the payment', 'amount.value');
  }
  const receipt = checkReceipt(body, kopecks, state.receiptsRequired);
  const refund: YooKassaRefund = {
    id: randomUUID(),
    payment_id: payment.id,
    status: 'succeeded',
    amount: { value, currency },
    created_at: new Date().toISOString(),
    ...(typeof body.description === 'string' ? { description: body.description } : {}),
  };
  state.refunds.set(refund.id, refund);
  if (receipt !== undefined) state.receipts.push({ kind: 'refund', objectId: refund.id, receipt });
  payment.refunded_amount = { value: kopecksToAmountValue(refunded + kopecks), currency: 'RUB' };
  void deliver(state, 'refund.succeeded', refund);
  return refund;
}

/** The method a payer paid with; saved (a new method id) when the payment asked for it. */
function paidWith(state: State, paymentId: string, type: YooKassaMethod): YooKassaPaymentMethod {
  if (!state.saveRequested.has(paymentId)) {
    return { type, id: paymentId, saved: false, title: type === 'sbp' ? 'СБП' : 'Bank card *4477' };
  }
  const method: YooKassaPaymentMethod =
    type === 'sbp'
      ? { type, id: randomUUID(), saved: true, title: 'СБП · Сбербанк' }
      : {
          type,
          id: randomUUID(),
          saved: true,
          title: 'Bank card *4242',
          card: {
            first6: '424242',
            last4: '4242',
            expiry_month: '12',
            expiry_year: '2028',
            card_type: 'Visa',
            issuer_name: 'Sberbank',
          },
        };
  state.savedMethods.set(method.id, method);
  return method;
}

/** The payer's decision: the payment becomes final and the shop is notified. */
export async function settle(
  state: State,
  id: string,
  status: 'succeeded' | 'canceled',
  chosen?: string | null,
): Promise<YooKassaPayment> {
  const payment = state.payments.get(id);
  if (!payment) throw new Error(`no payment ${id}`);
  if (payment.status !== 'pending') return payment;
  payment.status = status;
  if (status === 'succeeded') {
    const type: YooKassaMethod =
      chosen === 'sbp' || payment.payment_method?.type === 'sbp' ? 'sbp' : 'bank_card';
    payment.paid = true;
    payment.captured_at = new Date().toISOString();
    payment.refundable = true;
    payment.income_amount = payment.amount;
    payment.payment_method = paidWith(state, payment.id, type);
  } else {
    payment.cancellation_details = { party: 'yoo_money', reason: 'expired_on_confirmation' };
  }
  await deliver(state, status === 'succeeded' ? 'payment.succeeded' : 'payment.canceled', payment);
  return payment;
}

/** One HTTP notification to the shop; the answer is recorded (ЮKassa retries non-200 later). */
export async function deliver(
  state: State,
  event: YooKassaEvent,
  object: object,
): Promise<number | 'failed'> {
  const objectId = String((object as { id?: unknown }).id ?? '');
  if (state.held) {
    state.held.push({ event, object: structuredClone(object) });
    return 0;
  }
  if (!state.webhookUrl) return 'failed';
  let status: number | 'failed';
  try {
    const response = await fetch(state.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'notification', event, object }),
    });
    status = response.status;
  } catch {
    status = 'failed';
  }
  state.deliveries.push({ event, objectId, status });
  return status;
}
