import type { RoleSlug } from '@kabinet/domain/users';

import type { UserRow } from '../../db/schema/users.ts';
import type { AuditEntryInput } from '../audit/audit.service.ts';

import { userSubject } from './users-status.mapping.ts';

/** The audit entry of `actor` changing the role of `target` to `role`. */
export function roleChangeEntry(
  actor: Pick<UserRow, 'id'>,
  target: UserRow,
  role: RoleSlug,
): AuditEntryInput {
  return {
    actorId: actor.id,
    action: 'user.role_changed',
    companyId: null,
    subject: userSubject(target),
    before: { role_slug: target.roleSlug },
    after: { role_slug: role },
  };
}

/** The audit entry of `actor` ending `ended` of the `sessions` working sessions of `target`. */
export function sessionsEndedEntry(
  actor: Pick<UserRow, 'id'>,
  target: UserRow,
  sessions: number,
  ended: number,
): AuditEntryInput {
  return {
    actorId: actor.id,
    action: 'user.sessions_ended',
    companyId: null,
    subject: userSubject(target),
    before: { sessions },
    after: { sessions: sessions - ended },
  };
}
