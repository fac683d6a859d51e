// ЮKassa API v3 client (https://yookassa.ru/developers/using-api/basics): HTTP Basic auth with
// the shop id and secret key, an `Idempotence-Key` on every POST, and the documented answer
// rules — 200 is the answer, 4xx is final (retry only with new data and a new key), 500 and
// network failures are «unknown», retried with the same key so ЮKassa replays the first result.
import type { Receipt } from '@kabinet/domain/online-payments';

import {
  kopecksToAmountValue,
  type YooKassaErrorBody,
  type YooKassaMethod,
  type YooKassaPayment,
  type YooKassaReceipt,
  type YooKassaRefund,
} from './yookassa.types.ts';

export type YooKassaConfig = {
  shopId: string;
  secretKey: string;
  /** API root, `https://api.yookassa.ru/v3` in production, a local fake in tests. */
  baseUrl: string;
  /** Attempts after the first on 5xx or a network failure (default 2). */
  retries?: number;
  /** Pause between attempts in ms (default 500). */
  retryDelayMs?: number;
  /** Per-request ceiling in ms (default 15 000). */
  timeoutMs?: number;
};

/** A failed call: `status` 0 for a network failure; `final` when retrying cannot help. */
export class YooKassaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(`ЮKassa ${status} ${code}: ${description}`);
    this.name = 'YooKassaError';
  }

  get final(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export type CreatePaymentInput = {
  amountKopecks: number;
  description: string;
  /** Where the payer returns after the confirmation page (Kabinet's payment/success). */
  returnUrl?: string;
  /** Ask ЮKassa to keep the card or account for later payments without a page. */
  savePaymentMethod?: boolean;
  /** Pay with a saved method: no confirmation page, the answer is final or pending. */
  paymentMethodId?: string;
  /** Unique per attempt to pay; the same key replays the first answer for 24 hours. */
  idempotenceKey: string;
  method?: YooKassaMethod;
  metadata?: Record<string, string>;
  /** The 54-ФЗ receipt ЮKassa registers with the payment (shops with receipts on). */
  receipt?: Receipt;
};

export type CreateRefundInput = {
  paymentId: string;
  amountKopecks: number;
  idempotenceKey: string;
  description?: string;
  receipt?: Receipt;
};

export type YooKassaClient = ReturnType<typeof createYooKassaClient>;

export function createYooKassaClient(config: YooKassaConfig) {
  const root = config.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`;
  const retries = config.retries ?? 2;
  const pause = config.retryDelayMs ?? 500;

  return {
    /** `POST /payments`: one-stage (capture: true), confirmation by redirect. */
    createPayment: (input: CreatePaymentInput) =>
      call<YooKassaPayment>('POST', '/payments', input.idempotenceKey, {
        amount: { value: kopecksToAmountValue(input.amountKopecks), currency: 'RUB' },
        capture: true,
        ...howToPay(input),
        description: input.description.slice(0, 128),
        ...(input.receipt ? { receipt: receiptBody(input.receipt) } : {}),
        ...(input.metadata ? { metadata: input.metadata } : {}),
      }),
    /** `GET /payments/{id}`: the payment as ЮKassa knows it — the only source of its status. */
    getPayment: (id: string) => call<YooKassaPayment>('GET', `/payments/${encodeURIComponent(id)}`),
    /** `GET /receipts?payment_id=…`: the receipts ЮKassa registered for a payment. */
    listPaymentReceipts: (paymentId: string) =>
      call<{ type: 'list'; items: YooKassaReceipt[] }>(
        'GET',
        `/receipts?payment_id=${encodeURIComponent(paymentId)}`,
      ),
    /** `GET /refunds/{id}`: the refund as ЮKassa knows it (a notification is only a hint). */
    getRefund: (id: string) => call<YooKassaRefund>('GET', `/refunds/${encodeURIComponent(id)}`),
    /** `POST /refunds`: returns money of a succeeded payment. */
    createRefund: (input: CreateRefundInput) =>
      call<YooKassaRefund>('POST', '/refunds', input.idempotenceKey, {
        payment_id: input.paymentId,
        amount: { value: kopecksToAmountValue(input.amountKopecks), currency: 'RUB' },
        ...(input.description ? { description: input.description } : {}),
        ...(input.receipt ? { receipt: receiptBody(input.receipt) } : {}),
      }),
  };

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    idempotenceKey?: string,
    body?: unknown,
  ): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await once<T>(method, path, idempotenceKey, body);
      } catch (error) {
        const final = error instanceof YooKassaError && error.final;
        if (final || attempt >= retries) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  async function once<T>(
    method: 'GET' | 'POST',
    path: string,
    idempotenceKey: string | undefined,
    body: unknown,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(idempotenceKey ? { 'idempotence-key': idempotenceKey } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new YooKassaError(0, 'network_error', String(error));
    }
    const text = await response.text();
    const parsed = parseJson(text);
    if (response.ok && parsed !== undefined) return parsed as T;
    const problem = (parsed ?? {}) as Partial<YooKassaErrorBody>;
    throw new YooKassaError(
      response.status,
      problem.code ?? 'unexpected_answer',
      problem.description ?? text.slice(0, 200),
    );
  }
}

/** A saved method pays by its id without a page; otherwise the payer confirms by redirect. */
function howToPay(input: CreatePaymentInput) {
  if (input.paymentMethodId) return { payment_method_id: input.paymentMethodId };
  return {
    confirmation: { type: 'redirect', return_url: input.returnUrl },
    ...(input.method ? { payment_method_data: { type: input.method } } : {}),
    ...(input.savePaymentMethod ? { save_payment_method: true } : {}),
  };
}

/**
 * A receipt as ЮKassa's `receipt` object: every line a service (`payment_subject: service`) paid in
 * full (`payment_mode: full_payment`), its price per unit as an amount.
 */
function receiptBody(receipt: Receipt) {
  return {
    customer: receipt.customer,
    ...(receipt.tax_system_code ? { tax_system_code: receipt.tax_system_code } : {}),
    items: receipt.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      amount: { value: kopecksToAmountValue(item.amount_kopecks), currency: 'RUB' },
      vat_code: item.vat_code,
      payment_subject: 'service',
      payment_mode: 'full_payment',
    })),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
