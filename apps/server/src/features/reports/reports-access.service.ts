import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { canUseCompany, findCompanyPosition } from '../companies/companies.policy.ts';

import { companyNotFound, notReportsStaff, reportNotFound } from './reports.errors.ts';
import * as repo from './reports.repository.ts';

/** The caller of the reads and of the staff's calls. */
export type ReportsReader = Pick<UserRow, 'id' | 'roleSlug'>;

/**
 * Who may see and do what with a company's reports — whoever sees the company sees
 * them (404 otherwise, nothing revealed); its assigned managers and admins keep them (403).
 */
export function createReportsAccess(db: Db) {
  return { visibleCompany, staffCompany, visibleReport, isStaffOf };

  /** The company's name when the actor sees it; 404 otherwise. */
  async function visibleCompany(actor: ReportsReader, companyId: number): Promise<string> {
    const name = await repo.findCompanyName(db, companyId);
    if (name === null || (await findCompanyPosition(db, actor, companyId)) === null) {
      throw companyNotFound();
    }
    return name;
  }

  async function isStaffOf(actor: ReportsReader, companyId: number): Promise<boolean> {
    if (isAdmin(actor.roleSlug)) return true;
    return hasManagerRights(actor.roleSlug) && canUseCompany(db, actor.id, companyId);
  }

  async function staffCompany(actor: ReportsReader, companyId: number): Promise<string> {
    const name = await visibleCompany(actor, companyId);
    if (!(await isStaffOf(actor, companyId))) throw notReportsStaff();
    return name;
  }

  async function visibleReport(actor: ReportsReader, companyId: number, reportId: number) {
    const companyName = await visibleCompany(actor, companyId);
    const row = await repo.findReport(db, reportId);
    if (!row || row.companyId !== companyId) throw reportNotFound();
    return { row, companyName };
  }
}

export type ReportsAccess = ReturnType<typeof createReportsAccess>;
