import { REQUISITES_MESSAGES } from '@kabinet/domain/companies';
import { COMPANY_DOCUMENT_UPLOAD, fileTypesText } from '@kabinet/domain/files';

import { conflict, fieldError, forbidden, HttpError, notFound } from '../../platform/errors.ts';

export const companyNotFound = () => notFound('Компания не найдена.', 'companies.not_found');
export const innTaken = () =>
  conflict('Компания с таким ИНН уже зарегистрирована', 'companies.inn_taken');
export const cannotEditCompany = () =>
  forbidden('Недостаточно прав для изменения компании', 'companies.cannot_edit');
export const cannotManageUsers = () =>
  forbidden(
    'Управлять пользователями может только владелец или администратор компании',
    'companies.cannot_manage_users',
  );
export const onlyOwnerDeletes = () =>
  forbidden('Удалить компанию может только её владелец', 'companies.only_owner_deletes');
export const companyHasMembers = () =>
  conflict('Сначала удалите других пользователей компании', 'companies.has_members');
export const companyHasMoney = () =>
  conflict(
    'Компанию с ненулевым балансом или задолженностью удалить нельзя',
    'companies.has_money',
  );
export const nameRequired = () =>
  fieldError('name', REQUISITES_MESSAGES.nameRequired, 'companies.name_required');
export const adminOnly = () =>
  forbidden('Раздел доступен только администраторам', 'companies.admin_only');
export const cannotSeeUser = () =>
  forbidden(
    'Недостаточно прав для просмотра компании этого пользователя',
    'companies.cannot_see_user',
  );
export const mainBankNotFound = () =>
  fieldError('info.main_bank_id', 'Выберите один из счетов компании.', 'companies.main_bank');

/** 422 with several fields at once (the first message is the headline, as in Laravel). */
export function fieldErrors(errors: Record<string, string>): HttpError {
  const entries = Object.entries(errors);
  const first = entries[0]?.[1] ?? 'Проверьте правильность заполнения полей.';
  return new HttpError(
    422,
    first,
    'validation',
    Object.fromEntries(entries.map(([field, message]) => [field, [message]])),
  );
}

// Banks
export const bankNotFound = () => notFound('Счёт не найден', 'companies.bank_not_found');
export const bankAccountTaken = () =>
  conflict('Такой расчётный счёт уже добавлен', 'companies.bank_account_taken');
export const bankByBikNotFound = () =>
  notFound('Банк с таким БИК не найден', 'companies.bank_by_bik_not_found');
export const bankNameRequired = () =>
  fieldError('bank_name', 'Укажите название банка.', 'companies.bank_name_required');

// Users and invitations
export const companyUserNotFound = () =>
  notFound('Пользователь компании не найден', 'companies.user_not_found');
export const ownerCannotBeRemoved = () =>
  fieldError('user_id', 'Владельца компании удалить нельзя', 'companies.owner_not_removable');
export const ownerPositionFixed = () =>
  fieldError('position', 'Должность владельца изменить нельзя', 'companies.owner_position_fixed');
export const alreadyMember = () =>
  conflict('Пользователь уже состоит в компании', 'companies.already_member');
export const alreadyInvited = () =>
  conflict('Приглашение уже отправлено', 'companies.already_invited');
export const invitationNotFound = () =>
  notFound('Приглашение не найдено', 'companies.invitation_not_found');
export const positionTooHigh = () =>
  fieldError('position', 'Нельзя выдать должность выше своей', 'companies.position_too_high');
export const staffNotFound = () => notFound('Сотрудник не найден', 'companies.staff_not_found');
export const managerRoleRequired = () =>
  fieldError(
    'user_id',
    'Назначить можно только сотрудника фирмы (менеджера)',
    'companies.manager_role_required',
  );

// Documents
export const documentMissing = () =>
  fieldError('file', 'Выберите файл.', 'companies.document_missing');
export const documentTooLarge = () =>
  fieldError('file', 'Файл больше 20 МБ.', 'companies.document_too_large');
export const documentBadType = () =>
  fieldError(
    'file',
    `Загрузите ${fileTypesText(COMPANY_DOCUMENT_UPLOAD)}.`,
    'companies.document_bad_type',
  );
export const documentNotFound = () =>
  notFound('Документ не найден', 'companies.document_not_found');
export const cannotDeleteDocument = () =>
  forbidden(
    'Удалить документ может только загрузивший его или владелец',
    'companies.cannot_delete_document',
  );

/** A staff page («Клиенты») asked for by a client. */
export const staffOnly = () =>
  forbidden('Раздел доступен только сотрудникам.', 'companies.staff_only');
