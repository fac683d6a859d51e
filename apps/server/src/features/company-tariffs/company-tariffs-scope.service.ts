import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';

import {
  companyNotFound,
  companyTariffNotFound,
  noActiveCompany,
  notYourCompany,
} from './company-tariffs.errors.ts';
import { canSeeCompanyTariffs } from './company-tariffs.policy.ts';
import * as repo from './company-tariffs.repository.ts';

/** The caller as company-scoped calls see them. */
export type Actor = Pick<UserRow, 'id' | 'roleSlug' | 'activeCompanyId'>;

/** Which company a call is about, and access to one company tariff (checks first). */
export function createCompanyScope(deps: { db: Db }) {
  const { db } = deps;
  return { resolveCompanyId, findActiveCompanyId, getVisibleTariff };

  /** The asked company, else the active one; 422 with none, 403 when not the caller's. */
  async function resolveCompanyId(actor: Actor, companyId?: number): Promise<number> {
    const id = companyId ?? actor.activeCompanyId;
    if (!id) throw noActiveCompany();
    if (!(await canSeeCompanyTariffs(db, actor, id))) throw notYourCompany();
    if (!(await repo.findCompany(db, id))) throw companyNotFound();
    return id;
  }

  /** The active company when the caller may use it, else null (catalogue reads need none). */
  async function findActiveCompanyId(actor: Actor): Promise<number | null> {
    const id = actor.activeCompanyId;
    if (!id || !(await canSeeCompanyTariffs(db, actor, id))) return null;
    return id;
  }

  /** A company tariff of a company the caller belongs to; 404 otherwise (no existence leak). */
  async function getVisibleTariff(actor: Actor, id: number) {
    const row = await repo.findCompanyTariff(db, id);
    if (!row || !(await canSeeCompanyTariffs(db, actor, row.companyId))) {
      throw companyTariffNotFound();
    }
    return row;
  }
}

export type CompanyScope = ReturnType<typeof createCompanyScope>;
