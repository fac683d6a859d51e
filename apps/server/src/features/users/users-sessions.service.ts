import type { EndedSessions, UserSession } from '@kabinet/domain/users';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import type { TokensService } from '../auth/auth-tokens.service.ts';

import { sessionsEndedEntry } from './users-admin.mapping.ts';
import { serializeSession } from './users-admin.serializers.ts';
import { cannotEndCurrentSession, sessionNotFound } from './users.errors.ts';

type Actor = Pick<UserRow, 'id' | 'roleSlug'>;

/** Who asks and through which session: `tokenId` is the caller's own token. */
export type Caller = { user: Actor; tokenId: number };

type Deps = {
  db: Db;
  tokens: TokensService;
  audit: RecordAudit;
  /** The user the admin acts on, after the admin check (users-admin.service.ts). */
  findTarget(actor: Actor, userId: number): Promise<UserRow>;
};

/**
 * «sessions of a user (and end them)»: the admin lists a user's working sessions and
 * ends one or all of them; the tokens go in one transaction with the audit entry, and their
 * sockets are dropped once it commits. The caller's own current session is never ended here
 * (that is a logout).
 */
export function createUserSessionsService(deps: Deps) {
  const { db, tokens } = deps;
  return { listSessions, endSession, endAllSessions };

  async function listSessions(caller: Caller, userId: number): Promise<UserSession[]> {
    await deps.findTarget(caller.user, userId);
    const rows = await tokens.listSessionsOf(userId);
    return rows.map((row) => serializeSession(row, caller.tokenId));
  }

  /** Ends one session; 404 when it is not one of the user's working sessions. */
  async function endSession(caller: Caller, userId: number, tokenId: number) {
    return end(caller, userId, (ids) => {
      if (tokenId === caller.tokenId) throw cannotEndCurrentSession();
      if (!ids.includes(tokenId)) throw sessionNotFound();
      return [tokenId];
    });
  }

  /** Ends every session of the user but the caller's own. */
  async function endAllSessions(caller: Caller, userId: number) {
    return end(caller, userId, (ids) => ids.filter((id) => id !== caller.tokenId));
  }

  /** Ends the sessions `pick` chooses among the user's working ones (after the admin check). */
  async function end(
    caller: Caller,
    userId: number,
    pick: (ids: number[]) => number[],
  ): Promise<EndedSessions> {
    const target = await deps.findTarget(caller.user, userId);
    const live = (await tokens.listSessionsOf(userId)).map((row) => row.id);
    const only = pick(live);
    const ended = await db.transaction(async (tx) => {
      const sessions = await tokens.endSessions(tx, userId, { only });
      const count = sessions.ids.length;
      if (count > 0) {
        await deps.audit(tx, sessionsEndedEntry(caller.user, target, live.length, count));
      }
      return sessions;
    });
    ended.disconnect();
    return { ended: ended.ids.length };
  }
}
