import type { OnlinePaymentsService } from './online-payments.service.ts';

/** What a notification did, for the log and the tests. */
export type NotificationOutcome =
  | { outcome: 'settled'; status: string }
  | { outcome: 'ignored'; reason: 'unknown_event' | 'unknown_payment' | 'malformed' };

/**
 * Issue 13: ЮKassa's HTTP notifications (`{ type: 'notification', event, object }`). They carry
 * no signature, so the body is only a hint of which payment to look at: its status is always
 * read back with `GET /payments/{id}`. A replayed, late, out-of-order or forged notification
 * changes nothing that ЮKassa itself does not confirm; one for a payment we never started is
 * acknowledged and ignored. A refund notification is acknowledged: Kabinet starts no refunds
 * through ЮKassa yet (staff refunds are bank transfers recorded in the ledger).
 */
export function createOnlinePaymentsWebhook(deps: { payments: OnlinePaymentsService }) {
  return { handle };

  async function handle(body: unknown): Promise<NotificationOutcome> {
    const note = body as { type?: unknown; event?: unknown; object?: { id?: unknown } } | null;
    const id = note?.object?.id;
    if (note?.type !== 'notification' || typeof note.event !== 'string' || typeof id !== 'string') {
      return { outcome: 'ignored', reason: 'malformed' };
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
