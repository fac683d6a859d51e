import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_SECONDS,
  parseLogin,
} from '@kabinet/domain/auth';

import type { Db } from '../../db/client.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';

import type { ThrottleService } from './auth-throttle.service.ts';
import type { TokensService } from './auth-tokens.service.ts';
import { accountBlocked, invalidCredentials, loginThrottled } from './auth.errors.ts';
import { findUserByContact } from './auth.repository.ts';

/**
 * Sign-in and sign-out (SPEC §7 Authentication). `forgetDevice` is the devices feature's
 * (DevicesService.forget), passed in by the composition root.
 */
export function createAuthService(deps: {
  db: Db;
  tokens: TokensService;
  throttle: ThrottleService;
  forgetDevice: (userId: number, token: string) => Promise<void>;
}) {
  const { db, tokens, throttle } = deps;
  return { login, logout };

  /**
   * Contract: login by phone (any format) or e-mail; 5 failures per account and 20 per IP in
   * 15 minutes → 429. A blocked account gets 403 «Ваш аккаунт заблокирован.» only after the
   * right password, so the message does not reveal accounts.
   */
  async function login(input: { login: string; password: string; ip: string }) {
    const identifier = parseLogin(input.login);
    const accountKey = `login:${identifier?.value ?? input.login.trim().toLowerCase()}`;
    const ipKey = `login-ip:${input.ip}`;
    const wait = await throttle.retryAfter(
      [
        { key: accountKey, max: LOGIN_MAX_FAILURES_PER_ACCOUNT },
        { key: ipKey, max: LOGIN_MAX_FAILURES_PER_IP },
      ],
      LOGIN_WINDOW_SECONDS,
    );
    if (wait > 0) throw loginThrottled(wait);

    const user = identifier ? await findUserByContact(db, identifier) : null;
    const passwordOk = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !passwordOk) {
      await throttle.recordFailure([accountKey, ipKey]);
      throw invalidCredentials();
    }
    if (user.status === 'BLOCKED') throw accountBlocked();
    await throttle.clear([accountKey]);
    return tokens.issue(user.id);
  }

  /** Revokes the calling token, drops its sockets and forgets the device it names. */
  async function logout(input: { userId: number; tokenId: number; deviceToken?: string | null }) {
    if (input.deviceToken) await deps.forgetDevice(input.userId, input.deviceToken);
    await tokens.revoke(input.tokenId);
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
