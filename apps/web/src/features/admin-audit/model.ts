import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_NAMES,
  type AuditEntry,
  type AuditState,
} from '@kabinet/domain/audit';
import { COMPANY_TARIFF_STATUS_NAMES, type CompanyTariffStatus } from '@kabinet/domain/tariffs';

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

const USER_STATUS_NAMES: Record<string, string> = {
  ACTIVE: 'Активен',
  BLOCKED: 'Заблокирован',
  IN_DELETE_PROCESS: 'Удаляется',
};

function statusText(entry: AuditEntry, status: string): string {
  if (entry.subject.type === 'company_tariff') {
    return COMPANY_TARIFF_STATUS_NAMES[status as CompanyTariffStatus] ?? status;
  }
  return USER_STATUS_NAMES[status] ?? status;
}

function managersText(managers: unknown): string {
  if (!Array.isArray(managers) || managers.length === 0) return 'Не назначен';
  return managers.map((manager: { name?: string }) => manager.name ?? '').join(', ');
}

/**
 * A state before or after the change as one line: the managers, a status (with the comment
 * given), whether a manager accepts new clients and their working hours; '—' for none.
 */
export function describeAuditState(entry: AuditEntry, state: AuditState | null): string {
  if (!state) return '—';
  const parts: string[] = [];
  if ('managers' in state) parts.push(managersText(state.managers));
  if (typeof state.status === 'string') parts.push(statusText(entry, state.status));
  if (typeof state.accepting_new_clients === 'boolean') {
    parts.push(
      state.accepting_new_clients ? 'Принимает новых клиентов' : 'Не принимает новых клиентов',
    );
  }
  if ('working_hours' in state) {
    parts.push(
      `Часы работы: ${typeof state.working_hours === 'string' && state.working_hours ? state.working_hours : 'не указаны'}`,
    );
  }
  if (typeof state.comment === 'string' && state.comment) parts.push(`«${state.comment}»`);
  return parts.length > 0 ? parts.join(' · ') : JSON.stringify(state);
}
