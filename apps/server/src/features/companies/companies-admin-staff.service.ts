import type { CompanyUser } from '@kabinet/domain/companies';
import { hasManagerRights } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { UsersService } from '../users/users.service.ts';

import {
  adminOnly,
  companyNotFound,
  companyUserNotFound,
  managerRoleRequired,
} from './companies.errors.ts';
import { canAdministerCompanies, type Actor } from './companies.policy.ts';
import * as adminRepo from './companies-admin.repository.ts';
import * as companiesRepo from './companies.repository.ts';
import { serializeCompanyUser } from './companies.serializers.ts';
import type { CompaniesService } from './companies.service.ts';
import type { Staffing } from './companies-staffing.service.ts';

/** The first step of every admin call: role admin or crm, then the company must exist. */
export function adminGuards(db: Db) {
  return {
    assertAdmin(actor: Actor) {
      if (!canAdministerCompanies(actor)) throw adminOnly();
    },
    async findCompany(companyId: number) {
      const company = await companiesRepo.findCompanyById(db, companyId);
      if (!company) throw companyNotFound();
      return company;
    },
  };
}

/** Staff of a company in the admin area: assign/unassign managers, block/unblock its users. */
export function createCompaniesAdminStaffService(deps: {
  db: Db;
  companies: CompaniesService;
  users: UsersService;
  staffing: Staffing;
}) {
  const { db, staffing } = deps;
  const { assertAdmin, findCompany } = adminGuards(db);
  return { assignManager, replaceManager, unassignManager, setUserBlocked };

  async function assignManager(actor: Actor, companyId: number, userId: number) {
    assertAdmin(actor);
    const company = await findCompany(companyId);
    const manager = await companiesRepo.findUser(db, userId);
    if (!manager || !hasManagerRights(manager.roleSlug)) throw managerRoleRequired();
    const publish = await db.transaction((tx) =>
      staffing.assign(tx, { company, manager, actorId: actor.id, action: 'manager.assigned' }),
    );
    await publish();
    return deps.companies.load(companyId, 'staff');
  }

  /**
   * «Сменить менеджера»: in one transaction the new manager is assigned (joining the
   * company's conversations with their history) and every other assigned manager is unassigned
   * (leaving them, ADR 008), each step audited; events go out after commit. Replacing the only
   * manager with themselves changes and records nothing.
   */
  async function replaceManager(actor: Actor, companyId: number, userId: number) {
    assertAdmin(actor);
    const company = await findCompany(companyId);
    const manager = await companiesRepo.findUser(db, userId);
    if (!manager || !hasManagerRights(manager.roleSlug)) throw managerRoleRequired();
    const publishers = await db.transaction(async (tx) => {
      await adminRepo.lockCompanyRow(tx, company.id);
      const assigned = await staffing.assign(tx, {
        company,
        manager,
        actorId: actor.id,
        action: 'manager.assigned',
      });
      const previous = await staffing.listManagerIds(tx, company.id);
      const unassigned = [];
      for (const previousId of previous.filter((id) => id !== manager.id)) {
        unassigned.push(
          await staffing.unassign(tx, { company, userId: previousId, actorId: actor.id }),
        );
      }
      return [assigned, ...unassigned];
    });
    for (const publish of publishers) await publish();
    return deps.companies.load(companyId, 'staff');
  }

  /** An unassigned manager who cannot use the company otherwise leaves its conversations. */
  async function unassignManager(actor: Actor, companyId: number, userId: number) {
    assertAdmin(actor);
    const company = await findCompany(companyId);
    const publish = await db.transaction((tx) =>
      staffing.unassign(tx, { company, userId, actorId: actor.id }),
    );
    await publish();
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
    await deps.users.updateUser(
      actor,
      userId,
      { status: blocked ? 'BLOCKED' : 'ACTIVE' },
      { companyId },
    );
    const user = await companiesRepo.findUser(db, userId);
    return serializeCompanyUser({ ...member, user: user ?? member.user });
  }
}
