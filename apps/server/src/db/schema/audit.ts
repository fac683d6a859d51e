import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

// Descending with nulls first, as `order by … desc` reads them, so the planner can use them.
const newestFirst = (table: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  [table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()] as const;

/**
 * Audit log: staff actions that changed a client's data, appended in the transaction
 * of the change. Append-only: the application has no update or delete of it, and a trigger
 * (migration 0006) refuses both in the database. No foreign keys: an entry outlives the user,
 * company or tariff it names (their ids stay as they were, `subject_name` keeps the name).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    /** Who did it; null for the system (an automatic assignment). */
    actorId: integer(),
    action: text().notNull(),
    companyId: integer(),
    subjectType: text().notNull(),
    subjectId: integer(),
    subjectName: text().notNull().default(''),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_at_index').on(...newestFirst(table)),
    index('audit_log_company_id_index').on(table.companyId, ...newestFirst(table)),
    index('audit_log_actor_id_index').on(table.actorId, ...newestFirst(table)),
    index('audit_log_action_index').on(table.action, ...newestFirst(table)),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
