import * as z from 'zod';

import { idFieldSchema } from '../shared/ids.ts';
import { listSearchSchema, pageQueryFields } from '../shared/page-query.ts';

import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from './audit-actions.ts';

// Audit log: every staff action that changes a client's data, with who, when, before
// and after. Entries are appended in the transaction of the change and never edited or deleted.

/** A state before or after the change: a small JSON object (`{ status }`, `{ managers }`…). */
export const auditStateSchema = z.record(z.string(), z.unknown());
/** A state before or after an audited change. */
export type AuditState = z.infer<typeof auditStateSchema>;

const refSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * One entry of GET /api/v1/admin/audit. `actor` null means the system did it (an automatic
 * assignment); `company` null, an action outside a company. Names are today's, `subject.name` is
 * the one recorded at the time of the change.
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actor: refSchema.nullable(),
  company: refSchema.nullable(),
  subject: z.object({
    type: z.enum(AUDIT_SUBJECT_TYPES),
    id: z.number().int().nullable(),
    name: z.string(),
  }),
  before: auditStateSchema.nullable(),
  after: auditStateSchema.nullable(),
  created_at: z.string(),
});
/** An audit log entry as the admin API answers it. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/v1/admin/audit: filters, text search and page pagination (newest first). */
export const auditQuerySchema = z.object({
  company_id: idFieldSchema.optional(),
  actor_id: idFieldSchema.optional(),
  action: z.enum(AUDIT_ACTIONS, 'Неизвестное действие.').optional(),
  search: listSearchSchema.optional(),
  ...pageQueryFields,
});
/** The parsed audit list query. */
export type AuditQuery = z.infer<typeof auditQuerySchema>;
