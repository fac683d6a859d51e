import type { Company, CompanyInvitation, InviteUserBody } from '@kabinet/domain/companies';

import type { Db } from '../../db/client.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Realtime } from '../../platform/realtime.ts';

import type { CompanyAccessLost, CompanyAccessService } from './companies-access.service.ts';
import * as membersRepo from './companies-users.repository.ts';
import { alreadyInvited, alreadyMember, invitationNotFound } from './companies.errors.ts';
import type { Actor } from './companies.policy.ts';
import * as companiesRepo from './companies.repository.ts';
import { serializeInvitation } from './companies.serializers.ts';
import type { CompaniesService } from './companies.service.ts';

/** What the company users and invitations services need. */
export type CompanyUsersDeps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  access: CompanyAccessService;
  companies: CompaniesService;
  onAccessLost: CompanyAccessLost;
};

/** Security R19: an invitation is good for 14 days. */
export const INVITATION_TTL_SECONDS = 14 * 24 * 60 * 60;

/** The company's side of invitations: invite by phone or e-mail, cancel (owner/admin only). */
export function createCompanyInvitationsService(deps: CompanyUsersDeps) {
  const { db, clock, access } = deps;
  return { invite, cancelInvitation };

  async function invite(
    actor: Actor,
    companyId: number,
    body: InviteUserBody,
  ): Promise<CompanyInvitation> {
    const { company } = await access.manageUsers(actor, companyId);
    const invitee = await membersRepo.findUserByContact(db, body);
    if (invitee && (await companiesRepo.isCompanyMember(db, company.id, invitee.id))) {
      throw alreadyMember();
    }
    const now = clock.now();
    const row = await membersRepo
      .insertInvitation(db, {
        companyId: company.id,
        phone: body.phone ?? null,
        email: body.email ?? null,
        position: body.position,
        invitedBy: actor.id,
        createdAt: now,
        expiresAt: addSeconds(now, INVITATION_TTL_SECONDS),
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? alreadyInvited() : error;
      });
    const inviter = await companiesRepo.findUser(db, actor.id);
    const invitation = serializeInvitation({
      ...row,
      inviterName: inviter?.name ?? null,
      companyName: company.name,
      companyInn: company.inn,
    });
    if (invitee) deps.realtime.toUser(invitee.id).emit('CompanyInvitationCreated', invitation);
    return invitation;
  }

  async function cancelInvitation(actor: Actor, companyId: number, invitationId: number) {
    const { company } = await access.manageUsers(actor, companyId);
    if (!(await membersRepo.cancelInvitation(db, company.id, invitationId, clock.now()))) {
      throw invitationNotFound();
    }
  }
}

/** The invitee's side: pending invitations to my contacts, accept once, decline. */
export function createInviteeService(deps: CompanyUsersDeps) {
  const { db, clock } = deps;
  return { listMyInvitations, acceptInvitation, declineInvitation };

  async function listMyInvitations(actor: Actor): Promise<CompanyInvitation[]> {
    const user = await companiesRepo.findUser(db, actor.id);
    if (!user) return [];
    return (await membersRepo.listInvitationsFor(db, user, clock.now())).map(serializeInvitation);
  }

  /** Single use, only for the invited contact; the invitee joins with the invited position. */
  async function acceptInvitation(actor: Actor, invitationId: number): Promise<Company> {
    const user = await companiesRepo.findUser(db, actor.id);
    if (!user) throw invitationNotFound();
    const invitation = await db.transaction(async (tx) => {
      const row = await membersRepo.respondToInvitation(
        tx,
        invitationId,
        user,
        'ACCEPTED',
        clock.now(),
      );
      if (!row) throw invitationNotFound();
      await companiesRepo.addCompanyUser(tx, {
        companyId: row.companyId,
        userId: user.id,
        position: row.position,
      });
      await companiesRepo.setActiveCompanyIfEmpty(tx, user.id, row.companyId);
      return row;
    });
    return deps.companies.getCompany(actor, invitation.companyId);
  }

  async function declineInvitation(actor: Actor, invitationId: number): Promise<void> {
    const user = await companiesRepo.findUser(db, actor.id);
    const row = user
      ? await membersRepo.respondToInvitation(db, invitationId, user, 'DECLINED', clock.now())
      : null;
    if (!row) throw invitationNotFound();
  }
}
