import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';

export const companyNotFound = () => notFound('Компания не найдена.', 'reports.company_not_found');
export const reportNotFound = () => notFound('Отчёт не найден.', 'reports.not_found');
export const reportFileNotFound = () => notFound('Файл не найден.', 'reports.file_not_found');
export const notReportsStaff = () =>
  forbidden('Вести отчётность могут менеджер компании и администратор.', 'reports.not_staff');
export const onlyClientSigns = () =>
  forbidden('Подписать отчёт может только пользователь компании.', 'reports.client_only');
export const moveNotAllowed = (from: string, to: string) =>
  fieldError(
    'status',
    `Из статуса «${from}» нельзя перейти в «${to}».`,
    'reports.move_not_allowed',
  );
export const notSignedYet = () => conflict('Клиент ещё не подписал отчёт.', 'reports.not_signed');
export const notOnSigning = () =>
  conflict('Отчёт не на подписании или уже подписан.', 'reports.not_on_signing');
export const noReportFile = () => conflict('Сначала загрузите файл отчёта.', 'reports.no_file');
export const fileLocked = () =>
  conflict('Файл отправленного отчёта заменить нельзя.', 'reports.file_locked');
export const receiptTooEarly = () =>
  conflict('Квитанцию или протокол можно приложить после отправки.', 'reports.receipt_too_early');
export const fileMissing = () => fieldError('file', 'Выберите файл.', 'reports.file_missing');
export const fileTooLarge = () =>
  fieldError('file', 'Файл больше 20 МБ.', 'reports.file_too_large');
export const fileBadType = () =>
  fieldError('file', 'Подойдёт PDF, Word, Excel, JPG или PNG.', 'reports.file_bad_type');
export const deadlineUnknown = () =>
  fieldError('deadline', 'Укажите срок сдачи.', 'reports.deadline_unknown');
export const noContact = () =>
  fieldError('code', 'В профиле нет e-mail или телефона для кода.', 'reports.no_contact');
export const feedNotFound = () => notFound('Календарь не найден.', 'reports.feed_not_found');
