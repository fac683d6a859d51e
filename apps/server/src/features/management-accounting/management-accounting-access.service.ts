import type { Db } from '../../db/client.ts';
import {
  companyClientUserIds,
  companyStaffUserIds,
} from '../companies/companies-audience.service.ts';

import {
  companyNotFound,
  noActiveCompany,
  notManagementStaff,
} from './management-accounting.errors.ts';
import {
  canManageCompanyFigures,
  canSeeCompanyFigures,
  type ManagementActor,
} from './management-accounting.policy.ts';
import { findCompanyName } from './management-accounting.repository.ts';

/** The caller, with the active company the spec's `companies/current/…` calls mean. */
export type CurrentActor = ManagementActor & { activeCompanyId: number | null };

/**
 * Who may see and do what — a company's figures and reports are seen by its audience
 * (404 otherwise, nothing revealed), made by its staff (403).
 */
export function createManagementAccess(db: Db) {
  return { visibleCompany, staffCompany, currentCompany, audienceOf };

  /** The company's name when the actor sees it; 404 otherwise. */
  async function visibleCompany(actor: ManagementActor, companyId: number): Promise<string> {
    const name = await findCompanyName(db, companyId);
    if (name === null || !(await canSeeCompanyFigures(db, actor, companyId))) {
      throw companyNotFound();
    }
    return name;
  }

  async function staffCompany(actor: ManagementActor, companyId: number): Promise<string> {
    const name = await visibleCompany(actor, companyId);
    if (!(await canManageCompanyFigures(db, actor, companyId))) throw notManagementStaff();
    return name;
  }

  /** `current` = the actor's active company (422 with none). */
  async function currentCompany(actor: CurrentActor): Promise<number> {
    if (!actor.activeCompanyId) throw noActiveCompany();
    await visibleCompany(actor, actor.activeCompanyId);
    return actor.activeCompanyId;
  }

  /** Everyone who sees the company: its client users and its staff. */
  async function audienceOf(companyId: number): Promise<number[]> {
    const [clients, staff] = await Promise.all([
      companyClientUserIds(db, companyId),
      companyStaffUserIds(db, companyId),
    ]);
    return [...clients, ...staff];
  }
}

export type ManagementAccess = ReturnType<typeof createManagementAccess>;
