import { canEditCompany } from '@kabinet/domain/companies';
import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { canUseCompany, findCompanyPosition } from '../companies/companies.policy.ts';

import {
  cannotEditReferral,
  companyNotFound,
  noActiveCompany,
  staffOnly,
} from './referral.errors.ts';
import { findCompanyName } from './referral.repository.ts';

/** The caller, with the active company the spec's `companies/current/…` calls mean. */
export type ReferralCaller = Pick<UserRow, 'id' | 'roleSlug'> & { activeCompanyId: number | null };

/**
 * A company's referral is seen by its members and its staff (404 otherwise, nothing
 * revealed); connected and changed by those who may edit the company (403).
 */
export function createReferralAccess(db: Db) {
  return { visibleCompany, currentCompany, editableCurrentCompany, isStaffOf, assertStaff };

  async function visibleCompany(actor: ReferralCaller, companyId: number) {
    const name = await findCompanyName(db, companyId);
    const position = name === null ? null : await findCompanyPosition(db, actor, companyId);
    if (name === null || position === null) throw companyNotFound();
    return { companyId, name, position };
  }

  /** `current` = the actor's active company (422 with none). */
  async function currentCompany(actor: ReferralCaller) {
    if (!actor.activeCompanyId) throw noActiveCompany();
    return visibleCompany(actor, actor.activeCompanyId);
  }

  async function editableCurrentCompany(actor: ReferralCaller) {
    const found = await currentCompany(actor);
    if (!canEditCompany(found.position)) throw cannotEditReferral();
    return found;
  }

  /** Admins, and managers assigned to the company. */
  async function isStaffOf(actor: ReferralCaller, companyId: number): Promise<boolean> {
    if (isAdmin(actor.roleSlug)) return true;
    return hasManagerRights(actor.roleSlug) && canUseCompany(db, actor.id, companyId);
  }

  function assertStaff(actor: ReferralCaller): void {
    if (!hasManagerRights(actor.roleSlug)) throw staffOnly();
  }
}

export type ReferralAccess = ReturnType<typeof createReferralAccess>;
