import { sendDeviceToken } from './device-token.ts';
import { fetchVapidPublicKey } from './push-api.ts';
import { pushDenied, pushUnsupported, type PushStartResult } from './push-result.ts';
import {
  SERVICE_WORKER_URL,
  type PushRegistrationLike,
  type PushSubscriptionLike,
  type WebPushBrowser,
} from './web-push-browser.ts';

/** RFC 8292: the VAPID key travels base64url; the Push API wants its bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key || key.byteLength !== expected.length) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((byte, index) => byte === expected[index]);
}

/**
 * The subscription for this VAPID key: the existing one when it was made with the same key,
 * else a new one (a subscription of an older key could never receive our pushes).
 */
async function subscriptionFor(
  registration: PushRegistrationLike,
  applicationServerKey: Uint8Array<ArrayBuffer>,
): Promise<PushSubscriptionLike> {
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, applicationServerKey)) {
    return existing;
  }
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** Permission as SPEC §4 needs it: asked only on a user gesture (`interactive`). */
async function permissionFor(
  notifications: NonNullable<WebPushBrowser['notifications']>,
  interactive: boolean,
): Promise<NotificationPermission> {
  const current = notifications.permission();
  if (current !== 'default' || !interactive) return current;
  return notifications.requestPermission();
}

export interface StartWebPushArgs {
  browser: WebPushBrowser;
  userId: number;
  /** SPEC §3 User.devices as the user answer carries them. */
  devices: readonly { token: string }[];
  /** True when a user gesture started it, so permission may be asked. */
  interactive: boolean;
}

/**
 * Web push: with permission, registers the service worker, subscribes through the Push
 * API with the server's VAPID key (userVisibleOnly) and sends `JSON.stringify(subscription)` as
 * the device token (platform web) when SPEC §4 says it is new. Never throws.
 */
export async function startWebPush({
  browser,
  userId,
  devices,
  interactive,
}: StartWebPushArgs): Promise<PushStartResult> {
  const { notifications, serviceWorker } = browser;
  if (!notifications || !serviceWorker || !browser.hasPushManager) return pushUnsupported();
  try {
    const permission = await permissionFor(notifications, interactive);
    if (permission === 'denied') return pushDenied();
    if (permission !== 'granted') return { status: 'prompt' };
    await serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    const registration = await serviceWorker.ready;
    const key = base64UrlToBytes(await fetchVapidPublicKey());
    const token = JSON.stringify(await subscriptionFor(registration, key));
    const sent = await sendDeviceToken({ userId, token, platform: 'web', devices });
    return { status: 'subscribed', token, sent };
  } catch (error) {
    return { status: 'failed', error };
  }
}
