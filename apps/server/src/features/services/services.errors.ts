import { forbidden, notFound } from '../../platform/errors.ts';

export const servicesAdminOnly = () =>
  forbidden('Каталог услуг может менять только администратор.', 'services.not_admin');
export const serviceNotFound = () => notFound('Услуга не найдена.', 'services.not_found');
