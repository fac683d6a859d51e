import { isDeadPushTokenStatus, isRetryablePushStatus } from '@kabinet/domain/notifications';

import type { PushFailureReason, PushResult } from './push.types.ts';

type Failure = Extract<PushResult, { ok: false }>;

/** A failed push of the given kind. */
export function pushFailure(
  reason: PushFailureReason,
  status: number | null,
  message: string,
  retryAfterMs: number | null = null,
): Failure {
  return {
    ok: false,
    reason,
    dead: reason === 'dead',
    retryable: reason === 'retryable',
    status,
    retryAfterMs,
    message,
  };
}

/**
 * Classifies an HTTP failure by the domain rules: 404/410 dead, 429/5xx (and no answer)
 * retryable, anything else rejected.
 */
export function failureForStatus(
  status: number | null,
  message: string,
  retryAfterMs: number | null = null,
): Failure {
  if (status !== null && isDeadPushTokenStatus(status)) return pushFailure('dead', status, message);
  if (isRetryablePushStatus(status)) return pushFailure('retryable', status, message, retryAfterMs);
  return pushFailure('rejected', status, message);
}

/** RFC 9110 §10.2.3 Retry-After: delay-seconds or an HTTP date, in ms from `now`; null if absent. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** A short description of a thrown fetch error (timeout, refused…). */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    const detail = cause instanceof Error ? `: ${cause.message}` : '';
    return `${error.name}: ${error.message}${detail}`;
  }
  return String(error);
}
