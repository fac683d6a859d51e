import type { Db } from '../../db/client.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';

import * as throttleRepo from './auth-throttle.repository.ts';

/** A counter key and how many failures it may have inside the window. */
export type ThrottleLimit = { key: string; max: number };

/**
 * Contract «Codes and throttles»: failures counted in Postgres per key (account, IP) inside a
 * sliding window; any store error propagates, so the check fails closed (security R02).
 */
export function createThrottleService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return { retryAfter, recordFailure, clear };

  /** Seconds until the first exceeded limit frees up, or `0` when every limit has room. */
  async function retryAfter(limits: ThrottleLimit[], windowSeconds: number): Promise<number> {
    const now = clock.now();
    const since = addSeconds(now, -windowSeconds);
    let wait = 0;
    for (const limit of limits) {
      const { total, oldestAt } = await throttleRepo.countFailuresSince(db, limit.key, since);
      if (total >= limit.max && oldestAt) {
        wait = Math.max(wait, (oldestAt.getTime() - since.getTime()) / 1000);
      }
    }
    return wait > 0 ? Math.max(1, Math.ceil(wait)) : 0;
  }

  async function recordFailure(keys: string[]): Promise<void> {
    await throttleRepo.insertFailures(db, keys, clock.now());
  }

  async function clear(keys: string[]): Promise<void> {
    await throttleRepo.deleteFailures(db, keys);
  }
}

export type ThrottleService = ReturnType<typeof createThrottleService>;
