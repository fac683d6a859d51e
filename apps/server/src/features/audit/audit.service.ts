import type {
  AuditAction,
  AuditEntry,
  AuditQuery,
  AuditState,
  AuditSubjectType,
} from '@kabinet/domain/audit';
import { isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ListPage } from '../../platform/page-answer.ts';

import { auditAdminOnly } from './audit.errors.ts';
import { insertAuditEntry, listAuditPage } from './audit.repository.ts';
import { serializeAuditEntry } from './audit.serializers.ts';

/** One staff action to record: who (null for the system), what, where, before and after. */
export type AuditEntryInput = {
  actorId: number | null;
  action: AuditAction;
  companyId: number | null;
  subject: { type: AuditSubjectType; id: number | null; name: string };
  before: AuditState | null;
  after: AuditState | null;
};

/**
 * Records an entry in the transaction `tx` of the change it describes, so the entry
 * exists exactly when the change does. Other features take this as a port (services.ts).
 */
export type RecordAudit = (tx: Db, entry: AuditEntryInput) => Promise<void>;

/** Audit log: appending entries and the admin's read of them; nothing else. */
export function createAuditService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return { record, listEntries };

  async function record(tx: Db, entry: AuditEntryInput): Promise<void> {
    await insertAuditEntry(tx, {
      actorId: entry.actorId,
      action: entry.action,
      companyId: entry.companyId,
      subjectType: entry.subject.type,
      subjectId: entry.subject.id,
      subjectName: entry.subject.name,
      before: entry.before,
      after: entry.after,
      createdAt: clock.now(),
    });
  }

  /** GET /admin/audit: admin and crm only; newest first. */
  async function listEntries(
    actor: Pick<UserRow, 'id' | 'roleSlug'>,
    query: AuditQuery,
  ): Promise<ListPage<AuditEntry>> {
    if (!isAdmin(actor.roleSlug)) throw auditAdminOnly();
    const { rows, total } = await listAuditPage(
      db,
      {
        companyId: query.company_id,
        actorId: query.actor_id,
        action: query.action,
        search: query.search,
      },
      { page: query.page, perPage: query.per_page },
    );
    return {
      data: rows.map(serializeAuditEntry),
      total,
      page: query.page,
      perPage: query.per_page,
    };
  }
}

export type AuditService = ReturnType<typeof createAuditService>;
