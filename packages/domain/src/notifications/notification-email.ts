import { billingEmailLink } from './billing-notifications.ts';
import { taskPageUrl } from './task-notifications.ts';
import { orderNotificationLink } from './order-notifications.ts';
import { NOTIFICATION_TYPE, type NotificationType } from './notification-types.ts';
import {
  knownNotificationDataSchema,
  type BillingEvent,
  type KnownNotificationData,
  type TariffStatusNotificationData,
} from './notifications.schemas.ts';
import { TARIFF_STATUS_TITLE, tariffStatusText } from './tariff-notifications.ts';
import { TARIFF_PAGE_URL } from './tariff-page-url.ts';

/**
 * The types e-mailed one letter per notification, as soon as it is stored (when the
 * user keeps the type's `email` channel on). Chat messages are not here: they come as the
 * delayed digest (CHAT_EMAIL_DIGEST_DELAY_MS).
 */
export const INSTANT_EMAIL_TYPES: readonly NotificationType[] = [
  NOTIFICATION_TYPE.BILLING,
  NOTIFICATION_TYPE.COMPANY_TARIFF_STATUS_CHANGED,
  NOTIFICATION_TYPE.ACT_CREATED,
  NOTIFICATION_TYPE.ORDER_STATUS_CHANGED,
  NOTIFICATION_TYPE.TASK_UPDATED,
  NOTIFICATION_TYPE.REPORT_CREATED,
  NOTIFICATION_TYPE.MANAGEMENT_REPORT_PUBLISHED,
  NOTIFICATION_TYPE.REFERRAL,
];

/** Whether a notification of `type` is e-mailed on its own right after it is stored. */
export function isInstantEmailType(type: string): boolean {
  return (INSTANT_EMAIL_TYPES as readonly string[]).includes(type);
}

/** The subject of a billing letter, by event, for invoice number `n`. */
export const BILLING_EMAIL_SUBJECTS: Record<BillingEvent, (n: string) => string> = {
  invoice_issued: (n) => `Выставлен счёт № ${n}`,
  payment_received: (n) => `Оплата получена по счёту № ${n}`,
  invoice_overdue: (n) => `Счёт № ${n} просрочен`,
  advance_received: (n) => `Аванс на балансе: платёж по счёту № ${n}`,
  autopay_succeeded: (n) => `Автоплатёж: оплачен счёт № ${n}`,
  autopay_failed: (n) => `Автоплатёж: не удалось оплатить счёт № ${n}`,
  autopay_stopped: (n) => `Автоплатёж отключён: счёт № ${n} ждёт оплаты`,
};

/** A plain-text letter: its subject and body. */
export type NotificationEmail = { subject: string; text: string };

function letterText(args: { name?: string | undefined; line: string; link: string }): string {
  const name = args.name?.trim();
  return [
    name ? `Здравствуйте, ${name}!` : 'Здравствуйте!',
    '',
    `${args.line}.`,
    '',
    args.link,
    '',
    'Это письмо отправлено автоматически, отвечать на него не нужно. Отключить такие письма',
    'можно в настройках уведомлений Кабинета.',
  ].join('\n');
}

/** A letter's own parts: its subject, the notification's line and the link into the app. */
type LetterParts = { subject: string; line: string; link: string };

/** The tariff's letter: the stored title and line, else the ones made from the status. */
function tariffStatusLetter(known: TariffStatusNotificationData, appUrl: string): LetterParts {
  return {
    subject: known.title ?? TARIFF_STATUS_TITLE,
    line:
      known.text ??
      tariffStatusText({
        companyName: known.company_name,
        tariffName: known.tariff_name,
        statusName: known.status_name,
      }),
    link: `Открыть тариф: ${appUrl}${TARIFF_PAGE_URL}`,
  };
}

/** The parts of the letter of a known notification; null for types that are not e-mailed alone. */
function letterParts(known: KnownNotificationData, appUrl: string): LetterParts | null {
  switch (known.type) {
    case NOTIFICATION_TYPE.BILLING:
      return {
        subject: BILLING_EMAIL_SUBJECTS[known.event](known.invoice_number),
        line: known.text,
        link: billingEmailLink(known, appUrl),
      };
    case NOTIFICATION_TYPE.COMPANY_TARIFF_STATUS_CHANGED:
      return tariffStatusLetter(known, appUrl);
    case NOTIFICATION_TYPE.ACT_CREATED:
      return {
        subject: known.title,
        line: known.text,
        link: `Открыть акт: ${appUrl}${known.link}`,
      };
    case NOTIFICATION_TYPE.ORDER_STATUS_CHANGED:
      return {
        subject: `Заказ № ${known.order_id}: ${known.status_name}`,
        line: known.text,
        link: `Открыть заказ: ${appUrl}${orderNotificationLink(known.order_id)}`,
      };
    case NOTIFICATION_TYPE.TASK_UPDATED:
      return {
        subject: known.title,
        line: known.text,
        link: `Открыть задачу: ${appUrl}${taskPageUrl(known.task_id)}`,
      };
    case NOTIFICATION_TYPE.REPORT_CREATED:
      return {
        subject: known.title,
        line: known.text,
        link: `Открыть отчётность: ${appUrl}${known.link}`,
      };
    case NOTIFICATION_TYPE.MANAGEMENT_REPORT_PUBLISHED:
      return {
        subject: known.title,
        line: known.text,
        link: `Открыть отчёт: ${appUrl}${known.link}`,
      };
    case NOTIFICATION_TYPE.REFERRAL:
      return {
        subject: known.title,
        line: known.text,
        link: `Партнёрская программа: ${appUrl}${known.link}`,
      };
    case NOTIFICATION_TYPE.NEW_CHAT_MESSAGE:
      return null;
  }
}

/**
 * The e-mail of a stored BILLING or COMPANY_TARIFF_STATUS_CHANGED notification — a
 * Russian subject and a plain-text body: a greeting by name, the notification's line
 * («ООО «Ромашка»: счёт № 2026-0012 на 15 600,00 ₽, оплатить до 30.11.2026») and a link into the
 * app (`{appUrl}/payment`, `{appUrl}/service/tariff`). Null for data of any other type.
 */
export function notificationEmail(
  data: unknown,
  args: { appUrl: string; recipientName?: string | undefined },
): NotificationEmail | null {
  const parsed = knownNotificationDataSchema.safeParse(data);
  if (!parsed.success) return null;
  const parts = letterParts(parsed.data, args.appUrl.replace(/\/+$/, ''));
  if (!parts) return null;
  const { subject, line, link } = parts;
  return { subject, text: letterText({ name: args.recipientName, line, link }) };
}
