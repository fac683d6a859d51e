import type { CatalogueErrors } from '@kabinet/domain/tariffs';

import { fieldError, forbidden, HttpError, notFound } from '../../platform/errors.ts';

export const notCatalogueAdmin = () =>
  forbidden('Каталог тарифов может менять только администратор.', 'tariffs.not_admin');
export const tariffNotFound = () => notFound('Тариф не найден.', 'tariffs.not_found');
export const paramSlugChanged = (path: string) =>
  fieldError(path, 'Код параметра менять нельзя.', 'tariffs.slug_changed');

/** 422 with the catalogue checks' messages by field path (the first one as the message). */
export const invalidCatalogue = (errors: CatalogueErrors) =>
  new HttpError(
    422,
    Object.values(errors)[0]?.[0] ?? 'Проверьте данные.',
    'tariffs.invalid_catalogue',
    errors,
  );
