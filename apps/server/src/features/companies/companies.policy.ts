import type { CurrentUserPosition } from '@kabinet/domain/companies';
import { isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';

import {
  findMemberPosition,
  isCompanyMember,
  isStaffAssigned,
  listCompanyAccessAmong,
} from './companies.repository.ts';

/** Who is asking: enough of the user row for the policy. */
export type Actor = Pick<UserRow, 'id' | 'roleSlug'>;

/** True when the user belongs to the company (owner, admin, employee) or is assigned staff. */
export async function canUseCompany(db: Db, userId: number, companyId: number): Promise<boolean> {
  return (
    (await isCompanyMember(db, companyId, userId)) || (await isStaffAssigned(db, companyId, userId))
  );
}

/** {@link canUseCompany} for many pairs in one go: the pairs whose user may use the company. */
export async function filterCanUseCompany<P extends { userId: number; companyId: number }>(
  db: Db,
  pairs: readonly P[],
): Promise<P[]> {
  const unique = (ids: number[]) => [...new Set(ids)];
  const allowed = await listCompanyAccessAmong(
    db,
    unique(pairs.map((pair) => pair.companyId)),
    unique(pairs.map((pair) => pair.userId)),
  );
  const key = (pair: { userId: number; companyId: number }) => `${pair.companyId}:${pair.userId}`;
  const keys = new Set(allowed.map(key));
  return pairs.filter((pair) => keys.has(key(pair)));
}

/**
 * How the actor relates to the company, or null when it must not see it (docs/api/companies.md
 * «Access rule»): a member's position, `manager` for assigned staff, `staff` for admin/crm.
 */
export async function findCompanyPosition(
  db: Db,
  actor: Actor,
  companyId: number,
): Promise<CurrentUserPosition | null> {
  const position = await findMemberPosition(db, companyId, actor.id);
  if (position === 'owner' || position === 'admin' || position === 'employee') return position;
  if (position === 'manager' || (await isStaffAssigned(db, companyId, actor.id))) return 'manager';
  return isAdmin(actor.roleSlug) ? 'staff' : null;
}

/** A document goes away by its uploader, the owner/admin or staff. */
export function canDeleteDocument(
  position: CurrentUserPosition,
  actorId: number,
  uploadedBy: number | null,
): boolean {
  return position !== 'employee' || uploadedBy === actorId;
}

/** The admin area (/admin/companies): role admin or crm (SPEC §6). */
export function canAdministerCompanies(actor: Actor): boolean {
  return isAdmin(actor.roleSlug);
}
