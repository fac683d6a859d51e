import type { AutopayChargeRow } from '../../db/schema/online-payments.ts';

/**
 * What the company's users hear of an autopay try, after it is decided: a success, a failed try
 * with the next one's date, or autopay stopped (a dead card, or out of tries).
 */
export type AutopayNotice = {
  kind: 'succeeded' | 'failed' | 'stopped';
  companyId: number;
  charge: AutopayChargeRow;
  invoiceNumber: string;
  /** What the try asked for; null when ЮKassa refused the request before a payment existed. */
  amountKopecks: number | null;
  /** «•• 4242» of the card tried (read before a dead card is forgotten). */
  cardTitle: string | null;
  /** The charge's online payment when it was sent with a 54-ФЗ receipt: the notice links to it. */
  receiptPaymentId?: number | null;
  /** Stopped because the card can never pay again (expired, revoked, restricted). */
  deadCard?: boolean;
};
