// A local server that follows ЮKassa API v3 as documented (https://yookassa.ru/developers/api,
// …/using-api/basics, …/payments/payment-process, …/using-api/webhooks): Basic auth with the shop
// id and secret key, `Idempotence-Key` on POST (same key + same body replays the first answer,
// same key + other body is `invalid_request`), payments that wait on a confirmation page where the
// payer pays by card or СБП or gives up, refunds, and HTTP notifications `{ type: 'notification',
// event, object }` to the shop's URL. Tests steer it to send notifications twice, late, out of
// order, for payments that do not exist, or with a body that lies.
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type {
  YooKassaEvent,
  YooKassaPayment,
  YooKassaPaymentMethod,
  YooKassaRefund,
} from '../platform/yookassa/yookassa.types.ts';

import { checkout } from './fake-yookassa.checkout.ts';
import { create, deliver, read, settle } from './fake-yookassa.objects.ts';
import {
  Answer,
  error,
  json,
  parse,
  type FakeYooKassaDelivery,
  type State,
} from './fake-yookassa.state.ts';
import { readText } from './request-body.ts';

import type { FakeReceipt } from './fake-yookassa.receipts.ts';

export type { FakeYooKassaDelivery } from './fake-yookassa.state.ts';

export type FakeYooKassa = {
  /** API root for YOOKASSA_BASE_URL (`…/v3`). */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  /** Where notifications go (the shop's «URL для уведомлений»); none until set. */
  setWebhookUrl(url: string | null): void;
  payments: Map<string, YooKassaPayment>;
  refunds: Map<string, YooKassaRefund>;
  /** Every notification sent and how the shop answered. */
  deliveries: FakeYooKassaDelivery[];
  /** Acts as the payer on the confirmation page: pays (card unless the payment asked for СБП). */
  pay(paymentId: string): Promise<YooKassaPayment>;
  /** Acts as the payer giving up: the payment is canceled. */
  cancel(paymentId: string): Promise<YooKassaPayment>;
  /** Sends a notification with exactly this event and object (replays, forgeries, strangers). */
  notify(event: YooKassaEvent, object: object): Promise<number | 'failed'>;
  /** Queue notifications instead of sending them, until `release` (in the given order). */
  holdNotifications(): void;
  release(order?: 'as-sent' | 'reversed'): Promise<void>;
  /** Cards and accounts saved for payments without the payer, by method id. */
  savedMethods: Map<string, YooKassaPaymentMethod>;
  /** The next payments by a saved method are declined with these reasons (`card_expired`, …). */
  declineNext(...reasons: string[]): void;
  /** Receipts accepted with payments and refunds, oldest first. */
  receipts: FakeReceipt[];
  /** The next `times` API calls answer 500 (ЮKassa's «status unknown»). */
  failNext(times: number): void;
  close(): Promise<void>;
};

export async function startFakeYooKassa(
  options: {
    shopId?: string;
    secretKey?: string;
    port?: number;
    /** As a shop with «Чеки от ЮKassa»: payments and refunds without a valid receipt fail. */
    receiptsRequired?: boolean;
  } = {},
): Promise<FakeYooKassa> {
  const state: State = {
    shopId: options.shopId ?? '100500',
    secretKey: options.secretKey ?? `test_${randomUUID().replaceAll('-', '')}`,
    url: '',
    webhookUrl: null,
    payments: new Map(),
    refunds: new Map(),
    idempotence: new Map(),
    deliveries: [],
    held: null,
    failures: 0,
    receiptsRequired: options.receiptsRequired ?? false,
    receipts: [],
    savedMethods: new Map(),
    saveRequested: new Set(),
    declines: [],
  };
  const server = createServer((request, response) => {
    void readText(request).then((body) => handle(state, request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: `${state.url}/v3`,
    shopId: state.shopId,
    secretKey: state.secretKey,
    setWebhookUrl: (url) => {
      state.webhookUrl = url;
    },
    payments: state.payments,
    refunds: state.refunds,
    deliveries: state.deliveries,
    receipts: state.receipts,
    savedMethods: state.savedMethods,
    declineNext: (...reasons) => {
      state.declines.push(...reasons);
    },
    pay: (id) => settle(state, id, 'succeeded'),
    cancel: (id) => settle(state, id, 'canceled'),
    notify: (event, object) => deliver(state, event, object),
    holdNotifications: () => {
      state.held ??= [];
    },
    async release(order = 'as-sent') {
      const queue = state.held ?? [];
      state.held = null;
      for (const item of order === 'reversed' ? [...queue].reverse() : queue) {
        await deliver(state, item.event, item.object);
      }
    },
    failNext: (times) => {
      state.failures = times;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((failure) => (failure ? reject(failure) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function handle(
  state: State,
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? '/', state.url);
  try {
    if (url.pathname.startsWith('/checkout/')) {
      await checkout(state, request, url, body, response);
      return;
    }
    if (state.failures > 0) {
      state.failures -= 1;
      throw error(500, 'internal_server_error', 'Internal server error');
    }
    json(response, 200, api(state, request, url, body));
  } catch (failure) {
    const answer =
      failure instanceof Answer ? failure : error(500, 'internal_server_error', String(failure));
    json(response, answer.status, answer.body);
  }
}

/** The API under /v3: auth, idempotence, then the resource. */
function api(state: State, request: IncomingMessage, url: URL, body: string): unknown {
  const path = url.pathname;
  const expected = `Basic ${Buffer.from(`${state.shopId}:${state.secretKey}`).toString('base64')}`;
  if (request.headers.authorization !== expected) {
    throw error(401, 'invalid_credentials', 'Login and password are invalid');
  }
  if (request.method === 'GET') return read(state, path, url.searchParams);
  if (request.method !== 'POST') throw error(405, 'not_supported', 'Method not supported');
  const key = request.headers['idempotence-key'];
  if (typeof key !== 'string' || key.length === 0 || key.length > 64) {
    throw error(
      400,
      'invalid_request',
      'Idempotence key is missing or too long',
      'Idempotence-Key',
    );
  }
  const hash = createHash('sha256').update(`${path}\n${body}`).digest('hex');
  return idempotent(state, key, hash, () => create(state, path, parse(body)));
}

/** Same key + same request replays the first answer (errors too); same key + other data fails. */
function idempotent(state: State, key: string, hash: string, run: () => unknown): unknown {
  const stored = state.idempotence.get(key);
  if (stored && stored.hash !== hash) {
    throw error(400, 'invalid_request', 'Idempotence key duplicated', 'Idempotence-Key');
  }
  if (stored) {
    if (stored.status !== 200) throw new Answer(stored.status, stored.body);
    return stored.body;
  }
  try {
    const answer = run();
    state.idempotence.set(key, { hash, status: 200, body: answer });
    return answer;
  } catch (failure) {
    if (failure instanceof Answer) {
      state.idempotence.set(key, { hash, status: failure.status, body: failure.body });
    }
    throw failure;
  }
}
