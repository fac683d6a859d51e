import { formatKopecks, parseKopecks, VAT_MODE_LABELS } from '@kabinet/domain/money';
import type { OnlinePaymentStatus } from '@kabinet/domain/online-payments';
import {
  INVOICE_STATUS,
  MIN_TOP_UP_KOPECKS,
  OPEN_INVOICE_STATUSES,
  topUpAmountError,
  type Invoice,
  type InvoiceStatus,
} from '@kabinet/domain/billing';

/** A signed ledger amount: «+15 600 ₽» for money in, «−1 000 ₽» for money out. */
export function formatSignedKopecks(kopecks: number): string {
  if (kopecks === 0) return formatKopecks(0);
  return `${kopecks > 0 ? '+' : '−'}${formatKopecks(Math.abs(kopecks))}`;
}

/**
 * Roubles typed in a form (up to two decimals) → kopecks, read exactly by the domain's
 * parseKopecks; null for an empty field or anything that is not a sum.
 */
export function typedKopecks(value: number | string | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return parseKopecks(value);
}

/** The smallest top-up the client may ask for: one rouble (the domain's rule). */
export { MIN_TOP_UP_KOPECKS };

/**
 * Top-up form: any amount from 1 ₽. Past the empty field, the domain's own check decides
 * (the minimum included), so the form says what the server would say, message for message.
 */
export function checkTopUpAmount(value: number | string | null | undefined): string | null {
  const kopecks = typedKopecks(value);
  return kopecks === null ? 'Укажите сумму пополнения.' : topUpAmountError(kopecks);
}

/** Badge colours of the invoice statuses: what each asks of the client. */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  issued: 'blue',
  partially_paid: 'yellow',
  paid: 'teal',
  overdue: 'red',
  cancelled: 'gray',
};

/** An invoice still waiting for money (Выставлен, Частично оплачен, Просрочен). */
export function isOpenInvoice(invoice: Pick<Invoice, 'status' | 'due_kopecks'>): boolean {
  return OPEN_INVOICE_STATUSES.includes(invoice.status) && invoice.due_kopecks > 0;
}

/**
 * What an invoice is for, in one line of the list: its first line, and how many more there are
 * («Бухгалтерское сопровождение и ещё 2»), so a client tells the tariff from an order's invoice.
 */
export function invoicePurpose(invoice: Pick<Invoice, 'lines'>): string {
  const [first, ...rest] = invoice.lines;
  if (!first) return '';
  return rest.length > 0 ? `${first.name} и ещё ${rest.length}` : first.name;
}

/** Staff may cancel an invoice that has no money on it yet and is not cancelled. */
export function canCancelInvoice(invoice: Pick<Invoice, 'status' | 'paid_kopecks'>): boolean {
  return invoice.status !== INVOICE_STATUS.CANCELLED && invoice.paid_kopecks === 0;
}

/**
 * «Оплатить онлайн» is offered for an open invoice only when the server says online payment
 * is configured (`online_payment: true`); a server that does not send the field means no.
 */
export function canPayOnline(onlinePayment: unknown, invoice: Invoice): boolean {
  return onlinePayment === true && isOpenInvoice(invoice);
}

/** The VAT line of an invoice in Russian («Без НДС (УСН)», «НДС 22 %»). */
export function vatModeLabel(mode: string): string {
  return (VAT_MODE_LABELS as Record<string, string>)[mode] ?? mode;
}

/** Online payment statuses of `GET /api/v1/online-payments/{id}`. */
export type { OnlinePaymentStatus };

/** How long payment/success keeps asking while a payment is pending. */
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
export const PAYMENT_POLL_LIMIT_MS = 120_000;

/**
 * payment/success: how often to ask the server again — every 2 s while the payment is pending
 * and less than 2 minutes have passed since the page opened; never once it is settled.
 */
export function paymentPollInterval(
  status: OnlinePaymentStatus | undefined,
  elapsedMs: number,
): number | false {
  if (status !== undefined && status !== 'pending') return false;
  return elapsedMs < PAYMENT_POLL_LIMIT_MS ? PAYMENT_POLL_INTERVAL_MS : false;
}

/** The `payment` query parameter as a positive integer id, or null (nothing else is read from the URL). */
export function parsePaymentId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
