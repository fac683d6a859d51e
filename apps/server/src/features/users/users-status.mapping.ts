import { formatPersonName } from '@kabinet/domain/shared';
import type { UserStatus } from '@kabinet/domain/users';

import type { UserRow } from '../../db/schema/users.ts';
import type { AuditEntryInput } from '../audit/audit.service.ts';

/**
 * Issue 12: the audit entry of a block (→ BLOCKED) or an unblock (BLOCKED → ACTIVE) of `target`
 * by `actor`; null when the status does not change that way.
 */
export function statusChangeEntry(
  actor: Pick<UserRow, 'id'>,
  target: UserRow,
  status: UserStatus | undefined,
  companyId: number | undefined,
): AuditEntryInput | null {
  if (status === undefined || status === target.status) return null;
  const blocked = status === 'BLOCKED';
  if (!blocked && target.status !== 'BLOCKED') return null;
  return {
    actorId: actor.id,
    action: blocked ? 'user.blocked' : 'user.unblocked',
    companyId: companyId ?? null,
    subject: {
      type: 'user',
      id: target.id,
      name: formatPersonName(target.lastName, target.name, target.patronymic),
    },
    before: { status: target.status },
    after: { status },
  };
}
