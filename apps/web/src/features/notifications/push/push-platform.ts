import { Capacitor } from '@capacitor/core';

import type { NativePushPlugin } from './native-push.ts';

/** Where the app runs: Capacitor says 'web' in a browser, 'android'/'ios' in the wrappers. */
export interface PushPlatform {
  platform: string;
  isNative: boolean;
}

export function currentPushPlatform(): PushPlatform {
  return { platform: Capacitor.getPlatform(), isNative: Capacitor.isNativePlatform() };
}

/** The native plugin, loaded only inside the wrappers (the web bundle never needs it). */
export async function loadNativePushPlugin(): Promise<NativePushPlugin> {
  const { PushNotifications } = await import('@capacitor/push-notifications');
  return PushNotifications;
}
