import { formatPhone } from '@kabinet/domain/shared';
import { ROLE_SLUGS, USER_STATUSES, type AdminUser, type UserSession } from '@kabinet/domain/users';

import { listParamsWith } from '../../shared/lib/list-params.ts';

/** Filters of /admin/users, kept in the URL so a filtered list can be shared. */
export interface AdminUsersFilters {
  search: string;
  /** A role slug, '' for every role. */
  role: string;
  /** An account status, '' for every status. */
  status: string;
  page: number;
}

const FILTER_KEYS = ['search', 'role', 'status'] as const;

const oneOf = (values: readonly string[], value: string | null) =>
  value !== null && values.includes(value) ? value : '';

/** The filters in the URL; unknown roles, statuses and pages fall back to all and page 1. */
export function usersFiltersFromParams(params: URLSearchParams): AdminUsersFilters {
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    role: oneOf(ROLE_SLUGS, params.get('role')),
    status: oneOf(USER_STATUSES, params.get('status')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The user open in the drawer (`?user=ID`), or null. */
export function openUserId(params: URLSearchParams): number | null {
  const value = params.get('user') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** Changing a filter goes back to page 1; empty values leave the URL. */
export function usersParamsWith(
  params: URLSearchParams,
  changes: Partial<AdminUsersFilters> & { user?: number | null },
): URLSearchParams {
  return listParamsWith(params, changes, FILTER_KEYS);
}

/** E-mail and phone of a user on one line, the phone as +7 (XXX) XXX-XX-XX. */
export function contactsOf(user: Pick<AdminUser, 'email' | 'phone'>): string {
  return [user.email, user.phone ? formatPhone(user.phone) : ''].filter(Boolean).join(' · ');
}

/** What a token was issued for, in Russian ('web': the browser cabinet). */
const SESSION_NAMES: Record<string, string> = { web: 'Браузер' };

/** A session's line: what it was issued for and its number, which tells sessions apart. */
export function sessionTitle(session: Pick<UserSession, 'id' | 'name'>): string {
  return `${SESSION_NAMES[session.name] ?? (session.name || 'Сеанс')} №${session.id}`;
}
