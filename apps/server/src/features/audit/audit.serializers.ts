import type { AuditEntry } from '@kabinet/domain/audit';
import { formatPersonName } from '@kabinet/domain/shared';

import type { AuditListRow } from './audit.repository.ts';

/**
 * An entry as GET /admin/audit answers it. An actor or company that no longer exists keeps its
 * id with an empty name; no actor at all means the system.
 */
export function serializeAuditEntry(row: AuditListRow): AuditEntry {
  const { entry, actor } = row;
  return {
    id: entry.id,
    action: entry.action as AuditEntry['action'],
    actor:
      entry.actorId === null
        ? null
        : {
            id: entry.actorId,
            name: actor ? formatPersonName(actor.lastName, actor.name, actor.patronymic) : '',
          },
    company: entry.companyId === null ? null : { id: entry.companyId, name: row.companyName ?? '' },
    subject: {
      type: entry.subjectType as AuditEntry['subject']['type'],
      id: entry.subjectId,
      name: entry.subjectName,
    },
    before: entry.before,
    after: entry.after,
    created_at: entry.createdAt.toISOString(),
  };
}
