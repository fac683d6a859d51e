import type { CompanyManager, StaffMember } from '@kabinet/domain/companies';
import { servesNewClients } from '@kabinet/domain/companies';
import { formatPersonName } from '@kabinet/domain/shared';
import { roleName } from '@kabinet/domain/users';

import type { UserRow } from '../../db/schema/users.ts';
import { serializeAccompanying } from '../users/users-accompanying.serializers.ts';

import type { StaffWithLoad } from './companies-staff.repository.ts';

/** A staff member in the admin's managers list (defaults when never set). */
export function serializeStaffMember(row: StaffWithLoad): StaffMember {
  const { user } = row;
  return {
    id: user.id,
    name: formatPersonName(user.lastName, user.name, user.patronymic),
    role_slug: user.roleSlug,
    position: roleName(user.roleSlug),
    serves_new_clients: servesNewClients(user.roleSlug),
    accepting_new_clients: row.acceptingNewClients ?? true,
    working_hours: row.workingHours ?? '',
    active_companies: row.activeCompanies,
    last_assigned_at: row.lastAssignedAt?.toISOString() ?? null,
  };
}

/** The manager card a client sees (SPEC §3 accompanying, with working hours). */
export function serializeCompanyManager(
  user: UserRow,
  workingHours: string | null,
  fileUrl: (key: string) => string,
): CompanyManager {
  return { ...serializeAccompanying(user, fileUrl), working_hours: workingHours ?? '' };
}
