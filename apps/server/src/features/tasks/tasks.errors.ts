import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';

export const taskNotFound = () => notFound('Задача не найдена.', 'tasks.not_found');
export const companyNotFound = () => notFound('Компания не найдена.', 'tasks.company_not_found');
export const attachmentNotFound = () => notFound('Файл не найден.', 'tasks.attachment_not_found');
export const checklistItemNotFound = () =>
  notFound('Пункт чек-листа не найден.', 'tasks.checklist_item_not_found');
export const notTaskStaff = () =>
  forbidden('Недостаточно прав для действий с задачами.', 'tasks.not_staff');
export const cannotComplete = () =>
  forbidden(
    'Эта задача выполнится сама, когда дело будет сделано: отметить её вручную нельзя.',
    'tasks.cannot_complete',
  );
export const taskFinished = () => conflict('Задача уже завершена.', 'tasks.finished');
export const badAssignee = () =>
  fieldError(
    'assignee_user_id',
    'Исполнитель — пользователь этой компании или её менеджер.',
    'tasks.bad_assignee',
  );
export const eventTaskLocked = () =>
  conflict(
    'Задачу по событию нельзя отредактировать: она меняется вместе со своим источником.',
    'tasks.event_task_locked',
  );
export const fileMissing = () => fieldError('file', 'Выберите файл.', 'tasks.file_missing');
export const fileTooLarge = () => fieldError('file', 'Файл больше 20 МБ.', 'tasks.file_too_large');
export const fileBadType = () =>
  fieldError('file', 'Допустимы PDF, Word, Excel, JPG или PNG.', 'tasks.file_bad_type');
