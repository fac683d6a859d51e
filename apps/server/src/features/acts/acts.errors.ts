import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';

export const companyNotFound = () => notFound('Компания не найдена.', 'acts.company_not_found');
export const actNotFound = () => notFound('Акт не найден.', 'acts.not_found');
export const notActsStaff = () =>
  forbidden('Формировать акты могут менеджер компании и администратор.', 'acts.not_staff');
export const onlyClientSigns = () =>
  forbidden('Подписать или оспорить акт может только пользователь компании.', 'acts.client_only');
export const actNotOpen = () => conflict('Акт уже подписан или оспорен.', 'acts.not_open');
export const actNotDisputed = () => conflict('Акт не оспорен.', 'acts.not_disputed');
export const noChargesInPeriod = () =>
  fieldError('period', 'За этот период начислений нет — акт не нужен.', 'acts.no_charges');
export const periodNotOver = () =>
  fieldError('period', 'Акт формируется после окончания месяца.', 'acts.period_not_over');
export const noContact = () =>
  fieldError('code', 'В профиле нет телефона или e-mail для кода.', 'acts.no_contact');
export const sellerNotConfigured = () =>
  conflict('Реквизиты фирмы ещё не заполнены администратором.', 'acts.seller_not_configured');
