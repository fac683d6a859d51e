import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';

export const companyNotFound = () =>
  notFound('Компания не найдена.', 'management_accounting.company_not_found');
export const noActiveCompany = () =>
  fieldError('company_id', 'Выберите компанию.', 'management_accounting.no_active_company');
export const notManagementStaff = () =>
  forbidden(
    'Управленческий учёт ведут менеджер компании и администратор.',
    'management_accounting.not_staff',
  );
export const notFinancialTariff = () =>
  forbidden(
    'Графики управленческого учёта доступны на финансовых тарифах. Подключите «Финансовый», чтобы их открыть.',
    'management_accounting.not_financial_tariff',
  );
export const fileNotFound = () =>
  notFound('Отчёт не найден.', 'management_accounting.file_not_found');
export const adjustmentNotFound = () =>
  notFound('Корректировка не найдена.', 'management_accounting.adjustment_not_found');
export const fileMissing = () =>
  fieldError('file', 'Приложите файл отчёта.', 'management_accounting.file_missing');
export const fileTooLarge = () =>
  fieldError('file', 'Файл больше 20 МБ.', 'management_accounting.file_too_large');
export const fileBadType = () =>
  fieldError('file', 'Отчёт — это файл PDF или XLSX.', 'management_accounting.file_bad_type');
export const adjustmentTaken = () =>
  conflict(
    'За этот месяц такая корректировка уже есть — измените её.',
    'management_accounting.adjustment_taken',
  );
export const filePreviewOnlyXlsx = () =>
  fieldError(
    'file',
    'Таблицей показывается только отчёт XLSX; PDF открывается как документ.',
    'management_accounting.preview_only_xlsx',
  );
export const filePreviewUnreadable = () =>
  fieldError(
    'file',
    'Не удалось прочитать таблицу — скачайте файл и откройте его в Excel.',
    'management_accounting.preview_unreadable',
  );
export const fileTooComplex = () =>
  fieldError(
    'file',
    'Таблица слишком велика: в распакованном виде больше 50 МБ или 100 000 строк. Разделите отчёт на несколько файлов или приложите PDF.',
    'management_accounting.file_too_complex',
  );
