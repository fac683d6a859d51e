import type { StaffMember, StaffSettingsBody } from '@kabinet/domain/companies';
import { MANAGER_ROLE_SLUGS } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import { adminGuards } from './companies-admin-staff.service.ts';
import * as staffRepo from './companies-staff.repository.ts';
import { serializeStaffMember } from './companies-staff.serializers.ts';
import { staffNotFound } from './companies.errors.ts';
import type { Actor } from './companies.policy.ts';

/** The settings an audit entry shows before and after a change. */
const settingsOf = (member: StaffMember) => ({
  accepting_new_clients: member.accepting_new_clients,
  working_hours: member.working_hours,
});

/**
 * «Managers» of the admin area: the firm's staff (SPEC §6 manager rights) with their
 * load, and their settings — accepting new clients, working hours — changed by admin or crm.
 */
export function createAdminManagersService(deps: { db: Db; clock: Clock; audit: RecordAudit }) {
  const { db } = deps;
  const { assertAdmin } = adminGuards(db);
  return { listManagers, updateManagerSettings };

  async function listManagers(actor: Actor): Promise<StaffMember[]> {
    assertAdmin(actor);
    const rows = await staffRepo.listStaffWithLoad(db, MANAGER_ROLE_SLUGS);
    return rows.map(serializeStaffMember);
  }

  async function findMember(userId: number): Promise<StaffMember> {
    const row = await staffRepo.findStaffWithLoad(db, userId, MANAGER_ROLE_SLUGS);
    if (!row) throw staffNotFound();
    return serializeStaffMember(row);
  }

  /** A change is saved with its audit entry in one transaction; no change records nothing. */
  async function updateManagerSettings(
    actor: Actor,
    userId: number,
    body: StaffSettingsBody,
  ): Promise<StaffMember> {
    assertAdmin(actor);
    const member = await findMember(userId);
    const before = settingsOf(member);
    const after = {
      accepting_new_clients: body.accepting_new_clients ?? before.accepting_new_clients,
      working_hours:
        body.working_hours === undefined ? before.working_hours : (body.working_hours ?? ''),
    };
    if (JSON.stringify(after) === JSON.stringify(before)) return member;
    await db.transaction(async (tx) => {
      await staffRepo.saveStaffProfile(tx, userId, {
        acceptingNewClients: after.accepting_new_clients,
        workingHours: after.working_hours || null,
        updatedAt: deps.clock.now(),
      });
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'manager.settings_changed',
        companyId: null,
        subject: { type: 'user', id: userId, name: member.name },
        before,
        after,
      });
    });
    return findMember(userId);
  }
}

export type AdminManagersService = ReturnType<typeof createAdminManagersService>;
