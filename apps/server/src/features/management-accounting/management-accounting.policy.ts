import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { canUseCompany } from '../companies/companies.policy.ts';

/** The caller of management accounting's calls. */
export type ManagementActor = Pick<UserRow, 'id' | 'roleSlug'>;

/** A company's figures and reports are seen by its members, its staff, admin and crm. */
export async function canSeeCompanyFigures(db: Db, actor: ManagementActor, companyId: number) {
  return isAdmin(actor.roleSlug) || canUseCompany(db, actor.id, companyId);
}

/** Reports and adjustments are made by admin and crm anywhere, and assigned managers. */
export async function canManageCompanyFigures(db: Db, actor: ManagementActor, companyId: number) {
  if (isAdmin(actor.roleSlug)) return true;
  return hasManagerRights(actor.roleSlug) && canUseCompany(db, actor.id, companyId);
}
