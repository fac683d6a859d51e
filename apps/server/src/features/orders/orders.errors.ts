import { conflict, fieldError, forbidden, HttpError, notFound } from '../../platform/errors.ts';

export const companyNotFound = () => notFound('Компания не найдена.', 'orders.company_not_found');
export const orderNotFound = () => notFound('Заказ не найден.', 'orders.not_found');
export const orderFileNotFound = () => notFound('Файл не найден.', 'orders.file_not_found');
export const serviceUnavailable = () =>
  fieldError('service_id', 'Эта услуга сейчас не заказывается.', 'orders.service_unavailable');
export const unknownOption = (index: number) =>
  fieldError(`option_codes.${index}`, 'У этой услуги нет такой опции.', 'orders.unknown_option');
export const repeatedOption = (index: number) =>
  fieldError(`option_codes.${index}`, 'Опция выбрана дважды.', 'orders.repeated_option');
export const quantityNotAllowed = () =>
  fieldError('quantity', 'Эта услуга заказывается в единственном числе.', 'orders.no_quantity');
export const notOrdersStaff = () =>
  forbidden('Менять статус заказа могут только сотрудники фирмы.', 'orders.not_staff');
export const moveNotAllowed = (from: string, to: string) =>
  new HttpError(
    409,
    `Заказ в статусе «${from}» нельзя перевести в «${to}».`,
    'orders.move_not_allowed',
  );
export const clientCannotCancel = () =>
  conflict('Отменить можно только новый заказ: по остальным напишите менеджеру.', 'orders.cancel');
export const orderFinished = () =>
  conflict('Заказ завершён: файлы к нему больше не прикладываются.', 'orders.finished');
export const fileMissing = () => fieldError('file', 'Приложите файл.', 'orders.file_missing');
export const fileTooLarge = () => fieldError('file', 'Файл больше 20 МБ.', 'orders.file_too_large');
export const fileBadType = () =>
  fieldError('file', 'Допустимы PDF, Word, Excel, JPG и PNG.', 'orders.file_type');
export const tooManyFiles = () =>
  fieldError('file', 'К заказу можно приложить не больше 30 файлов.', 'orders.too_many_files');
