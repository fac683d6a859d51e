import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { canUseCompany } from '../companies/companies.policy.ts';

type Actor = Pick<UserRow, 'id' | 'roleSlug'>;

/** A company's invoices and balance are seen by its members, its staff, admin and crm. */
export async function canSeeCompanyBilling(db: Db, actor: Actor, companyId: number) {
  return isAdmin(actor.roleSlug) || canUseCompany(db, actor.id, companyId);
}

/** Payments, refunds and cancellations — admin and crm anywhere, assigned managers. */
export async function canManageCompanyBilling(db: Db, actor: Actor, companyId: number) {
  if (isAdmin(actor.roleSlug)) return true;
  return hasManagerRights(actor.roleSlug) && canUseCompany(db, actor.id, companyId);
}
