import * as z from 'zod';

import { idFieldSchema } from '../shared/ids.ts';
import { listSearchSchema, pageQueryFields } from '../shared/page-query.ts';

// Issue 12 «Audit log»: every staff action that changes a client's data, with who, when, before
// and after. Entries are appended in the transaction of the change and never edited or deleted.

/** The stable codes of audited actions (`<subject>.<verb>`). */
export const AUDIT_ACTIONS = [
  'manager.assigned',
  'manager.unassigned',
  'manager.auto_assigned',
  'manager.settings_changed',
  'user.blocked',
  'user.unblocked',
  'user.role_changed',
  'user.sessions_ended',
  'company_tariff.status_changed',
  'invoice.cancelled',
  'payment.recorded',
  'ledger.refunded',
  'ledger.corrected',
  'billing.settings_changed',
  'service.created',
  'service.updated',
  'service.deactivated',
  'act.created',
  'act.reissued',
  'act.dispute_rejected',
  'order.status_changed',
  'task.created',
  'task.updated',
  'task.status_changed',
  'report.created',
  'report.status_changed',
  'management_file.published',
  'management_file.updated',
  'management_file.deleted',
  'management_adjustment.saved',
  'management_adjustment.deleted',
  'app_settings.changed',
  'referral_payout.status_changed',
  'referral_lead.status_changed',
  'referral_rules.changed',
] as const;
/** An audited action. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Issue 12: the Russian name of each audited action, as the admin's log shows it. */
export const AUDIT_ACTION_NAMES: Record<AuditAction, string> = {
  'manager.assigned': 'Назначен менеджер',
  'manager.unassigned': 'Снят менеджер',
  'manager.auto_assigned': 'Менеджер назначен автоматически',
  'manager.settings_changed': 'Изменены настройки менеджера',
  'user.blocked': 'Пользователь заблокирован',
  'user.unblocked': 'Пользователь разблокирован',
  'user.role_changed': 'Изменена роль',
  'user.sessions_ended': 'Завершены сеансы',
  'company_tariff.status_changed': 'Изменён статус тарифа',
  'invoice.cancelled': 'Счёт отменён',
  'payment.recorded': 'Принята оплата',
  'ledger.refunded': 'Возврат средств',
  'ledger.corrected': 'Корректировка баланса',
  'billing.settings_changed': 'Изменены реквизиты для счетов',
  'service.created': 'Добавлена разовая услуга',
  'service.updated': 'Изменена разовая услуга',
  'service.deactivated': 'Разовая услуга снята с продажи',
  'act.created': 'Сформирован акт',
  'act.reissued': 'Акт перевыставлен после спора',
  'act.dispute_rejected': 'Спор по акту отклонён',
  'order.status_changed': 'Изменён статус заказа',
  'task.created': 'Поставлена задача',
  'task.updated': 'Изменена задача',
  'task.status_changed': 'Изменён статус задачи',
  'report.created': 'Заведён отчёт',
  'report.status_changed': 'Изменён статус отчёта',
  'management_file.published': 'Опубликован управленческий отчёт',
  'management_file.updated': 'Изменён управленческий отчёт',
  'management_file.deleted': 'Удалён управленческий отчёт',
  'management_adjustment.saved': 'Внесена корректировка управленческого учёта',
  'management_adjustment.deleted': 'Удалена корректировка управленческого учёта',
  'app_settings.changed': 'Изменены настройки приложения',
  'referral_payout.status_changed': 'Изменён статус выплаты вознаграждения',
  'referral_lead.status_changed': 'Изменён статус приглашённого',
  'referral_rules.changed': 'Изменены правила реферальной программы',
};

/** What an entry is about: a company (its managers), a user, a company tariff. */
export const AUDIT_SUBJECT_TYPES = [
  'company',
  'user',
  'company_tariff',
  'invoice',
  'billing_settings',
  'service',
  'order',
  'task',
  'report',
  'app_settings',
  'referral_payout',
  'referral_lead',
  'referral_rules',
] as const;
/** The kind of an entry's subject. */
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** A state before or after the change: a small JSON object (`{ status }`, `{ managers }`…). */
export const auditStateSchema = z.record(z.string(), z.unknown());
/** A state before or after an audited change. */
export type AuditState = z.infer<typeof auditStateSchema>;

const refSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * One entry of GET /api/v1/admin/audit. `actor` null means the system did it (an automatic
 * assignment); `company` null, an action outside a company. Names are today's, `subject.name` is
 * the one recorded at the time of the change.
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actor: refSchema.nullable(),
  company: refSchema.nullable(),
  subject: z.object({
    type: z.enum(AUDIT_SUBJECT_TYPES),
    id: z.number().int().nullable(),
    name: z.string(),
  }),
  before: auditStateSchema.nullable(),
  after: auditStateSchema.nullable(),
  created_at: z.string(),
});
/** An audit log entry as the admin API answers it. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/v1/admin/audit: filters, text search and page pagination (newest first). */
export const auditQuerySchema = z.object({
  company_id: idFieldSchema.optional(),
  actor_id: idFieldSchema.optional(),
  action: z.enum(AUDIT_ACTIONS, 'Неизвестное действие.').optional(),
  search: listSearchSchema.optional(),
  ...pageQueryFields,
});
/** The parsed audit list query. */
export type AuditQuery = z.infer<typeof auditQuerySchema>;
