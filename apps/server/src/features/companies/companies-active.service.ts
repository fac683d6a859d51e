import type { Company, CurrentUserPosition } from '@kabinet/domain/companies';
import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';

import { cannotSeeUser } from './companies.errors.ts';
import { findCompanyPosition, type Actor } from './companies.policy.ts';
import * as companiesRepo from './companies.repository.ts';
import { serializeCompany } from './companies.serializers.ts';

/** GET companies/active-by-user-id/{id}: the user's active company (or their first one). */
export function createActiveCompanyService(deps: {
  db: Db;
  fileUrl: (key: string) => string;
  load: (companyId: number, position: CurrentUserPosition) => Promise<Company>;
}) {
  const { db, load } = deps;
  return { getActiveByUserId };

  /** GET companies/active-by-user-id/{id}: self, admin/crm, or staff assigned to that company. */
  async function getActiveByUserId(actor: Actor, userId: number): Promise<Company | null> {
    const staff = hasManagerRights(actor.roleSlug);
    if (actor.id !== userId && !staff) throw cannotSeeUser();
    const user = await companiesRepo.findUser(db, userId);
    if (!user) throw cannotSeeUser();
    const companies = await companiesRepo.listCompaniesOfUser(db, userId);
    const active =
      companies.find((row) => row.id === user.activeCompanyId && row.position !== 'manager') ??
      companies.find((row) => row.position !== 'manager') ??
      null;
    if (!active) return null;
    if (actor.id === userId) return serializeCompany(active, deps.fileUrl);
    const position = await findCompanyPosition(db, actor, active.id);
    if (!position || (!isAdmin(actor.roleSlug) && position === 'staff')) throw cannotSeeUser();
    return load(active.id, position);
  }
}
