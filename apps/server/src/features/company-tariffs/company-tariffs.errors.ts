import { COMPANY_TARIFF_STATUS_NAMES, type CompanyTariffStatus } from '@kabinet/domain/tariffs';

import { conflict, fieldError, forbidden, HttpError, notFound } from '../../platform/errors.ts';

const name = (status: CompanyTariffStatus) => COMPANY_TARIFF_STATUS_NAMES[status];

export const noActiveCompany = () =>
  fieldError('company_id', 'Выберите компанию.', 'company_tariffs.no_company');
export const notYourCompany = () =>
  forbidden('Нет доступа к компании.', 'company_tariffs.not_your_company');
export const companyNotFound = () =>
  notFound('Компания не найдена.', 'company_tariffs.company_not_found');
export const companyTariffNotFound = () =>
  notFound('Тариф компании не найден.', 'company_tariffs.not_found');
export const cannotDelete = (status: CompanyTariffStatus) =>
  conflict(`Нельзя удалить тариф в статусе «${name(status)}»`, 'company_tariffs.cannot_delete');
export const cannotTransition = (from: CompanyTariffStatus, to: CompanyTariffStatus) =>
  conflict(
    `Нельзя перевести тариф из статуса «${name(from)}» в «${name(to)}»`,
    'company_tariffs.cannot_transition',
  );
export const notStaff = () =>
  forbidden(
    'Менять статус тарифа может только менеджер компании или администратор.',
    'company_tariffs.not_staff',
  );
export const connectionInProgress = () =>
  conflict(
    'Тариф уже подключается. Дождитесь подключения или обратитесь к менеджеру.',
    'company_tariffs.connection_in_progress',
  );
export const tariffRequired = () =>
  fieldError('tariff_id', 'Выберите тариф.', 'company_tariffs.tariff_required');
export const periodNotOffered = () =>
  fieldError('pay_months_count', 'Выберите срок оплаты из предложенных.', 'company_tariffs.period');
export const badDateConnect = () =>
  fieldError(
    'date_connect',
    'Укажите дату подключения в формате ГГГГ-ММ-ДД.',
    'company_tariffs.date',
  );
export const pastDateConnect = () =>
  fieldError(
    'date_connect',
    'Дата подключения не может быть раньше сегодняшнего дня.',
    'company_tariffs.date_past',
  );

/** 422 naming the first incomplete wizard step and its empty params (missingOnStep). */
export const calculationIncomplete = (message: string, missing: string[]) =>
  new HttpError(422, message, 'company_tariffs.incomplete', {
    values: [message],
    missing,
  });

/** 422 with the engine's problems (TARIFF-PRICING §2: a missing price is never connected). */
export const calculationProblems = (problems: string[]) =>
  new HttpError(422, problems[0] ?? 'Не удалось рассчитать тариф.', 'company_tariffs.problems', {
    values: problems,
  });
