import type { PushPayload } from '@kabinet/domain/notifications';

export type { PushPayload };

/** A browser PushSubscription as `JSON.stringify(subscription)` gives it (SPEC §4). */
export type WebPushSubscription = {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
};

/** RFC 8030 §5.3 Urgency. */
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/** Delivery options shared by Web Push and FCM. */
export type PushSendOptions = {
  /** How long the push service keeps an undelivered message, in seconds (default one day). */
  ttl?: number;
  /** Web Push Urgency / FCM android priority + apns-priority (`high` → high/10). */
  urgency?: PushUrgency;
  /** Web Push Topic: a newer message with the same topic replaces a pending one (≤ 32 base64url chars). */
  topic?: string;
};

/**
 * Why a push failed:
 * - `dead`: the token/subscription is gone (404/410, FCM UNREGISTERED, a token FCM calls invalid,
 *   or a stored token that cannot be parsed) — remove the device, do not retry;
 * - `retryable`: no answer, 429 or 5xx — retry with backoff (honour `retryAfterMs` when set);
 * - `rejected`: the push service refused the request itself (400/401/403/413…) — do not retry,
 *   keep the device, log it: it is a bug or a configuration problem;
 * - `unsupported`: no sender is configured for this platform (FCM credentials absent).
 */
export type PushFailureReason = 'dead' | 'retryable' | 'rejected' | 'unsupported';

/** What one send gave; senders never throw for HTTP or network failures. */
export type PushResult =
  | { ok: true; status: number }
  | {
      ok: false;
      reason: PushFailureReason;
      dead: boolean;
      retryable: boolean;
      /** The HTTP status, or null when there was no answer (network error, timeout) or no request. */
      status: number | null;
      /** From Retry-After (seconds or HTTP date), in milliseconds; null when absent. */
      retryAfterMs: number | null;
      /** For the log only (never shown to users). */
      message: string;
    };

/** Sends to one web subscription or one FCM registration token. */
export type PushChannelSender<Target> = {
  send(target: Target, payload: PushPayload, options?: PushSendOptions): Promise<PushResult>;
};

/** The default TTL: a day; a chat push older than that is not worth showing. */
export const DEFAULT_PUSH_TTL_SECONDS = 24 * 60 * 60;
/** How long one push request may take, answer included. */
export const PUSH_TIMEOUT_MS = 10_000;
