import type { Company } from '@kabinet/domain/companies';
import type { Device, EditProfileBody, Notification, UpdateUserBody } from '@kabinet/domain/users';

import type { Db } from '../../db/client.ts';
import type { NewUserRow, UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Storage } from '../../platform/storage.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import type { TokensService } from '../auth/auth-tokens.service.ts';
import { emailTaken } from '../auth/auth.errors.ts';

import {
  cannotChangeStatus,
  cannotEditUser,
  notYourCompany,
  userNotFound,
} from './users.errors.ts';
import { canChangeStatus, canEditUser } from './users.policy.ts';
import * as usersRepo from './users.repository.ts';
import { statusChangeEntry, type StatusChangeContext } from './users-status.mapping.ts';
import { serializeAccompanying, serializeUser } from './users.serializers.ts';

type Actor = Pick<UserRow, 'id' | 'roleSlug'>;

/**
 * What the user answer shows of other features (SPEC §3 User), each through that feature's own
 * service or policy; the composition root (services.ts) passes them in, so users imports none.
 */
export type UserParts = {
  /** The companies the user belongs to or is assigned to (CompaniesService.listMine). */
  companiesOf(user: Actor): Promise<Company[]>;
  /** Whether the user may make this company active (companies.policy.ts canUseCompany). */
  canUseCompany(db: Db, userId: number, companyId: number): Promise<boolean>;
  /** DevicesService.listOfUser. */
  devicesOf(userId: number): Promise<Device[]>;
  /** NotificationsService.listRecent. */
  notificationsOf(userId: number): Promise<Notification[]>;
};

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value || null;

/** Edit-profile fields → columns; a field left out is not changed, '' or null clears it. */
function profileChanges(body: UpdateUserBody): Partial<NewUserRow> {
  const changes: Partial<NewUserRow> = {
    name: body.name,
    lastName: blankToNull(body.last_name),
    patronymic: blankToNull(body.patronymic),
    email: body.email,
    nickname: blankToNull(body.nickname),
    birthday: blankToNull(body.birthday),
    phoneMessenger: blankToNull(body.phone_messenger),
    phoneCity: blankToNull(body.phone_city),
    contactMethod: blankToNull(body.contact_method) as NewUserRow['contactMethod'],
    status: body.status,
    activeCompanyId: body.active_company_id,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

type UsersDeps = {
  db: Db;
  clock: Clock;
  storage: Storage;
  tokens: TokensService;
  parts: UserParts;
  /** The audit log's recorder (audit.service.ts). */
  audit: RecordAudit;
};

/**
 * Saves the changes of `target` in one transaction with the audit entry of a block or unblock.
 * A block drops the user's sockets; their tokens stay, answering 403 «Ваш аккаунт
 * заблокирован.» (SPEC §8: the client shows it and signs out), which a deleted token could not.
 */
async function saveChanges(
  deps: UsersDeps,
  args: {
    actor: Actor;
    target: UserRow;
    changes: Partial<NewUserRow>;
    context: StatusChangeContext;
  },
): Promise<void> {
  const { actor, target, changes } = args;
  await deps.db
    .transaction(async (tx) => {
      await usersRepo.updateUser(tx, target.id, { ...changes, updatedAt: deps.clock.now() });
      const entry = statusChangeEntry(actor, target, changes.status, args.context);
      if (entry) await deps.audit(tx, entry);
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  if (changes.status === 'BLOCKED') await deps.tokens.disconnectAllOf(target.id);
}

/** SPEC §7 User and profile: the full user, profile edits and the user update. */
export function createUsersService(deps: UsersDeps) {
  const { db, parts } = deps;
  return { getFullUser, fullUserOf, editProfile, updateUser, applyUserUpdate, getAccompanying };

  async function getFullUser(userId: number) {
    const user = await usersRepo.findUserById(db, userId);
    if (!user) throw userNotFound();
    return fullUserOf(user);
  }

  /**
   * SPEC §3 User of a row already read — the caller's own, read by the auth hook in this same
   * request — so user-full does not read it twice.
   */
  async function fullUserOf(user: UserRow) {
    const [companies, devices, notifications, accompanying] = await Promise.all([
      parts.companiesOf(user),
      parts.devicesOf(user.id),
      parts.notificationsOf(user.id),
      user.accompanyingUserId ? usersRepo.findUserById(db, user.accompanyingUserId) : null,
    ]);
    return serializeUser({
      user,
      companies,
      devices,
      notifications,
      accompanying,
      fileUrl: deps.storage.url,
    });
  }

  async function editProfile(actor: Actor, body: EditProfileBody) {
    return updateUser(actor, actor.id, body);
  }

  /** PUT /users/{id}: {@link applyUserUpdate}, then the user's full answer. */
  async function updateUser(
    actor: Actor,
    targetId: number,
    body: UpdateUserBody,
    context: StatusChangeContext = {},
  ) {
    await applyUserUpdate(actor, targetId, body, context);
    return getFullUser(targetId);
  }

  /**
   * Self only unless admin/crm; active_company_id must be one of the target's companies. A block
   * or unblock is audited with the company it was done from and the reason when there are.
   */
  async function applyUserUpdate(
    actor: Actor,
    targetId: number,
    body: UpdateUserBody,
    context: StatusChangeContext = {},
  ): Promise<void> {
    if (!canEditUser(actor, targetId)) throw cannotEditUser();
    if (body.status !== undefined && !canChangeStatus(actor, targetId)) throw cannotChangeStatus();
    const target = await usersRepo.findUserById(db, targetId);
    if (!target) throw userNotFound();
    const changes = profileChanges(body);
    await assertValidChanges(targetId, changes);
    await saveChanges(deps, { actor, target, changes, context });
  }

  /** The active company must be one of the user's; a new e-mail must be free. */
  async function assertValidChanges(targetId: number, changes: Partial<NewUserRow>) {
    const companyId = changes.activeCompanyId;
    if (companyId && !(await parts.canUseCompany(db, targetId, companyId))) throw notYourCompany();
    const email = changes.email;
    if (email && (await usersRepo.isContactTaken(db, { kind: 'email', value: email }, targetId))) {
      throw emailTaken();
    }
  }

  async function getAccompanying(userId: number) {
    const user = await usersRepo.findUserById(db, userId);
    const manager = user?.accompanyingUserId
      ? await usersRepo.findUserById(db, user.accompanyingUserId)
      : null;
    return manager ? serializeAccompanying(manager, deps.storage.url) : null;
  }
}

export type UsersService = ReturnType<typeof createUsersService>;
