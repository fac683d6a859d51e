import { AVATAR_UPLOAD, fileTypesText } from '@kabinet/domain/files';

import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';

export const cannotEditUser = () =>
  forbidden('Недостаточно прав для изменения этого пользователя.', 'users.cannot_edit');
export const userNotFound = () => notFound('Пользователь не найден.', 'users.not_found');
export const notYourCompany = () =>
  fieldError('active_company_id', 'Выберите одну из своих компаний.', 'users.not_your_company');
export const samePhone = () => fieldError('phone', 'Это ваш текущий номер.', 'users.same_phone');
export const avatarMissing = () =>
  fieldError('file', 'Выберите файл изображения.', 'users.avatar_missing');
export const avatarTooLarge = () =>
  fieldError('file', 'Файл больше 5 МБ.', 'users.avatar_too_large');
export const avatarBadType = () =>
  fieldError(
    'file',
    `Загрузите изображение ${fileTypesText(AVATAR_UPLOAD)}.`,
    'users.avatar_bad_type',
  );
export const avatarUnreadable = () =>
  fieldError('file', 'Не удалось прочитать изображение.', 'users.avatar_unreadable');
export const cannotChangeStatus = () =>
  forbidden('Блокировать пользователей может только администратор.', 'users.cannot_change_status');

// «Admin → Users».
export const usersAdminOnly = () =>
  forbidden('Раздел доступен только администраторам', 'users.admin_only');
export const cannotDemoteYourself = () =>
  conflict(
    'Нельзя снять с себя роль администратора: это может сделать другой администратор.',
    'users.cannot_demote_yourself',
  );
export const cannotBlockYourself = () =>
  conflict('Нельзя заблокировать самого себя.', 'users.cannot_block_yourself');
export const staffStillAssigned = (companies: number) =>
  conflict(
    `Сотрудник ведёт компании клиентов (${companies}). Сначала назначьте им других менеджеров.`,
    'users.staff_still_assigned',
  );
export const sessionNotFound = () => notFound('Сеанс не найден.', 'users.session_not_found');
export const cannotEndCurrentSession = () =>
  conflict(
    'Это ваш текущий сеанс: чтобы его завершить, выйдите из аккаунта.',
    'users.cannot_end_current_session',
  );
