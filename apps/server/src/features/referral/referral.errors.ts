import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';

export const companyNotFound = () => notFound('Компания не найдена.', 'referral.company_not_found');
export const noActiveCompany = () =>
  fieldError('company_id', 'Сначала выберите компанию.', 'referral.no_active_company');
export const referralNotFound = () =>
  notFound('Реферальная программа не найдена.', 'referral.not_found');
export const cannotEditReferral = () =>
  forbidden(
    'Подключать реферальную программу могут владелец и администратор компании.',
    'referral.cannot_edit',
  );
export const rulesNotAccepted = () =>
  fieldError('rules_accepted', 'Примите правила программы.', 'referral.rules_not_accepted');
export const leadNotFound = () => notFound('Приглашённый не найден.', 'referral.lead_not_found');
export const duplicateLead = () =>
  conflict('Этот телефон уже есть среди ваших приглашённых.', 'referral.duplicate_lead');
export const alreadyReferred = () =>
  conflict(
    'Этот клиент уже рекомендован другим участником программы.',
    'referral.already_referred',
  );
export const notJoined = () =>
  conflict(
    'Сначала подключите партнёрскую программу — после этого можно добавлять рекомендации.',
    'referral.not_joined',
  );
export const ownMemberLead = () =>
  fieldError('phone', 'Нельзя пригласить сотрудника своей компании.', 'referral.own_member');
export const leadStatusStaffOnly = () =>
  forbidden('Статус приглашённого меняет менеджер.', 'referral.lead_status_staff_only');
export const leadNotDeletable = () =>
  forbidden(
    'Удалить можно только добавленного вручную приглашённого в статусе «Новый».',
    'referral.lead_not_deletable',
  );
export const clientNotFound = () => notFound('Клиент не найден.', 'referral.client_not_found');
export const clientsAppearThemselves = () =>
  forbidden(
    'Клиенты появляются сами, когда приглашённая компания оплачивает счёт.',
    'referral.clients_read_only',
  );
export const notActive = () =>
  fieldError(
    'amount_kopecks',
    'Сначала подключите реферальную программу и выберите способ выплаты.',
    'referral.not_active',
  );
export const belowMinimum = (min: string) =>
  fieldError('amount_kopecks', `Минимальная сумма выплаты — ${min}.`, 'referral.below_minimum');
export const aboveAvailable = (available: string) =>
  fieldError('amount_kopecks', `Доступно к выплате ${available}.`, 'referral.above_available');
export const payoutNotFound = () => notFound('Выплата не найдена.', 'referral.payout_not_found');
export const staffOnly = () =>
  forbidden('Доступно только сотрудникам фирмы.', 'referral.staff_only');
export const adminOnly = () => forbidden('Доступно только администратору.', 'referral.admin_only');
export const moveNotAllowed = (from: string, to: string) =>
  fieldError(
    'status',
    `Из статуса «${from}» нельзя перейти в «${to}».`,
    'referral.move_not_allowed',
  );
export const staleMove = () =>
  conflict('Выплату уже изменили. Обновите страницу.', 'referral.stale_move');
