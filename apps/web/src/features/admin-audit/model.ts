import { formatKopecksWhole } from '@kabinet/domain/money';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_NAMES,
  type AuditEntry,
  type AuditState,
} from '@kabinet/domain/audit';
import { INVOICE_STATUS_NAMES, type InvoiceStatus } from '@kabinet/domain/billing';
import { formatCount } from '@kabinet/domain/shared';
import { COMPANY_TARIFF_STATUS_NAMES, type CompanyTariffStatus } from '@kabinet/domain/tariffs';
import {
  isRoleSlug,
  roleName,
  SESSION_FORMS,
  USER_STATUS_NAMES,
  type UserStatus,
} from '@kabinet/domain/users';

import { listParamsWith } from '../../shared/lib/list-params.ts';

/** Filters of /admin/audit, kept in the URL so a filtered log can be shared. */
export interface AuditFilters {
  search: string;
  /** An action code, '' for all. */
  action: string;
  /** A staff member's id, '' for everyone. */
  actor: string;
  /** A company id, '' for all companies. */
  company: string;
  page: number;
}

const FILTER_KEYS = ['search', 'action', 'actor', 'company'] as const;
const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  const action = params.get('action') ?? '';
  const id = (key: string) => {
    const value = params.get(key) ?? '';
    return isId(value) ? value : '';
  };
  return {
    search: params.get('search') ?? '',
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? action : '',
    actor: id('actor'),
    company: id('company'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Changing a filter goes back to page 1; empty values leave the URL. */
export function auditParamsWith(
  params: URLSearchParams,
  changes: Partial<AuditFilters>,
): URLSearchParams {
  return listParamsWith(params, changes, FILTER_KEYS);
}

/** The Russian name of an entry's action. */
export const actionName = (entry: AuditEntry) => AUDIT_ACTION_NAMES[entry.action];

/** Who did it: the staff member, «Система» for an automatic change. */
export function actorName(entry: AuditEntry): string {
  if (!entry.actor) return 'Система';
  return entry.actor.name || `Пользователь №${entry.actor.id}`;
}

function statusText(entry: AuditEntry, status: string): string {
  if (entry.subject.type === 'company_tariff') {
    return COMPANY_TARIFF_STATUS_NAMES[status as CompanyTariffStatus] ?? status;
  }
  if (entry.subject.type === 'invoice') {
    return INVOICE_STATUS_NAMES[status as InvoiceStatus] ?? status;
  }
  return USER_STATUS_NAMES[status as UserStatus] ?? status;
}

function managersText(managers: unknown): string {
  if (!Array.isArray(managers) || managers.length === 0) return 'Не назначен';
  return managers.map((manager: { name?: string }) => manager.name ?? '').join(', ');
}

/** Each part of a state an entry may carry, as text; null when the state has no such part. */
const STATE_PARTS: ((entry: AuditEntry, state: AuditState) => string | null)[] = [
  (_, state) => ('managers' in state ? managersText(state.managers) : null),
  (entry, state) => (typeof state.status === 'string' ? statusText(entry, state.status) : null),
  (_, state) => (isRoleSlug(state.role_slug) ? roleName(state.role_slug) : null),
  (_, state) =>
    typeof state.accepting_new_clients === 'boolean'
      ? state.accepting_new_clients
        ? 'Принимает новых клиентов'
        : 'Не принимает новых клиентов'
      : null,
  (_, state) =>
    'working_hours' in state
      ? `Часы работы: ${typeof state.working_hours === 'string' && state.working_hours ? state.working_hours : 'не указаны'}`
      : null,
  (_, state) =>
    typeof state.sessions === 'number' ? formatCount(state.sessions, SESSION_FORMS) : null,
  // Money in the billing entries (kopecks on the wire).
  (_, state) =>
    typeof state.balance_kopecks === 'number'
      ? `Баланс: ${formatKopecksWhole(state.balance_kopecks)}`
      : null,
  (_, state) =>
    typeof state.paid_kopecks === 'number'
      ? `Оплачено: ${formatKopecksWhole(state.paid_kopecks)}`
      : null,
  (_, state) =>
    typeof state.inn === 'string' && typeof state.name === 'string'
      ? `${state.name}, ИНН ${state.inn}`
      : null,
  (_, state) => (typeof state.comment === 'string' && state.comment ? `«${state.comment}»` : null),
  (_, state) =>
    typeof state.reason === 'string' && state.reason ? `Причина: «${state.reason}»` : null,
];

/**
 * A state before or after the change as one line: the managers, a status (with the comment or
 * reason given), a role, whether a manager accepts new clients and their working hours, the
 * number of sessions; '—' for none.
 */
export function describeAuditState(entry: AuditEntry, state: AuditState | null): string {
  if (!state) return '—';
  const parts = STATE_PARTS.map((part) => part(entry, state)).filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : JSON.stringify(state);
}
