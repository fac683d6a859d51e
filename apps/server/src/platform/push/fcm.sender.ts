import {
  createAccessTokenProvider,
  FCM_BASE_URL,
  safeJson,
  type FcmServiceAccount,
} from './fcm-auth.ts';
import { describeError, failureForStatus, parseRetryAfter, pushFailure } from './push-result.ts';
import {
  DEFAULT_PUSH_TTL_SECONDS,
  PUSH_TIMEOUT_MS,
  type PushChannelSender,
  type PushPayload,
  type PushResult,
  type PushSendOptions,
} from './push.types.ts';

/** Settings of the FCM sender; `baseUrl` (FCM_BASE_URL) and token_uri point at the fake in tests. */
export type FcmSenderOptions = {
  serviceAccount: FcmServiceAccount;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
};

/** Sends to one FCM registration token (android/ios devices). */
export type FcmSender = PushChannelSender<string>;

/** FCM HTTP v1 `projects.messages` body (https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages). */
export type FcmMessage = {
  token: string;
  notification: { title: string; body: string };
  /** FCM data values must be strings. */
  data: Record<string, string>;
  android: {
    priority: 'HIGH' | 'NORMAL';
    ttl: string;
    collapse_key: string;
    notification: { tag: string; sound: string };
  };
  apns: {
    headers: Record<string, string>;
    payload: { aps: { sound: string; 'thread-id': string } };
  };
};

/** The documented FCM error body (google.rpc.Status with FcmError / BadRequest details). */
export type FcmErrorBody = {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    details?: {
      '@type'?: string;
      errorCode?: string;
      fieldViolations?: { field?: string; description?: string }[];
    }[];
  };
};

/**
 * FCM HTTP v1 without firebase-admin — an RS256 service-account JWT is exchanged at the
 * key's token_uri for an access token (cached until shortly before it expires), then
 * `POST {base}/v1/projects/{project_id}/messages:send`. A 401 drops the cached token and retries
 * once. Never throws for HTTP or network failures.
 */
export function createFcmSender(options: FcmSenderOptions): FcmSender {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const account = options.serviceAccount;
  const base = (options.baseUrl ?? FCM_BASE_URL).replace(/\/+$/, '');
  const url = `${base}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  const tokens = createAccessTokenProvider({
    serviceAccount: account,
    fetch: fetchImpl,
    timeoutMs,
    now,
  });

  async function attempt(message: FcmMessage, retried: boolean): Promise<PushResult> {
    const access = await tokens.get();
    if (!access.ok) return access;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${access.token}`,
          'Content-Type': 'application/json; charset=UTF-8',
        },
        body: JSON.stringify({ message }),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return failureForStatus(null, `fcm: ${describeError(error)}`);
    }
    const text = await response.text().catch(() => '');
    if (response.ok) return { ok: true, status: response.status };
    if (response.status === 401 && !retried) {
      tokens.invalidate();
      return attempt(message, true);
    }
    return fcmFailure(response, text);
  }

  return {
    send(token, payload, sendOptions = {}) {
      if (!token.trim()) return Promise.resolve(pushFailure('dead', null, 'empty FCM token'));
      return attempt(fcmMessage(token, payload, sendOptions, now()), false);
    },
  };
}

/** The FCM message for a push payload: notification + string data + android/apns delivery hints. */
export function fcmMessage(
  token: string,
  payload: PushPayload,
  options: PushSendOptions,
  nowMs: number,
): FcmMessage {
  const ttl = options.ttl ?? DEFAULT_PUSH_TTL_SECONDS;
  const high = (options.urgency ?? 'high') === 'high';
  const data: Record<string, string> = { url: payload.url, tag: payload.tag };
  for (const [key, value] of Object.entries(payload.data)) data[key] = String(value);
  return {
    token,
    notification: { title: payload.title, body: payload.body },
    data,
    android: {
      priority: high ? 'HIGH' : 'NORMAL',
      ttl: `${ttl}s`,
      collapse_key: payload.tag,
      notification: { tag: payload.tag, sound: 'default' },
    },
    apns: {
      headers: {
        'apns-priority': high ? '10' : '5',
        'apns-expiration': String(Math.floor(nowMs / 1000) + ttl),
        'apns-collapse-id': payload.tag,
      },
      payload: { aps: { sound: 'default', 'thread-id': payload.tag } },
    },
  };
}

/** FCM error codes (https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode) meaning "drop the token". */
const DEAD_ERROR_CODES = new Set(['UNREGISTERED', 'SENDER_ID_MISMATCH']);

/**
 * Maps an FCM error answer: UNREGISTERED/404 and SENDER_ID_MISMATCH, or INVALID_ARGUMENT about
 * the token itself, are dead; 429 (QUOTA_EXCEEDED), 5xx (UNAVAILABLE, INTERNAL) are retryable
 * with Retry-After; anything else is rejected.
 */
export function fcmFailure(response: Response, text: string): Extract<PushResult, { ok: false }> {
  const error = ((safeJson(text) ?? {}) as FcmErrorBody).error ?? {};
  const details = error.details ?? [];
  const errorCode = details.find((detail) => detail.errorCode)?.errorCode;
  const status = response.status;
  const detail = error.message ?? text.slice(0, 200);
  const message = `fcm ${status} ${errorCode ?? error.status ?? ''}: ${detail}`;
  if (DEAD_ERROR_CODES.has(errorCode ?? '') || (status === 400 && isTokenError(error))) {
    return pushFailure('dead', status, message);
  }
  return failureForStatus(status, message, parseRetryAfter(response.headers.get('retry-after')));
}

/** INVALID_ARGUMENT about the token itself (a field violation on message.token or FCM's wording). */
function isTokenError(error: NonNullable<FcmErrorBody['error']>): boolean {
  const onToken = (error.details ?? []).some((detail) =>
    detail.fieldViolations?.some((violation) => violation.field === 'message.token'),
  );
  return onToken || /registration token/i.test(error.message ?? '');
}
