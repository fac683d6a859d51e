export {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_TYPES,
  type AuditAction,
  type AuditSubjectType,
} from './audit-actions.ts';
export {
  auditEntrySchema,
  auditQuerySchema,
  auditStateSchema,
  type AuditEntry,
  type AuditQuery,
  type AuditState,
} from './audit.schemas.ts';
