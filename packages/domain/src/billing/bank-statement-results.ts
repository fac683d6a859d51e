import { formatDateTime } from '../shared/dates.ts';

/** What became of one payment of an imported bank statement. */
export const STATEMENT_ITEM_RESULT = {
  APPLIED: 'applied',
  ALREADY: 'already',
  UNMATCHED: 'unmatched',
  SKIPPED: 'skipped',
} as const;
export type StatementItemResult =
  (typeof STATEMENT_ITEM_RESULT)[keyof typeof STATEMENT_ITEM_RESULT];

export const STATEMENT_ITEM_RESULT_NAMES: Record<StatementItemResult, string> = {
  applied: 'Зачтён',
  already: 'Уже учтён',
  unmatched: 'Не сопоставлен',
  skipped: 'Пропущен',
};

/** How a payment reached Kabinet, as staff read it next to an earlier record. */
export const PAYMENT_RECORD_METHOD_NAMES: Record<string, string> = {
  bank_transfer: 'внесён вручную',
  statement: 'из выписки банка',
  yookassa: 'онлайн через ЮKassa',
};

/** The payment that already holds a bank payment's key (`earlierPaymentSchema`). */
export interface EarlierPayment {
  payment_id: number;
  invoice_id: number;
  invoice_number: string;
  company_id: number;
  method: string;
  recorded_by: string | null;
  recorded_at: string;
}

/**
 * «оплата № 15 по счёту № 2026-0012, внесён вручную, Анна Иванова, 25.11.2026 14:02» — the
 * earlier record, the same words in the import result and the hand form's 409.
 */
export function earlierPaymentText(earlier: EarlierPayment): string {
  return [
    `оплата № ${earlier.payment_id} по счёту № ${earlier.invoice_number}`,
    PAYMENT_RECORD_METHOD_NAMES[earlier.method] ?? earlier.method,
    earlier.recorded_by,
    formatDateTime(earlier.recorded_at),
  ]
    .filter(Boolean)
    .join(', ');
}
