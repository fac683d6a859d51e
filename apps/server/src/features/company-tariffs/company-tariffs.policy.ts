import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { canUseCompany } from '../companies/companies.policy.ts';

type Actor = Pick<UserRow, 'id' | 'roleSlug'>;

/** ARCHITECTURE §2: a company's tariffs are seen by its members, and by admin and crm. */
export async function canSeeCompanyTariffs(db: Db, actor: Actor, companyId: number) {
  return isAdmin(actor.roleSlug) || canUseCompany(db, actor.id, companyId);
}

/** Staff moving a tariff on — admin and crm anywhere, managers of their companies. */
export async function canManageCompanyTariffs(db: Db, actor: Actor, companyId: number) {
  if (isAdmin(actor.roleSlug)) return true;
  return hasManagerRights(actor.roleSlug) && canUseCompany(db, actor.id, companyId);
}
