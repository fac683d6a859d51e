import { z } from 'zod';

import { idFieldSchema } from '../shared/ids.ts';
import { listSearchSchema, pageQueryFields } from '../shared/page-query.ts';

import { ROLE_SLUGS, USER_STATUSES } from './roles.ts';

// «Admin → Users»: every account of the firm and its clients, as admin and crm manage
// them: the role, a block with its reason, and the account's sessions.

/** The shortest and the longest reason of a block (the audit log keeps it). */
export const BLOCK_REASON_MIN = 3;
export const BLOCK_REASON_MAX = 500;

/** GET /admin/users: text search (name, e-mail, phone), role and status filters, pages. */
export const adminUsersQuerySchema = z.object({
  search: listSearchSchema.optional(),
  role: z.enum(ROLE_SLUGS, 'Неизвестная роль.').optional(),
  status: z.enum(USER_STATUSES, 'Неверный статус.').optional(),
  ...pageQueryFields,
});
/** The parsed users list query. */
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/**
 * A row of GET /admin/users. `name` is the full name («Фамилия Имя Отчество»); `companies_count`
 * counts the companies the user belongs to or is assigned to; `last_activity_at` is the latest
 * use of any of the user's sessions (null when none was ever used).
 */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.object({ role_name: z.string(), role_slug: z.enum(ROLE_SLUGS) }),
  status: z.enum(USER_STATUSES),
  companies_count: z.number().int(),
  last_activity_at: z.string().nullable(),
  created_at: z.string(),
});
/** A user in the admin's users list. */
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `{id}` of /admin/users/{id}/…. */
export const adminUserParamsSchema = z.object({ id: idFieldSchema });

/** `{id}` and `{tokenId}` of DELETE /admin/users/{id}/sessions/{tokenId}. */
export const adminUserSessionParamsSchema = z.object({
  id: idFieldSchema,
  tokenId: idFieldSchema,
});

/** PATCH /admin/users/{id}/role: the new role slug (SPEC §6). */
export const changeRoleBodySchema = z.object({
  role_slug: z.enum(ROLE_SLUGS, 'Выберите роль из списка.'),
});
/** The body of PATCH /admin/users/{id}/role. */
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

const maxReason = `Не длиннее ${BLOCK_REASON_MAX} символов.`;

/** Why an account is blocked: required, 3 to 500 characters (trimmed). */
export const blockReasonSchema = z
  .string('Укажите причину блокировки.')
  .trim()
  .min(1, 'Укажите причину блокировки.')
  .min(BLOCK_REASON_MIN, `Причина — не короче ${BLOCK_REASON_MIN} символов.`)
  .max(BLOCK_REASON_MAX, maxReason);

/** POST /admin/users/{id}/block: why the account is blocked. */
export const blockUserBodySchema = z.object({ reason: blockReasonSchema });
/** The body of POST /admin/users/{id}/block. */
export type BlockUserBody = z.infer<typeof blockUserBodySchema>;

/** Why an account is unblocked: optional, up to 500 characters (trimmed). */
export const unblockReasonSchema = z
  .string('Причина — это текст.')
  .trim()
  .max(BLOCK_REASON_MAX, maxReason);

/** POST /admin/users/{id}/unblock: an optional reason ('' gives none); the body may be left out. */
export const unblockUserBodySchema = z.object({ reason: unblockReasonSchema.nullish() }).nullish();
/** The body of POST /admin/users/{id}/unblock. */
export type UnblockUserBody = z.infer<typeof unblockUserBodySchema>;

/**
 * A session of GET /admin/users/{id}/sessions: one personal access token. `name` is what the
 * token was issued for ('web'); `current` marks the admin's own session of this very request.
 */
export const userSessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
  current: z.boolean(),
});
/** A session of a user as the admin sees it. */
export type UserSession = z.infer<typeof userSessionSchema>;

/** DELETE /admin/users/{id}/sessions(/{tokenId}): how many sessions were ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });
/** The answer of ending sessions. */
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
