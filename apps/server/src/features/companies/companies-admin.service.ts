import type {
  AdminCompaniesQuery,
  AdminCompanyChangesBody,
  Company,
} from '@kabinet/domain/companies';
import { hasManagerRights } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ListPage } from '../../platform/page-answer.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import type { UsersService } from '../users/users.service.ts';

import { createAdminManagersService } from './companies-admin-managers.service.ts';
import { adminGuards, createCompaniesAdminStaffService } from './companies-admin-staff.service.ts';
import * as adminRepo from './companies-admin.repository.ts';
import { changesFromBody, requisitesErrors } from './companies-changes.mapping.ts';
import { fieldErrors, staffOnly } from './companies.errors.ts';
import { canAdministerCompanies, type Actor } from './companies.policy.ts';
import * as companiesRepo from './companies.repository.ts';
import { serializeCompany } from './companies.serializers.ts';
import type { CompaniesService } from './companies.service.ts';
import type { Staffing } from './companies-staffing.service.ts';

/** /admin/companies for admin and crm (SPEC §6): list, edit, managers, block company users. */
export function createCompaniesAdminService(deps: {
  db: Db;
  clock: Clock;
  companies: CompaniesService;
  users: UsersService;
  fileUrl: (key: string) => string;
  staffing: Staffing;
  /** The audit log's recorder. */
  audit: RecordAudit;
}) {
  const { db } = deps;
  const { assertAdmin, findCompany } = adminGuards(db);
  return {
    listCompanies,
    listServedCompanies,
    getCompany,
    updateCompany,
    ...createCompaniesAdminStaffService(deps),
    ...createAdminManagersService(deps),
  };

  async function listCompanies(
    actor: Actor,
    query: AdminCompaniesQuery,
  ): Promise<ListPage<Company>> {
    assertAdmin(actor);
    return pageOf(query);
  }

  /**
   * The clients of a staff member, «Клиенты» in their workspace: an admin's are every
   * company (as in the admin list), a manager's the companies assigned to them; clients get 403.
   */
  async function listServedCompanies(actor: Actor, query: AdminCompaniesQuery) {
    if (canAdministerCompanies(actor)) return pageOf(query);
    if (!hasManagerRights(actor.roleSlug)) throw staffOnly();
    return pageOf({ ...query, manager_id: actor.id });
  }

  async function pageOf(query: AdminCompaniesQuery): Promise<ListPage<Company>> {
    const { rows, total } = await adminRepo.listCompaniesPage(
      db,
      {
        search: query.search,
        status: query.status,
        hasManager: query.has_manager,
        managerId: query.manager_id,
      },
      { page: query.page, perPage: query.per_page },
    );
    const loaded = await companiesRepo.withRelations(
      db,
      rows.map((row) => ({ ...row, position: 'staff' })),
    );
    return {
      data: loaded.map((row) => serializeCompany(row, deps.fileUrl)),
      total,
      page: query.page,
      perPage: query.per_page,
    };
  }

  async function getCompany(actor: Actor, companyId: number): Promise<Company> {
    assertAdmin(actor);
    await findCompany(companyId);
    return deps.companies.load(companyId, 'staff');
  }

  async function updateCompany(actor: Actor, companyId: number, body: AdminCompanyChangesBody) {
    assertAdmin(actor);
    const company = await findCompany(companyId);
    const changes = changesFromBody(company, body);
    const errors = requisitesErrors(company, changes);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    if (body.status) changes.columns.status = body.status;
    await db.transaction((tx) => deps.companies.applyChanges(tx, company.id, changes));
    return deps.companies.load(company.id, 'staff');
  }
}

export type CompaniesAdminService = ReturnType<typeof createCompaniesAdminService>;
