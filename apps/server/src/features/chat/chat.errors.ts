import {
  CHAT_FILE_MESSAGES,
  KICK_NOT_ALLOWED,
  MASTER_CANNOT_LEAVE,
  NOT_ENOUGH_RIGHTS,
} from '@kabinet/domain/chat';

import { forbidden, HttpError, notFound, type FieldErrors } from '../../platform/errors.ts';

/** 404 for a missing conversation, and for one the caller may not see (no existence leak). */
export const conversationNotFound = () =>
  notFound('Диалог не найден', 'chat.conversation_not_found');
/** 404 for a missing, deleted or invisible message. */
export const messageNotFound = () => notFound('Сообщение не найдено', 'chat.message_not_found');
/** 404 for a chat user the caller shares no conversation with. */
export const chatUserNotFound = () =>
  notFound('Пользователь чата не найден', 'chat.chat_user_not_found');
/** 404 for a chat user who is not a participant (disconnect, leave/other). */
export const participantNotFound = () =>
  notFound('Участник не найден', 'chat.participant_not_found');
/** 404 for a company the caller cannot use (create, search). */
export const companyNotFound = () => notFound('Компания не найдена.', 'chat.company_not_found');
/** 404 for a file with a bad signature or missing bytes. */
export const fileNotFound = () => notFound('Файл не найден.', 'chat.file_not_found');
/** 403 for a file URL past its time: the chat gives fresh ones when it is opened again. */
export const fileLinkExpired = () =>
  forbidden('Ссылка на файл устарела. Откройте диалог заново.', 'chat.file_link_expired');

/** SPEC §8: a non-master removes another user. */
export const notEnoughRights = () => forbidden(NOT_ENOUGH_RIGHTS, 'chat.not_enough_rights');
/** SPEC §8: a non-master kicks a user. */
export const kickNotAllowed = () => forbidden(KICK_NOT_ALLOWED, 'chat.kick_not_allowed');
/** SPEC §8: the master tries to leave. */
export const masterCannotLeave = () => forbidden(MASTER_CANNOT_LEAVE, 'chat.master_cannot_leave');
/** Ours: only the author edits a message. */
export const notOwnMessageEdit = () =>
  forbidden('Можно изменять только свои сообщения', 'chat.not_own_message_edit');
/** Ours: only the author (or the master) deletes a message. */
export const notOwnMessageDelete = () =>
  forbidden('Можно удалять только свои сообщения', 'chat.not_own_message_delete');

/** 422 with several fields; the first message becomes `message`, as in Laravel. */
export function validationFailed(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'Проверьте правильность заполнения полей.';
  return new HttpError(422, first, 'validation', errors);
}

/** 422 on one field. */
export const invalidField = (field: string, message: string) =>
  validationFailed({ [field]: [message] });

export const emptyMessage = () => invalidField('text', 'Сообщение не может быть пустым');
export const replyTargetMissing = () =>
  invalidField('reply_message_id', 'Сообщение для ответа не найдено');
export const notCompanyUser = () => invalidField('user_ids', 'Пользователь не состоит в компании');
export const tooManyFiles = () => invalidField('files', CHAT_FILE_MESSAGES.TOO_MANY);

/** The staff inbox and other staff views, asked for by a client. */
export const staffOnly = () => forbidden('Раздел доступен только сотрудникам.', 'chat.staff_only');
