/** How retries spread out. */
export type BackoffOptions = {
  /** The delay after the first failed attempt, before jitter. */
  baseMs: number;
  /** No delay grows past this (before jitter). */
  maxMs: number;
};

/** Default: 10 s, 20 s, 40 s … up to an hour. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 10_000, maxMs: 3_600_000 };

/** Retry-After is honoured within these bounds (a zero would spin, a week would lose the push). */
export const MIN_RETRY_AFTER_MS = 1_000;
export const MAX_RETRY_AFTER_MS = 6 * 3_600_000;

/**
 * Delay before the next try after `attempt` failed attempts (1-based): base × 2^(attempt−1),
 * capped, plus up to half of it again as jitter, so jobs that failed together (a push service
 * outage) do not all come back in the same second. Each attempt's range lies above the previous
 * one until the cap.
 */
export function backoffDelayMs(
  attempt: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const delay = Math.min(options.maxMs, options.baseMs * 2 ** exponent);
  return Math.round(delay * (1 + random() * 0.5));
}

/** The delay a failure asked for (Retry-After), bounded, or the backoff when it asked none. */
export function retryDelayMs(
  attempt: number,
  retryAfterMs: number | null,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== null && retryAfterMs >= 0) {
    return Math.min(Math.max(retryAfterMs, MIN_RETRY_AFTER_MS), MAX_RETRY_AFTER_MS);
  }
  return backoffDelayMs(attempt, options, random);
}
