import type {
  AdminCompaniesQuery,
  AdminCompanyChangesBody,
  Company,
  CompanyUser,
  ManagerOption,
} from '@kabinet/domain/companies';
import { hasManagerRights } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { UsersService } from '../users/users.service.ts';

import * as adminRepo from './companies-admin.repository.ts';
import { changesFromBody, requisitesErrors } from './companies-changes.ts';
import {
  adminOnly,
  companyNotFound,
  companyUserNotFound,
  fieldErrors,
  managerRoleRequired,
} from './companies.errors.ts';
import { canAdministerCompanies, type Actor } from './companies.policy.ts';
import * as companiesRepo from './companies.repository.ts';
import { serializeCompany, serializeCompanyUser } from './companies.serializers.ts';
import type { CompaniesService } from './companies.service.ts';

/** A page of the admin list before the links are built. */
export type CompaniesPage = { data: Company[]; total: number; page: number; perPage: number };

/** /admin/companies for admin and crm (SPEC §6): list, edit, managers, block company users. */
export function createCompaniesAdminService(deps: {
  db: Db;
  clock: Clock;
  companies: CompaniesService;
  users: UsersService;
  fileUrl: (key: string) => string;
}) {
  const { db } = deps;
  return {
    listCompanies,
    getCompany,
    updateCompany,
    assignManager,
    unassignManager,
    setUserBlocked,
    listManagers,
  };

  function assertAdmin(actor: Actor) {
    if (!canAdministerCompanies(actor)) throw adminOnly();
  }

  async function findCompany(companyId: number) {
    const company = await companiesRepo.findCompanyById(db, companyId);
    if (!company) throw companyNotFound();
    return company;
  }

  async function listCompanies(actor: Actor, query: AdminCompaniesQuery): Promise<CompaniesPage> {
    assertAdmin(actor);
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

  async function assignManager(actor: Actor, companyId: number, userId: number) {
    assertAdmin(actor);
    await findCompany(companyId);
    const manager = await companiesRepo.findUser(db, userId);
    if (!manager || !hasManagerRights(manager.roleSlug)) throw managerRoleRequired();
    await adminRepo.assignStaff(db, { companyId, userId, assignedBy: actor.id });
    return deps.companies.load(companyId, 'staff');
  }

  async function unassignManager(actor: Actor, companyId: number, userId: number) {
    assertAdmin(actor);
    await findCompany(companyId);
    await adminRepo.unassignStaff(db, companyId, userId);
    return deps.companies.load(companyId, 'staff');
  }

  /** Reuses the users feature: blocking revokes the user's tokens and drops their sockets. */
  async function setUserBlocked(
    actor: Actor,
    companyId: number,
    userId: number,
    blocked: boolean,
  ): Promise<CompanyUser> {
    assertAdmin(actor);
    await findCompany(companyId);
    const members = await companiesRepo.listMembers(db, [companyId]);
    const member = members.find((item) => item.user.id === userId);
    if (!member) throw companyUserNotFound();
    await deps.users.updateUser(actor, userId, { status: blocked ? 'BLOCKED' : 'ACTIVE' });
    const user = await companiesRepo.findUser(db, userId);
    return serializeCompanyUser({ ...member, user: user ?? member.user });
  }

  async function listManagers(actor: Actor): Promise<ManagerOption[]> {
    assertAdmin(actor);
    const staff = await adminRepo.listStaff(db);
    return staff.map((user) => ({
      id: user.id,
      name: [user.lastName, user.name, user.patronymic].filter(Boolean).join(' '),
    }));
  }
}

export type CompaniesAdminService = ReturnType<typeof createCompaniesAdminService>;
