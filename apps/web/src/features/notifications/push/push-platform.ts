import { type AppPlatform, currentPlatform } from '../../../shared/lib/native-platform.ts';
import type { NativePushPlugin } from './native-push.ts';

/** Where the app runs (shared/lib/native-platform.ts); push asks it before choosing a channel. */
export type PushPlatform = AppPlatform;

export const currentPushPlatform: () => PushPlatform = currentPlatform;

/** The native plugin, loaded only inside the wrappers (the web bundle never needs it). */
export async function loadNativePushPlugin(): Promise<NativePushPlugin> {
  const { PushNotifications } = await import('@capacitor/push-notifications');
  return PushNotifications;
}
