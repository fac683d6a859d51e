import { conflict, fieldError, forbidden, HttpError, notFound } from '../../platform/errors.ts';

export const onlinePaymentNotFound = () =>
  notFound('Платёж не найден.', 'online_payments.not_found');
export const onlinePaymentOff = () =>
  conflict(
    'Онлайн-оплата не подключена: оплатите по счёту банковским переводом.',
    'online_payments.disabled',
  );
export const nothingToPay = () =>
  conflict('По этому счёту нечего оплачивать.', 'online_payments.nothing_due');
/** 502: ЮKassa did not answer; the client may try again or pay by transfer. */
export const providerUnavailable = (cause: unknown) =>
  new HttpError(
    502,
    'Платёжный сервис ЮKassa сейчас недоступен. Попробуйте ещё раз через минуту или оплатите по счёту.',
    'online_payments.provider_unavailable',
    undefined,
    {},
    { cause },
  );
export const adminOnly = () =>
  forbidden('Доступно только администратору.', 'online_payments.admin_only');
/** 422 on the receipt e-mail: the receipt ЮKassa would refuse is never sent. */
export const receiptRefused = (problem: string) =>
  fieldError(
    'receipt_email',
    `Чек не сформирован: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}. Укажите e-mail для чеков на странице оплаты.`,
    'online_payments.receipt',
  );
export const noSavedMethod = () =>
  conflict(
    'Автоплатёж спишет оплату с сохранённой карты: сначала оплатите счёт с галочкой «Сохранить карту».',
    'online_payments.no_saved_method',
  );
export const receiptNotFound = () =>
  notFound(
    'По этому платежу чек не формировался: фирма не отправляла чеки, когда он был проведён.',
    'online_payments.receipt_not_found',
  );
