import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';
import type {
  AdminUser,
  AdminUsersQuery,
  BlockUserBody,
  ChangeRoleBody,
  UnblockUserBody,
} from '@kabinet/domain/users';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ListPage } from '../../platform/page-answer.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import type { TokensService } from '../auth/auth-tokens.service.ts';

import { roleChangeEntry } from './users-admin.mapping.ts';
import * as adminRepo from './users-admin.repository.ts';
import { serializeAdminUser } from './users-admin.serializers.ts';
import { createUserSessionsService } from './users-sessions.service.ts';
import {
  cannotBlockYourself,
  cannotDemoteYourself,
  staffStillAssigned,
  userNotFound,
  usersAdminOnly,
} from './users.errors.ts';
import { canAdministerUsers } from './users.policy.ts';
import * as usersRepo from './users.repository.ts';
import type { UsersService } from './users.service.ts';

type Actor = Pick<UserRow, 'id' | 'roleSlug'>;

/** What the admin's users list shows of other features; the composition root fills it in. */
export type AdminUserParts = {
  /**
   * The companies each user belongs to or is assigned to, and how many of them as staff
   * (CompaniesService.companyCountsOf).
   */
  companyCountsOf(
    userIds: readonly number[],
  ): Promise<Map<number, { companies: number; assigned: number }>>;
};

/** Users as the admin's list shows them: with their companies count and last activity. */
function createAdminUserReader(deps: { db: Db; tokens: TokensService; parts: AdminUserParts }) {
  return { serialize, answer };

  async function serialize(rows: UserRow[]): Promise<AdminUser[]> {
    const ids = rows.map((row) => row.id);
    const [counts, lastUse] = await Promise.all([
      deps.parts.companyCountsOf(ids),
      deps.tokens.lastUseOf(ids),
    ]);
    return rows.map((row) =>
      serializeAdminUser(row, {
        companiesCount: counts.get(row.id)?.companies ?? 0,
        lastActivityAt: lastUse.get(row.id) ?? null,
      }),
    );
  }

  /** The user read again after a change. */
  async function answer(userId: number): Promise<AdminUser> {
    const user = await usersRepo.findUserById(deps.db, userId);
    const [row] = user ? await serialize([user]) : [];
    if (!row) throw userNotFound();
    return row;
  }
}

/**
 * «Admin → Users» for admin and crm (SPEC §6): the list with search and filters, the
 * role, blocks with their reason (through the users service's own status change, as PUT
 * users/{id} does) and the user's sessions. Every change is audited in its transaction.
 */
export function createUsersAdminService(deps: {
  db: Db;
  clock: Clock;
  users: Pick<UsersService, 'applyUserUpdate'>;
  tokens: TokensService;
  audit: RecordAudit;
  parts: AdminUserParts;
}) {
  const { db, clock, parts } = deps;
  const { serialize, answer } = createAdminUserReader(deps);
  return {
    listUsers,
    getUser,
    changeRole,
    block,
    unblock,
    ...createUserSessionsService({ ...deps, findTarget }),
  };

  /** The admin check first, then the user acted on (404 when there is none). */
  async function findTarget(actor: Actor, userId: number): Promise<UserRow> {
    if (!canAdministerUsers(actor)) throw usersAdminOnly();
    const user = await usersRepo.findUserById(db, userId);
    if (!user) throw userNotFound();
    return user;
  }

  async function listUsers(actor: Actor, query: AdminUsersQuery): Promise<ListPage<AdminUser>> {
    if (!canAdministerUsers(actor)) throw usersAdminOnly();
    const { rows, total } = await adminRepo.listUsersPage(
      db,
      { search: query.search, role: query.role, status: query.status },
      { page: query.page, perPage: query.per_page },
    );
    return { data: await serialize(rows), total, page: query.page, perPage: query.per_page };
  }

  async function getUser(actor: Actor, userId: number): Promise<AdminUser> {
    return answer((await findTarget(actor, userId)).id);
  }

  /**
   * An admin keeps their own admin rights (409); staff who still serve companies keep manager
   * rights until the companies get other managers (409), so no client is left with a manager
   * who can no longer work. The same role changes and records nothing.
   */
  async function changeRole(actor: Actor, userId: number, body: ChangeRoleBody) {
    const target = await findTarget(actor, userId);
    const role = body.role_slug;
    if (role === target.roleSlug) return answer(target.id);
    if (actor.id === target.id && !isAdmin(role)) throw cannotDemoteYourself();
    if (!hasManagerRights(role)) {
      const assigned = (await parts.companyCountsOf([target.id])).get(target.id)?.assigned ?? 0;
      if (assigned > 0) throw staffStillAssigned(assigned);
    }
    await db.transaction(async (tx) => {
      await usersRepo.updateUser(tx, target.id, { roleSlug: role, updatedAt: clock.now() });
      await deps.audit(tx, roleChangeEntry(actor, target, role));
    });
    return answer(target.id);
  }

  /** Blocks with a reason; never oneself (409). Blocking a blocked account changes nothing. */
  async function block(actor: Actor, userId: number, body: BlockUserBody) {
    const target = await findTarget(actor, userId);
    if (actor.id === target.id) throw cannotBlockYourself();
    await deps.users.applyUserUpdate(
      actor,
      target.id,
      { status: 'BLOCKED' },
      { reason: body.reason },
    );
    return answer(target.id);
  }

  /** Unblocks a blocked account (an optional reason); any other account is left as it is. */
  async function unblock(actor: Actor, userId: number, body: UnblockUserBody) {
    const target = await findTarget(actor, userId);
    if (target.status === 'BLOCKED') {
      await deps.users.applyUserUpdate(
        actor,
        target.id,
        { status: 'ACTIVE' },
        { reason: body?.reason || undefined },
      );
    }
    return answer(target.id);
  }
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
