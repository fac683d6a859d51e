import { shouldSendDeviceToken } from '@kabinet/domain/notifications';
import { type DevicePlatform } from '@kabinet/domain/users';

import { subscribeDevice } from './push-api.ts';

/** localStorage key of this device's push token, kept for SPEC §4 and for logout's device_token. */
export const DEVICE_TOKEN_STORAGE_KEY = 'pushDeviceToken';

interface StoredDeviceToken {
  userId: number;
  token: string;
}

function readStored(): StoredDeviceToken | null {
  try {
    const parsed = JSON.parse(
      localStorage.getItem(DEVICE_TOKEN_STORAGE_KEY) ?? 'null',
    ) as Partial<StoredDeviceToken> | null;
    return typeof parsed?.userId === 'number' && typeof parsed.token === 'string' && parsed.token
      ? { userId: parsed.userId, token: parsed.token }
      : null;
  } catch {
    return null;
  }
}

/** The tokens this device already gave the user's account (SPEC §4 «known tokens»). */
export function knownDeviceTokens(userId: number): string[] {
  const stored = readStored();
  return stored?.userId === userId ? [stored.token] : [];
}

export function rememberDeviceToken(userId: number, token: string): void {
  localStorage.setItem(
    DEVICE_TOKEN_STORAGE_KEY,
    JSON.stringify({ userId, token } satisfies StoredDeviceToken),
  );
}

/**
 * SPEC §7 logout {device_token}: the token the server should forget with this session. It is
 * forgotten here too, so the next sign-in (maybe of another user) sends it again.
 */
export function takeDeviceTokenForLogout(userId: number): string | null {
  const [token = null] = knownDeviceTokens(userId);
  localStorage.removeItem(DEVICE_TOKEN_STORAGE_KEY);
  return token;
}

/**
 * SPEC §4 Push subscription: the obtained token goes to device-subscribe only when neither the
 * known tokens nor the user's devices include it; either way it becomes known. Returns whether
 * it was sent. A failed call leaves it unknown, so the next start tries again.
 */
export async function sendDeviceToken({
  userId,
  token,
  platform,
  devices,
}: {
  userId: number;
  token: string;
  platform: DevicePlatform;
  devices: readonly { token: string }[];
}): Promise<boolean> {
  const send = shouldSendDeviceToken({ token, knownTokens: knownDeviceTokens(userId), devices });
  if (send) await subscribeDevice(userId, { token, platform });
  rememberDeviceToken(userId, token);
  return send;
}
