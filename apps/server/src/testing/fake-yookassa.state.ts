// The fake ЮKassa's state and answers (see fake-yookassa-server.ts).
import type { ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';

import type {
  YooKassaPaymentMethod,
  YooKassaPayment,
  YooKassaRefund,
  YooKassaEvent,
} from '../platform/yookassa/yookassa.types.ts';

import type { FakeReceipt } from './fake-yookassa.receipts.ts';

export type FakeYooKassaDelivery = { event: string; objectId: string; status: number | 'failed' };

export type Stored = { hash: string; status: number; body: unknown };

export type State = {
  shopId: string;
  secretKey: string;
  url: string;
  webhookUrl: string | null;
  payments: Map<string, YooKassaPayment>;
  refunds: Map<string, YooKassaRefund>;
  idempotence: Map<string, Stored>;
  deliveries: FakeYooKassaDelivery[];
  held: { event: YooKassaEvent; object: object }[] | null;
  failures: number;
  /** The shop sends 54-ФЗ receipts: a payment or refund without one is refused. */
  receiptsRequired: boolean;
  /** Every receipt accepted with a payment or refund. */
  receipts: FakeReceipt[];
  /** Cards and accounts ЮKassa keeps for payments without the payer, by method id. */
  savedMethods: Map<string, YooKassaPaymentMethod>;
  /** Payments whose payer asked to save the method (`save_payment_method`). */
  saveRequested: Set<string>;
  /** Reasons the next payments by a saved method are declined with, in order. */
  declines: string[];
};

/** An HTTP answer thrown from the checks. */
export class Answer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(JSON.stringify(body));
  }
}

export const error = (status: number, code: string, description: string, parameter?: string) =>
  new Answer(status, {
    type: 'error',
    id: randomUUID(),
    code,
    description,
    ...(parameter ? { parameter } : {}),
  });

export function parse(body: string): Record<string, unknown> {
  try {
    const value = JSON.parse(body) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // falls through to the documented error
  }
  throw error(400, 'invalid_request', 'Request body is not a JSON object');
}

export function json(response: ServerResponse, status: number, body: unknown) {
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));
}
