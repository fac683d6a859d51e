import { formatDate, monthName } from '../shared/dates.ts';
import { formatKopecks } from '../shared/money.ts';
import { pushBodyLine, type PushPayload } from './chat-notifications.ts';
import { NOTIFICATION_TYPE } from './notification-types.ts';
import type { BillingEvent, BillingNotificationData } from './notifications.schemas.ts';

/** Where a billing notification leads — SPEC §2 `payment`. */
export const PAYMENT_PAGE_URL = '/payment';

/** The payment page with one invoice open (its side panel, `?invoice=` on the web). */
export function invoicePaymentUrl(invoiceId: number): string {
  return `${PAYMENT_PAGE_URL}?invoice=${invoiceId}`;
}

/** The 54-ФЗ receipt of one online payment, as its payer reads it. */
export function receiptPageUrl(onlinePaymentId: number): string {
  return `${PAYMENT_PAGE_URL}/receipts/${onlinePaymentId}`;
}

/** The title of each billing event. */
export const BILLING_EVENT_TITLES: Record<BillingEvent, string> = {
  invoice_issued: 'Выставлен счёт',
  payment_received: 'Оплата получена',
  invoice_overdue: 'Счёт просрочен',
  advance_received: 'Платёж зачислен авансом',
  autopay_succeeded: 'Автоплатёж списан',
  autopay_failed: 'Не удалось списать автоплатёж',
  autopay_stopped: 'Автоплатёж отключён',
};

/** What an autopay notice names besides the invoice: the month, the card, why and when next. */
export type AutopayNoticeDetails = {
  /** 'YYYY-MM' the charge pays for. */
  month?: string | undefined;
  /** «•• 4242». */
  cardTitle?: string | null | undefined;
  /** Why the try failed, in Russian. */
  reason?: string | null | undefined;
  /** 'YYYY-MM-DD' of the next try. */
  nextAttemptOn?: string | null | undefined;
};

/** «Списано 16 800,00 ₽ за декабрь 2026 с карты •• 4242», and the failures' lines. */
function autopayLine(
  event: BillingEvent,
  sum: string,
  invoiceNumber: string,
  details: AutopayNoticeDetails,
) {
  const month = details.month ? ` за ${monthName(details.month)}` : '';
  const card = details.cardTitle ? ` с карты ${details.cardTitle}` : '';
  const why = details.reason ? `: ${details.reason}` : '';
  if (event === 'autopay_succeeded') return `списано ${sum}${month}${card}`;
  if (event === 'autopay_failed') {
    const next = details.nextAttemptOn
      ? `; следующая попытка ${formatDate(details.nextAttemptOn)}`
      : '';
    return `не удалось списать ${sum}${month}${card}${why}${next}`;
  }
  return `автоплатёж отключён${card ? `: карта ${details.cardTitle}` : ''}${why}; оплатите счёт № ${invoiceNumber} на ${sum}`;
}

const isAutopayEvent = (event: BillingEvent) => event.startsWith('autopay_');

/** «счёт № 2026-0012 на 56 610,00 ₽, оплатить до 26.11.2026» and the other invoice events. */
function invoiceLine(event: BillingEvent, sum: string, invoiceNumber: string, dueDate?: string) {
  const due = dueDate ? `, оплатить до ${formatDate(dueDate)}` : '';
  const lines: Partial<Record<BillingEvent, string>> = {
    invoice_issued: `счёт № ${invoiceNumber} на ${sum}${due}`,
    payment_received: `получена оплата ${sum} по счёту № ${invoiceNumber}`,
    invoice_overdue: `счёт № ${invoiceNumber} просрочен, к оплате ${sum}`,
    advance_received: `${sum} по счёту № ${invoiceNumber} зачислены на баланс авансом`,
  };
  return lines[event] ?? '';
}

/**
 * The line that says what happened, the company first (a user may belong to several):
 * «ООО «Ромашка»: счёт № 2026-0012 на 56 610,00 ₽, оплатить до 26.11.2026», «… получена оплата
 * 10 000,00 ₽ по счёту № 2026-0012», «… счёт № 2026-0012 просрочен, к оплате 46 610,00 ₽».
 */
