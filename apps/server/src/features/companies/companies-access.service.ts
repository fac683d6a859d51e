import {
  canEditCompany,
  canManageUsers,
  type CurrentUserPosition,
} from '@kabinet/domain/companies';

import type { Db } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';

import { cannotEditCompany, cannotManageUsers, companyNotFound } from './companies.errors.ts';
import { findCompanyPosition, type Actor } from './companies.policy.ts';
import { findCompanyById } from './companies.repository.ts';

/**
 * docs/decisions/006: what another feature does when a user may no longer use a
 * company (removed, left, or unassigned as its manager) — the chat takes them out of the
 * company's conversations. Runs in the removal's transaction `tx`; the answer publishes after
 * commit. The hook checks itself whether the user still can use the company another way.
 */
export type CompanyAccessLost = (
  tx: Db,
  change: { companyId: number; userId: number; byUserId: number },
) => Promise<() => void>;

/**
 * What another feature does when staff are assigned to a company — the chat adds them
 * to the company's conversations. Runs in the assignment's transaction `tx`; the answer
 * publishes after commit.
 */
export type CompanyAccessGained = (
  tx: Db,
  change: { companyId: number; userId: number },
) => Promise<() => Promise<void>>;

/** A visible company with the caller's relation to it. */
export type CompanyAccess = { company: CompanyRow; position: CurrentUserPosition };

/**
 * The first step of every company-scoped call: the company as the actor may see it. A company
 * that is not visible answers exactly like a missing one (security R14).
 */
export function createCompanyAccess(db: Db) {
  return { view, edit, manageUsers };

  async function view(actor: Actor, companyId: number): Promise<CompanyAccess> {
    const company = await findCompanyById(db, companyId);
    const position = company ? await findCompanyPosition(db, actor, companyId) : null;
    if (!company || !position) throw companyNotFound();
    return { company, position };
  }

  async function edit(actor: Actor, companyId: number): Promise<CompanyAccess> {
    const found = await view(actor, companyId);
    if (!canEditCompany(found.position)) throw cannotEditCompany();
    return found;
  }

  async function manageUsers(actor: Actor, companyId: number): Promise<CompanyAccess> {
    const found = await view(actor, companyId);
    if (!canManageUsers(found.position)) throw cannotManageUsers();
    return found;
  }
}

export type CompanyAccessService = ReturnType<typeof createCompanyAccess>;
