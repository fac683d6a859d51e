import { YooKassaError } from '../../platform/yookassa/yookassa.client.ts';

import type { OnlineRefunds } from './online-payments-refunds.service.ts';
import type { OnlinePaymentsService } from './online-payments.service.ts';

/** What a notification did, for the log and the tests. */
export type NotificationOutcome =
  | { outcome: 'settled'; status: string }
  | { outcome: 'ignored'; reason: 'unknown_event' | 'unknown_payment' | 'malformed' };

/**
 * ЮKassa's HTTP notifications (`{ type: 'notification', event, object }`). They carry
 * no signature, so the body is only a hint of which payment to look at: its status is always
 * read back with `GET /payments/{id}`. A replayed, late, out-of-order or forged notification
 * changes nothing that ЮKassa itself does not confirm; one for a payment we never started is
 * acknowledged and ignored. A refund notification, re-read with `GET /refunds/{id}`, posts the
 * refund to the ledger once.
 */
export function createOnlinePaymentsWebhook(deps: {
  payments: OnlinePaymentsService;
  refunds: OnlineRefunds;
}) {
  return { handle };

  async function handle(body: unknown): Promise<NotificationOutcome> {
    const note = body as { type?: unknown; event?: unknown; object?: { id?: unknown } } | null;
    const id = note?.object?.id;
    if (note?.type !== 'notification' || typeof note.event !== 'string' || typeof id !== 'string') {
      return { outcome: 'ignored', reason: 'malformed' };
    }
    if (note.event === 'refund.succeeded') {
      const refunded = await deps.refunds.settleRefund(id).catch((error: unknown) => {
        // ЮKassa does not know this refund: a forged or foreign notification, nothing to do.
        if (error instanceof YooKassaError && error.final) return null;
        throw error;
      });
      return refunded
        ? { outcome: 'settled', status: refunded }
        : { outcome: 'ignored', reason: 'unknown_payment' };
    }
    if (note.event !== 'payment.succeeded' && note.event !== 'payment.canceled') {
      return { outcome: 'ignored', reason: 'unknown_event' };
    }
    const row = await deps.payments.settlement.settleFromProvider(id);
    if (!row) return { outcome: 'ignored', reason: 'unknown_payment' };
    return { outcome: 'settled', status: row.status };
  }
}

export type OnlinePaymentsWebhook = ReturnType<typeof createOnlinePaymentsWebhook>;
