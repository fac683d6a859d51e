import type { ChangePositionBody, CompanyUser } from '@kabinet/domain/companies';

import {
  createCompanyInvitationsService,
  createInviteeService,
  type CompanyUsersDeps,
} from './companies-invitations.service.ts';
import * as membersRepo from './companies-users.repository.ts';
import {
  companyUserNotFound,
  ownerCannotBeRemoved,
  ownerPositionFixed,
} from './companies.errors.ts';
import type { Actor } from './companies.policy.ts';
import * as companiesRepo from './companies.repository.ts';
import { serializeCompanyUser } from './companies.serializers.ts';

/**
 * Users of a company: list, change position, remove (owner or company admin only; the owner
 * stays), plus the invitations of companies-invitations.service.ts.
 */
export function createCompanyUsersService(deps: CompanyUsersDeps) {
  const { db, access } = deps;
  return {
    listUsers,
    changePosition,
    removeUser,
    ...createCompanyInvitationsService(deps),
    ...createInviteeService(deps),
  };

  async function listUsers(actor: Actor, companyId: number): Promise<CompanyUser[]> {
    const { company } = await access.view(actor, companyId);
    return (await companiesRepo.listMembers(db, [company.id])).map(serializeCompanyUser);
  }

  async function changePosition(
    actor: Actor,
    companyId: number,
    userId: number,
    body: ChangePositionBody,
  ): Promise<CompanyUser> {
    const { company } = await access.manageUsers(actor, companyId);
    const member = await findMember(company.id, userId);
    if (member.position === 'owner') throw ownerPositionFixed();
    await membersRepo.updatePosition(db, company.id, userId, body.position);
    return serializeCompanyUser({ ...member, position: body.position });
  }

  /**
   * The owner or a company admin removes anyone but the owner; a member may leave. In the same
   * transaction the user leaves the company's conversations (docs/decisions/006).
   */
  async function removeUser(actor: Actor, companyId: number, userId: number): Promise<void> {
    const { company } =
      actor.id === userId
        ? await access.view(actor, companyId)
        : await access.manageUsers(actor, companyId);
    const member = await findMember(company.id, userId);
    if (member.position === 'owner') throw ownerCannotBeRemoved();
    const publish = await db.transaction(async (tx) => {
      await membersRepo.removeMember(tx, company.id, userId);
      await companiesRepo.clearActiveCompany(tx, userId, company.id);
      return deps.onAccessLost(tx, { companyId: company.id, userId, byUserId: actor.id });
    });
    publish();
    deps.realtime.toUser(userId).emit('CompanyUserRemoved', { company_id: company.id });
  }

  async function findMember(companyId: number, userId: number) {
    const members = await companiesRepo.listMembers(db, [companyId]);
    const member = members.find((item) => item.user.id === userId);
    if (!member) throw companyUserNotFound();
    return member;
  }
}

export type CompanyUsersService = ReturnType<typeof createCompanyUsersService>;
