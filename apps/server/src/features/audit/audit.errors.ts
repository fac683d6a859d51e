import { forbidden } from '../../platform/errors.ts';

/** 403: the audit log is for admin and crm only (SPEC §6 «admin means admin or crm»). */
export const auditAdminOnly = () =>
  forbidden('Журнал действий доступен только администраторам', 'audit.admin_only');
