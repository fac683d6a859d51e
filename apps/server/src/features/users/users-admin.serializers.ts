import { formatPersonName } from '@kabinet/domain/shared';
import { roleName, type AdminUser, type UserSession } from '@kabinet/domain/users';

import type { PersonalAccessTokenRow } from '../../db/schema/auth.ts';
import type { UserRow } from '../../db/schema/users.ts';

/** What a row of the admin's users list shows beyond the user row itself. */
export type AdminUserExtras = { companiesCount: number; lastActivityAt: Date | null };

/** A row of GET /admin/users ('' for a missing contact, SPEC §5). */
export function serializeAdminUser(user: UserRow, extras: AdminUserExtras): AdminUser {
  return {
    id: user.id,
    name: formatPersonName(user.lastName, user.name, user.patronymic),
    email: user.email ?? '',
    phone: user.phone ?? '',
    role: { role_name: roleName(user.roleSlug), role_slug: user.roleSlug },
    status: user.status,
    companies_count: extras.companiesCount,
    last_activity_at: extras.lastActivityAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

/** A session (personal access token); `currentTokenId` is the caller's own. */
export function serializeSession(
  token: PersonalAccessTokenRow,
  currentTokenId: number,
): UserSession {
  return {
    id: token.id,
    name: token.name,
    created_at: token.createdAt.toISOString(),
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
    expires_at: token.expiresAt.toISOString(),
    current: token.id === currentTokenId,
  };
}