export function billingNotificationText(args: {
  event: BillingEvent;
  invoiceNumber: string;
  amountKopecks: number;
  companyName?: string | undefined;
  dueDate?: string | undefined;
  autopay?: AutopayNoticeDetails | undefined;
}): string {
  const sum = formatKopecks(args.amountKopecks);
  const line = isAutopayEvent(args.event)
    ? autopayLine(args.event, sum, args.invoiceNumber, args.autopay ?? {})
    : invoiceLine(args.event, sum, args.invoiceNumber, args.dueDate);
  const company = args.companyName?.trim();
  return company ? `${company}: ${line}` : line.charAt(0).toLocaleUpperCase('ru') + line.slice(1);
}

/** The data stored with a BILLING notification. */
export function billingNotificationData(args: {
  event: BillingEvent;
  companyId: number;
  companyName?: string | undefined;
  invoiceId: number;
  invoiceNumber: string;
  amountKopecks: number;
  dueDate?: string | undefined;
  autopay?: AutopayNoticeDetails | undefined;
  /** The online payment whose receipt the notice leads to (a charge sent with a receipt). */
  receiptPaymentId?: number | null | undefined;
}): BillingNotificationData {
  return {
    type: NOTIFICATION_TYPE.BILLING,
    event: args.event,
    company_id: args.companyId,
    invoice_id: args.invoiceId,
    invoice_number: args.invoiceNumber,
    amount_kopecks: args.amountKopecks,
    ...(args.companyName ? { company_name: args.companyName } : {}),
    ...(args.receiptPaymentId ? { online_payment_id: args.receiptPaymentId } : {}),
    title: BILLING_EVENT_TITLES[args.event],
    text: billingNotificationText(args),
  };
}

/**
 * Where a billing notification leads: the client's payment page, the receipt of a charge sent
 * with one, or for the managers' advance the client's card in the staff area.
 */
export function billingNotificationUrl(
  data: Pick<BillingNotificationData, 'event' | 'company_id' | 'online_payment_id'>,
) {
  if (data.event === 'advance_received') return `/clients/${data.company_id}`;
  return data.online_payment_id ? receiptPageUrl(data.online_payment_id) : PAYMENT_PAGE_URL;
}

/**
 * Where a stored billing notification leads, read from its `data` as it came over the wire:
 * a plain shape check rather than the zod schema, since the bell lives in the app's shell and
 * zod would add ~23 KiB to every page.
 */
export function billingNotificationLink(data: unknown): string {
  const {
    event,
    company_id: companyId,
    online_payment_id: paymentId,
  } = (data ?? {}) as {
    event?: unknown;
    company_id?: unknown;
    online_payment_id?: unknown;
  };
  if (event === 'advance_received' && typeof companyId === 'number') {
    return billingNotificationUrl({ event, company_id: companyId });
  }
  return typeof paymentId === 'number' && Number.isSafeInteger(paymentId) && paymentId > 0
    ? receiptPageUrl(paymentId)
    : PAYMENT_PAGE_URL;
}

/** The link line of a billing letter. */
export function billingEmailLink(
  data: Pick<BillingNotificationData, 'event' | 'company_id' | 'online_payment_id'>,
  appUrl: string,
): string {
  const label =
    data.event === 'advance_received'
      ? 'Открыть клиента'
      : data.online_payment_id
        ? 'Открыть чек'
        : 'Перейти к оплате';
  return `${label}: ${appUrl}${billingNotificationUrl(data)}`;
}

/** The push of a billing notification; a tap opens the payment page. */
export function billingPushPayload(data: BillingNotificationData): PushPayload {
  return {
    title: data.title,
    body: pushBodyLine(data.text),
    tag: `invoice-${data.invoice_id}`,
    url: billingNotificationUrl(data),
    data: {
      type: data.type,
      event: data.event,
      company_id: data.company_id,
      invoice_id: data.invoice_id,
    },
  };
}
