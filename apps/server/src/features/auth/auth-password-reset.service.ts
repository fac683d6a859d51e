import { parseLogin } from '@kabinet/domain/auth';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashPassword } from '../../platform/passwords.ts';

import type { CodesService } from './auth-codes.service.ts';
import type { TokensService } from './auth-tokens.service.ts';
import { expiredCode, invalidLogin } from './auth.errors.ts';
import { findUserByContact, updatePasswordHash } from './auth.repository.ts';

/**
 * Contract password/forgot + reset: the same answer whether or not the account exists
 * (security R04); a code nobody receives still counts for throttling. A reset revokes every
 * token of the user.
 */
export function createPasswordResetService(deps: {
  db: Db;
  clock: Clock;
  codes: CodesService;
  tokens: TokensService;
}) {
  const { db, codes, tokens } = deps;
  return { forgot, reset };

  async function forgot(login: string) {
    const identifier = parseLogin(login);
    if (!identifier) throw invalidLogin();
    const user = await findUserByContact(db, identifier);
    const timings = await codes.send({
      purpose: 'reset',
      channel: identifier.kind,
      recipient: identifier.value,
      userId: user?.id ?? null,
      deliver: user !== null && user.status !== 'BLOCKED',
    });
    return { sent_to: identifier.value, ...timings };
  }

  async function reset(input: { login: string; code: string; password: string }) {
    const identifier = parseLogin(input.login);
    if (!identifier) throw invalidLogin();
    const user = await findUserByContact(db, identifier);
    await codes.verify({ purpose: 'reset', recipient: identifier.value, code: input.code });
    if (!user) throw expiredCode();
    await updatePasswordHash(db, user.id, await hashPassword(input.password), deps.clock.now());
    await tokens.revokeAllOf(user.id);
    return { message: 'Пароль изменён. Войдите с новым паролем.' };
  }
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
