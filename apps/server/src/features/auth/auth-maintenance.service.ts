import type { Db } from '../../db/client.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';

import { deleteCodesBefore } from './auth-codes.repository.ts';
import { deleteFailuresBefore } from './auth-throttle.repository.ts';
import { deleteExpiredTokens } from './auth-tokens.repository.ts';

/** Rows older than this no longer matter for any window (codes: 1 h, logins: 15 min). */
const KEEP_SECONDS = 86_400;

/** Security R08: expired tokens, old codes and old failure counters are pruned. */
export function createAuthMaintenance(deps: { db: Db; clock: Clock }) {
  return {
    async pruneExpired(): Promise<{ tokens: number }> {
      const now = deps.clock.now();
      const tokens = await deleteExpiredTokens(deps.db, now);
      await deleteCodesBefore(deps.db, addSeconds(now, -KEEP_SECONDS));
      await deleteFailuresBefore(deps.db, addSeconds(now, -KEEP_SECONDS));
      return { tokens };
    },
  };
}
