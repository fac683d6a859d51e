import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { auditLog, type AuditLogRow, type NewAuditLogRow } from '../../db/schema/audit.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

// The audit log's only two statements are an insert and a read. There is no update or
// delete here, by design (the database refuses them too: migration 0006).

/** Appends one entry, in the caller's transaction. */
export async function insertAuditEntry(db: Db, values: NewAuditLogRow): Promise<void> {
  await db.insert(auditLog).values(values);
}

export type AuditFilters = {
  companyId?: number | undefined;
  actorId?: number | undefined;
  action?: string | undefined;
  search?: string | undefined;
};

/** An entry with today's names of its actor and company (null when there is none any more). */
export type AuditListRow = {
  entry: AuditLogRow;
  actor: { id: number; name: string; lastName: string | null; patronymic: string | null } | null;
  companyName: string | null;
};

const actors = alias(users, 'actors');
const actorName = sql`concat_ws(' ', ${actors.lastName}, ${actors.name}, ${actors.patronymic})`;

function filtersToWhere(filters: AuditFilters): SQL | undefined {
  const search = filters.search?.trim();
  const pattern = search ? containsPattern(search) : '';
  return and(
    filters.companyId ? eq(auditLog.companyId, filters.companyId) : undefined,
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    search
      ? or(
          ilike(auditLog.subjectName, pattern),
          ilike(companies.name, pattern),
          sql`${actorName} ilike ${pattern}`,
          sql`coalesce(${auditLog.before}::text, '') ilike ${pattern}`,
          sql`coalesce(${auditLog.after}::text, '') ilike ${pattern}`,
        )
      : undefined,
  );
}

/** One page of entries, newest first, with the total count. */
export async function listAuditPage(
  db: Db,
  filters: AuditFilters,
  page: { page: number; perPage: number },
): Promise<{ rows: AuditListRow[]; total: number }> {
  const where = filtersToWhere(filters);
  const [counted] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .where(where);
  const rows = await db
    .select({
      entry: auditLog,
      actor: {
        id: actors.id,
        name: actors.name,
        lastName: actors.lastName,
        patronymic: actors.patronymic,
      },
      companyName: companies.name,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { rows, total: counted?.value ?? 0 };
}
