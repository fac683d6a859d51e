import { formatPersonName } from '@kabinet/domain/shared';
import type { UserStatus } from '@kabinet/domain/users';

import type { UserRow } from '../../db/schema/users.ts';
import type { AuditEntryInput } from '../audit/audit.service.ts';

/** Where a status change comes from: the company it was done from, the reason given. */
export type StatusChangeContext = { companyId?: number | undefined; reason?: string | undefined };

/** The subject of an audit entry about `user`: their full name at the time of the change. */
export function userSubject(user: UserRow): AuditEntryInput['subject'] {
  return {
    type: 'user',
    id: user.id,
    name: formatPersonName(user.lastName, user.name, user.patronymic),
  };
}

/**
 * The audit entry of a block (→ BLOCKED) or an unblock (BLOCKED → ACTIVE) of `target`
 * by `actor`, with the reason when one was given; null when the status does not change that way.
 */
export function statusChangeEntry(
  actor: Pick<UserRow, 'id'>,
  target: UserRow,
  status: UserStatus | undefined,
  context: StatusChangeContext = {},
): AuditEntryInput | null {
  if (status === undefined || status === target.status) return null;
  const blocked = status === 'BLOCKED';
  if (!blocked && target.status !== 'BLOCKED') return null;
  return {
    actorId: actor.id,
    action: blocked ? 'user.blocked' : 'user.unblocked',
    companyId: context.companyId ?? null,
    subject: userSubject(target),
    before: { status: target.status },
    after: context.reason ? { status, reason: context.reason } : { status },
  };
}
