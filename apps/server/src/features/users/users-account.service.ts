import { ACCOUNT_DELETION_GRACE_DAYS } from '@kabinet/domain/users';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Delivery } from '../../platform/delivery.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { CodesService } from '../auth/auth-codes.service.ts';
import type { ThrottleService } from '../auth/auth-throttle.service.ts';
import type { TokensService } from '../auth/auth-tokens.service.ts';
import {
  passwordThrottled,
  phoneTaken,
  wrongCurrentPassword,
  wrongPassword,
} from '../auth/auth.errors.ts';

import { samePhone } from './users.errors.ts';
import * as usersRepo from './users.repository.ts';
import {
  passwordChangedNotices,
  phoneChangedNotices,
  sendNotices,
} from './users-security.notices.ts';
import type { UsersService } from './users.service.ts';

const PASSWORD_CHECKS_PER_WINDOW = 5;
const PASSWORD_WINDOW_SECONDS = 900;

type Deps = {
  db: Db;
  clock: Clock;
  codes: CodesService;
  tokens: TokensService;
  throttle: ThrottleService;
  users: UsersService;
  delivery: Delivery;
  /** The chat takes the user's open sockets out of their conversations. */
  leaveConversations: (userId: number) => Promise<void>;
};

/** Verifies the account password; 5 wrong tries per 15 minutes, then 429. */
async function checkPassword(
  throttle: ThrottleService,
  actor: UserRow,
  password: string,
  onWrong: () => Error,
) {
  const key = `password:${actor.id}`;
  const wait = await throttle.retryAfter(
    [{ key, max: PASSWORD_CHECKS_PER_WINDOW }],
    PASSWORD_WINDOW_SECONDS,
  );
  if (wait > 0) throw passwordThrottled(wait);
  if (!(await verifyPassword(actor.passwordHash, password))) {
    await throttle.recordFailure([key]);
    throw onWrong();
  }
  await throttle.clear([key]);
}

/**
 * Contract «Signed in»: phone change with a code to the new number, password change (other
 * tokens revoked, the current one kept), account deletion with a 30-day grace and its cancel.
 * Password checks are throttled like logins (security R05/R06).
 */
export function createAccountService(deps: Deps) {
  const { db, clock, codes, tokens, throttle, users, delivery } = deps;
  return { requestPhoneCode, changePhone, changePassword, requestDeletion, cancelDeletion };

  async function requestPhoneCode(actor: UserRow, phone: string) {
    if (actor.phone === phone) throw samePhone();
    if (await usersRepo.isContactTaken(db, { kind: 'phone', value: phone }, actor.id)) {
      throw phoneTaken();
    }
    const timings = await codes.send({
      purpose: 'change-phone',
      channel: 'phone',
      recipient: phone,
      userId: actor.id,
      deliver: true,
    });
    return { sent_to: phone, ...timings };
  }

  async function changePhone(actor: UserRow, input: { phone: string; code: string }) {
    await codes.verify({
      purpose: 'change-phone',
      recipient: input.phone,
      code: input.code,
      userId: actor.id,
    });
    if (await usersRepo.isContactTaken(db, { kind: 'phone', value: input.phone }, actor.id)) {
      throw phoneTaken();
    }
    try {
      await usersRepo.updateUser(db, actor.id, { phone: input.phone, updatedAt: clock.now() });
    } catch (error) {
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    }
    await sendNotices(delivery, phoneChangedNotices(actor, input.phone));
    return users.getFullUser(actor.id);
  }

  async function changePassword(
    actor: UserRow,
    tokenId: number,
    input: { current_password: string; password: string },
  ) {
    await checkPassword(throttle, actor, input.current_password, wrongCurrentPassword);
    await usersRepo.updateUser(db, actor.id, {
      passwordHash: await hashPassword(input.password),
      updatedAt: clock.now(),
    });
    await tokens.revokeAllOf(actor.id, tokenId);
    await sendNotices(delivery, passwordChangedNotices(actor));
    return { message: 'Пароль изменён.' };
  }

  /**
   * Schedules deletion in 30 days; other sessions end, this one stays to allow a cancel but
   * leaves every conversation channel (its chat is refused meanwhile).
   */
  async function requestDeletion(actor: UserRow, tokenId: number, password: string) {
    await checkPassword(throttle, actor, password, wrongPassword);
    const now = clock.now();
    await usersRepo.updateUser(db, actor.id, {
      status: 'IN_DELETE_PROCESS',
      deletionScheduledAt: addSeconds(now, ACCOUNT_DELETION_GRACE_DAYS * 86_400),
      updatedAt: now,
    });
    await tokens.revokeAllOf(actor.id, tokenId);
    await deps.leaveConversations(actor.id);
    return users.getFullUser(actor.id);
  }

  async function cancelDeletion(actor: UserRow) {
    if (actor.status !== 'IN_DELETE_PROCESS') return users.getFullUser(actor.id);
    await usersRepo.updateUser(db, actor.id, {
      status: 'ACTIVE',
      deletionScheduledAt: null,
      updatedAt: clock.now(),
    });
    return users.getFullUser(actor.id);
  }
}

export type AccountService = ReturnType<typeof createAccountService>;
