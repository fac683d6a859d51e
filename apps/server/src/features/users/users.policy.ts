import { isAdmin } from '@kabinet/domain/shared';

import type { UserRow } from '../../db/schema/users.ts';

/** Contract PUT /api/v1/users/{id}: a user edits themself; admin and crm edit anyone (SPEC §6). */
export function canEditUser(actor: Pick<UserRow, 'id' | 'roleSlug'>, targetId: number): boolean {
  return actor.id === targetId || isAdmin(actor.roleSlug);
}

/** Only admin and crm block or unblock accounts, and never their own. */
export function canChangeStatus(
  actor: Pick<UserRow, 'id' | 'roleSlug'>,
  targetId: number,
): boolean {
  return actor.id !== targetId && isAdmin(actor.roleSlug);
}

/** The admin area's users — roles, blocks, sessions — is for admin and crm (SPEC §6). */
export function canAdministerUsers(actor: Pick<UserRow, 'roleSlug'>): boolean {
  return isAdmin(actor.roleSlug);
}
