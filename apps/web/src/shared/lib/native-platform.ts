/** Where the app runs: Capacitor says 'web' in a browser, 'android'/'ios' in the wrappers. */
export interface AppPlatform {
  platform: string;
  isNative: boolean;
}

interface BridgeWindow {
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/**
 * Capacitor's own platform test (`getPlatformId` of @capacitor/core, checked against it in
 * push-platform.test.ts): the wrappers expose their native bridge on `window`. Read here so the
 * web bundle does not download @capacitor/core on every page just to learn it is 'web'.
 */
export function currentPlatform(): AppPlatform {
  const win = window as BridgeWindow;
  let platform = 'web';
  if (win.androidBridge) platform = 'android';
  else if (win.webkit?.messageHandlers?.bridge) platform = 'ios';
  return { platform, isNative: platform !== 'web' };
}
