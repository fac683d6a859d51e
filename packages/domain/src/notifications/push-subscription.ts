import { DEVICE_PLATFORMS, type DevicePlatform } from '../users/roles.ts';

/** SPEC §8: the message when the device user refuses push permission. */
export const PUSH_PERMISSION_DENIED = 'User denied permissions!';

/** SPEC §8: the message where push is not supported. */
export const PUSH_UNSUPPORTED = 'FCM не поддерживается в этом окружении';

/**
 * SPEC §4 Push subscription: the obtained device token is sent to the server only when neither
 * the user's known tokens nor their devices include it. An empty token is never sent.
 */
export function shouldSendDeviceToken({
  token,
  knownTokens,
  devices,
}: {
  token: string | null | undefined;
  knownTokens: readonly string[] | null | undefined;
  devices: readonly { token: string }[] | null | undefined;
}): boolean {
  if (!token) return false;
  if (knownTokens?.includes(token)) return false;
  return !(devices ?? []).some((device) => device.token === token);
}

/** SPEC §8: push is supported on web, android and ios only. */
export function isPushSupportedPlatform(
  platform: string | null | undefined,
): platform is DevicePlatform {
  return (DEVICE_PLATFORMS as readonly (string | null | undefined)[]).includes(platform);
}

/**
 * SPEC §4/§8: whether push may be started — on a supported platform, and not in the iOS native
 * wrapper (`isNative` is true inside Capacitor).
 */
export function pushStartAllowed({
  platform,
  isNative,
}: {
  platform: string | null | undefined;
  isNative: boolean;
}): boolean {
  return isPushSupportedPlatform(platform) && !(platform === 'ios' && isNative);
}

/**
 * The push service answered that the token is gone (404 Not Found or 410 Gone, as Web
 * Push and FCM HTTP v1 do), so the device is removed instead of retried.
 */
export function isDeadPushTokenStatus(status: number): boolean {
  return status === 404 || status === 410;
}

/** A push failure worth retrying with backoff — no answer, 429 or 5xx. */
export function isRetryablePushStatus(status: number | null): boolean {
  return status === null || status === 429 || status >= 500;
}
