import type { Db } from '../../db/client.ts';
import type { PersonalAccessTokenRow } from '../../db/schema/auth.ts';
import type { ChatUserRow } from '../../db/schema/chat.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { randomString, safeEqual, sha256 } from '../../platform/secrets.ts';

import * as tokensRepo from './auth-tokens.repository.ts';

/** A freshly issued token: the plain text is shown once and never stored. */
export type IssuedToken = { id: number; plainTextToken: string; expiresAt: Date };

/** Who is calling: the user row, the token id and the user's chat user (null before any chat call). */
export type Authenticated = { user: UserRow; tokenId: number; chatUser: ChatUserRow | null };

/** Sessions ended in a transaction: their ids, and the drop of their sockets once it commits. */
export type EndedSessions = { ids: number[]; disconnect: () => void };

const TOKEN_PATTERN = /^(\d{1,12})\|([A-Za-z0-9]{40})$/;
const TOUCH_EVERY_MS = 60_000;
/**
 * Security R08: a token left unused this long stops working even before its absolute expiry,
 * so a token forgotten on a shared computer does not stay valid for a month.
 */
export const TOKEN_IDLE_TIMEOUT_MS = 7 * 86_400_000;
/** Security R11: at most this many live sessions per user; signing in again drops the oldest. */
export const MAX_TOKENS_PER_USER = 20;

/**
 * ARCHITECTURE §2: Sanctum-form personal access tokens `{id}|{40 chars}`, stored as SHA-256,
 * looked up by id and compared in constant time (security R07), with absolute and idle expiry
 * (R08) and a cap on live sessions per user (R11).
 * Revocation also disconnects the token's sockets (R09).
 */
export function createTokensService(deps: {
  db: Db;
  clock: Clock;
  ttlDays: number;
  realtime: Realtime;
}) {
  const { db, clock, realtime } = deps;
  return {
    issue,
    authenticate,
    revoke,
    revokeAllOf,
    disconnectAllOf,
    listSessionsOf,
    lastUseOf,
    endSessions,
  };

  async function issue(userId: number, name = 'web'): Promise<IssuedToken> {
    const secret = randomString(40);
    const now = clock.now();
    const expiresAt = addSeconds(now, deps.ttlDays * 86_400);
    const id = await tokensRepo.insertToken(db, {
      userId,
      tokenHash: sha256(secret),
      expiresAt,
      createdAt: now,
      name,
    });
    const dropped = await tokensRepo.deleteTokensBeyondNewest(db, userId, MAX_TOKENS_PER_USER);
    for (const droppedId of dropped) realtime.disconnectToken(droppedId);
    return { id, plainTextToken: `${id}|${secret}`, expiresAt };
  }

  /** The caller of a bearer token, or `null` for a missing, malformed, wrong, expired or revoked one. */
  async function authenticate(bearer: string): Promise<Authenticated | null> {
    const match = TOKEN_PATTERN.exec(bearer);
    if (!match) return null;
    const found = await tokensRepo.findTokenWithUser(db, Number(match[1]));
    if (!found || !safeEqual(found.token.tokenHash, sha256(match[2] ?? ''))) return null;
    const { token, user, chatUser } = found;
    const now = clock.now();
    if (token.expiresAt <= now) return null;
    const lastActivity = token.lastUsedAt ?? token.createdAt;
    if (now.getTime() - lastActivity.getTime() > TOKEN_IDLE_TIMEOUT_MS) return null;
    // At most one write a minute per token: the idle rule only needs last use to the minute.
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await tokensRepo.touchToken(db, token.id, now);
    }
    return { user, tokenId: token.id, chatUser };
  }

  async function revoke(tokenId: number): Promise<void> {
    await tokensRepo.deleteToken(db, tokenId);
    realtime.disconnectToken(tokenId);
  }

  /** Drops every open socket of the user (a blocked account keeps its tokens, which now get 403). */
  async function disconnectAllOf(userId: number): Promise<void> {
    for (const id of await tokensRepo.listTokenIdsOfUser(db, userId)) realtime.disconnectToken(id);
  }

  /** Revokes every token of the user except `keepTokenId`, and drops their sockets. */
  async function revokeAllOf(userId: number, keepTokenId?: number): Promise<void> {
    (await endSessions(db, userId, { keepTokenId })).disconnect();
  }

  /** The user's sessions that still work (neither expired nor idle), newest first. */
  async function listSessionsOf(userId: number): Promise<PersonalAccessTokenRow[]> {
    const now = clock.now();
    const activeSince = new Date(now.getTime() - TOKEN_IDLE_TIMEOUT_MS);
    return tokensRepo.listLiveTokensOfUser(db, userId, now, activeSince);
  }

  /** Each user's last activity, the latest use of any of their tokens. */
  async function lastUseOf(userIds: readonly number[]): Promise<Map<number, Date>> {
    const rows = await tokensRepo.listLastUseOfUsers(db, userIds);
    return new Map(rows.map((row) => [row.userId, row.lastUsedAt]));
  }

  /**
   * Ends sessions of the user in the caller's transaction `tx`: those of `only` when given
   * (ids that are not theirs are left alone), otherwise all but `keepTokenId`. Their sockets are
   * dropped by `disconnect`, to be called once the transaction commits.
   */
  async function endSessions(
    tx: Db,
    userId: number,
    scope: { only?: readonly number[]; keepTokenId?: number | undefined },
  ): Promise<EndedSessions> {
    const ids = await tokensRepo.deleteSessionsOfUser(tx, userId, {
      only: scope.only,
      keepId: scope.keepTokenId,
    });
    return { ids, disconnect: () => ids.forEach((id) => realtime.disconnectToken(id)) };
  }
}

export type TokensService = ReturnType<typeof createTokensService>;
