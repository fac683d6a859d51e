import type { AutopayCharge, AutopayChargeStatus } from '@kabinet/domain/online-payments';

import type { AutopayChargeRow } from '../../db/schema/online-payments.ts';

/** A month's autopay charge as the client and staff read it; its sum is its invoice's. */
export function serializeAutopayCharge(
  row: AutopayChargeRow,
  amountKopecks: number,
): AutopayCharge {
  return {
    month: row.month,
    invoice_id: row.invoiceId,
    amount_kopecks: amountKopecks,
    status: row.status as AutopayChargeStatus,
    attempts: row.attempts,
    next_attempt_on: row.nextAttemptOn,
    failure_reason: row.lastError,
    updated_at: row.updatedAt.toISOString(),
  };
}
