import { isAdmin } from '@kabinet/domain/shared';

import type { UserRow } from '../../db/schema/users.ts';

/** The admin catalogue (/admin/params) is for admin and crm only. */
export function canEditCatalogue(actor: Pick<UserRow, 'roleSlug'>): boolean {
  return isAdmin(actor.roleSlug);
}
