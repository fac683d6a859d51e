import { forbidden } from '../../platform/errors.ts';

export const appSettingsAdminOnly = () =>
  forbidden('Настройки приложения может менять только администратор.', 'app_settings.not_admin');
