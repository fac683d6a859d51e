import { ONLINE_PAYMENT_STATUS_NAMES, type OnlinePayment } from '@kabinet/domain/online-payments';

import type { OnlinePaymentProfileRow, OnlinePaymentRow } from '../../db/schema/online-payments.ts';

export function serializeOnlinePayment(row: OnlinePaymentRow): OnlinePayment {
  return {
    id: row.id,
    company_id: row.companyId,
    invoice_id: row.invoiceId,
    amount_kopecks: row.amountKopecks,
    method: row.method ?? null,
    status: row.status,
    status_name: ONLINE_PAYMENT_STATUS_NAMES[row.status],
    confirmation_url: row.status === 'pending' ? row.confirmationUrl : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    refunded_kopecks: row.refundedKopecks,
    has_receipt: row.receipt !== null,
  };
}

/** The saved card as the client reads it: masked, never the number; null without one. */
export function serializeSavedMethod(row: OnlinePaymentProfileRow | null) {
  if (!row?.savedMethodId || !row.savedMethodType || !row.savedAt) return null;
  return {
    type: row.savedMethodType,
    title: row.savedMethodTitle ?? '',
    expiry: row.savedMethodExpiry,
    issuer: row.savedMethodIssuer,
    saved_at: row.savedAt.toISOString(),
  };
}
