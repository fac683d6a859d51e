import webpush from 'web-push';

import { describeError, failureForStatus, parseRetryAfter, pushFailure } from './push-result.ts';
import {
  DEFAULT_PUSH_TTL_SECONDS,
  PUSH_TIMEOUT_MS,
  type PushChannelSender,
  type PushPayload,
  type PushSendOptions,
  type WebPushSubscription,
} from './push.types.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** Settings of the Web Push sender; `fetch` lets the caller put an egress guard in front (R27). */
export type WebPushSenderOptions = {
  vapid: VapidKeys;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export type WebPushSender = PushChannelSender<WebPushSubscription>;

/**
 * Standard Web Push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm-encrypted
 * payload (RFC 8291). `web-push` builds the encrypted body and the `vapid t=…, k=…` header;
 * the request itself goes through fetch without redirects, so any endpoint (https push services,
 * the local fake in tests) works the same and nothing is followed elsewhere.
 */
export function createWebPushSender(options: WebPushSenderOptions): WebPushSender {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  const { publicKey, privateKey, subject } = options.vapid;

  return {
    async send(subscription, payload, sendOptions = {}) {
      let details: ReturnType<typeof buildRequest>;
      try {
        details = buildRequest(subscription, payload, sendOptions, {
          publicKey,
          privateKey,
          subject,
        });
      } catch (error) {
        // A stored subscription that cannot be encrypted for will never work: drop the device.
        return pushFailure('dead', null, `invalid subscription: ${describeError(error)}`);
      }
      let response: Response;
      try {
        response = await fetchImpl(details.endpoint, {
          method: 'POST',
          headers: details.headers,
          body: details.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return failureForStatus(null, `web push: ${describeError(error)}`);
      }
      const text = await response.text().catch(() => '');
      if (response.status >= 200 && response.status < 300) {
        return { ok: true, status: response.status };
      }
      return failureForStatus(
        response.status,
        `web push ${response.status}: ${text.slice(0, 200)}`,
        parseRetryAfter(response.headers.get('retry-after')),
      );
    },
  } satisfies WebPushSender;
}

function buildRequest(
  subscription: WebPushSubscription,
  payload: PushPayload,
  options: PushSendOptions,
  vapidDetails: VapidKeys,
): { endpoint: string; headers: Record<string, string>; body: Uint8Array } {
  const endpoint = new URL(subscription.endpoint);
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') {
    throw new Error(`unsupported endpoint scheme ${endpoint.protocol}`);
  }
  const details = webpush.generateRequestDetails(
    {
      endpoint: endpoint.href,
      keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails,
      TTL: options.ttl ?? DEFAULT_PUSH_TTL_SECONDS,
      urgency: options.urgency ?? 'normal',
      contentEncoding: 'aes128gcm',
      ...(options.topic ? { topic: options.topic } : {}),
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch computes Content-Length itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  return { endpoint: details.endpoint, headers, body: new Uint8Array(details.body) };
}

/**
 * Parses a stored web device token (the JSON of a browser PushSubscription); null when it is not
 * one (missing endpoint or keys).
 */
export function parseWebPushSubscription(token: string): WebPushSubscription | null {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: unknown };
  if (typeof endpoint !== 'string' || typeof keys !== 'object' || keys === null) return null;
  const { p256dh, auth } = keys as { p256dh?: unknown; auth?: unknown };
  if (typeof p256dh !== 'string' || typeof auth !== 'string') return null;
  return { endpoint, keys: { p256dh, auth } };
}
