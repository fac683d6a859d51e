import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';

export const companyNotFound = () => notFound('Компания не найдена.', 'billing.company_not_found');
export const invoiceNotFound = () => notFound('Счёт не найден.', 'billing.invoice_not_found');
export const notBillingStaff = () =>
  forbidden('Недостаточно прав для действий со счетами.', 'billing.not_staff');
export const adminOnly = () => forbidden('Доступно только администратору.', 'billing.admin_only');
export const invoiceCancelled = () =>
  conflict('Счёт отменён: оплату по нему принять нельзя.', 'billing.invoice_cancelled');
export const invoiceAlreadyPaid = () =>
  conflict('Счёт уже оплачен полностью.', 'billing.invoice_paid');
/** The same bank payment recorded before (by hand or from a statement): `earlier` names it. */
export const paymentAlreadyRecorded = (earlier: string) =>
  conflict(`Этот платёж уже учтён: ${earlier}.`, 'billing.payment_already_recorded');
export const cannotCancelPaid = () =>
  conflict('Оплаченный или частично оплаченный счёт отменить нельзя.', 'billing.cancel_paid');
export const alreadyCancelled = () => conflict('Счёт уже отменён.', 'billing.already_cancelled');
export const overpay = (remainingText: string) =>
  fieldError(
    'amount_kopecks',
    `Сумма больше остатка по счёту (${remainingText}).`,
    'billing.overpay',
  );
export const refundExceedsBalance = (balanceText: string) =>
  fieldError(
    'amount_kopecks',
    `Сумма возврата больше баланса компании (${balanceText}).`,
    'billing.refund_exceeds_balance',
  );
export const sellerNotConfigured = () =>
  conflict(
    'Реквизиты продавца не заполнены: администратор заполняет их в настройках.',
    'billing.seller_missing',
  );
