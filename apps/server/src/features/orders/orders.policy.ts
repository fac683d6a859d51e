import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { canUseCompany } from '../companies/companies.policy.ts';

/** The caller of the orders calls. */
export type OrdersActor = Pick<UserRow, 'id' | 'roleSlug'>;

/** A company's orders are seen (and made) by its members, its staff, admin and crm. */
export async function canSeeCompanyOrders(db: Db, actor: OrdersActor, companyId: number) {
  return isAdmin(actor.roleSlug) || canUseCompany(db, actor.id, companyId);
}

/** Staff move orders on — admin and crm anywhere, managers in their companies. */
export async function canManageCompanyOrders(db: Db, actor: OrdersActor, companyId: number) {
  if (isAdmin(actor.roleSlug)) return true;
  return hasManagerRights(actor.roleSlug) && canUseCompany(db, actor.id, companyId);
}
