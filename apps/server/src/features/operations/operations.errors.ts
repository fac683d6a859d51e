import { fieldError, forbidden, notFound } from '../../platform/errors.ts';

export const companyNotFound = () =>
  notFound('Компания не найдена.', 'operations.company_not_found');
export const operationNotFound = () => notFound('Операция не найдена.', 'operations.not_found');
export const importNotFound = () =>
  notFound('Загрузка выписки не найдена.', 'operations.import_not_found');
export const ruleNotFound = () => notFound('Правило не найдено.', 'operations.rule_not_found');
export const cannotChangeOperations = () =>
  forbidden(
    'Загружать выписки и менять категории могут владелец, администратор компании и её менеджер.',
    'operations.forbidden',
  );
export const fileMissing = () =>
  fieldError('file', 'Выберите файл выписки.', 'operations.file_missing');
export const fileTooLarge = () =>
  fieldError('file', 'Файл выписки больше 80 МБ.', 'operations.file_too_large');
export const noOwnOperations = () =>
  fieldError(
    'file',
    'В выписке нет операций по счёту компании: проверьте, что это выписка из банка (1CClientBankExchange).',
    'operations.no_documents',
  );
/** None of the statement's accounts is the company's: most likely another client's file. */
export const foreignStatement = (statementAccounts: readonly string[]) =>
  fieldError(
    'file',
    statementAccounts.length === 0
      ? 'В выписке не указан счёт (нет строки «РасчСчет=»), поэтому нельзя проверить, что она по счёту компании. Выгрузите выписку из интернет-банка заново.'
      : `Выписка не по счетам компании: в ней ${statementAccounts.length === 1 ? 'счёт' : 'счета'} ${statementAccounts.join(', ')}. Если это новый счёт компании, добавьте его в реквизитах компании (раздел «Банковские счета») и загрузите выписку снова.`,
    'operations.foreign_statement',
  );
export const wrongDirection = () =>
  fieldError(
    'category_code',
    'Категория другого направления: поступление нельзя отнести к списаниям и наоборот.',
    'operations.wrong_direction',
  );
