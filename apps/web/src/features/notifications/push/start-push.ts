import { isPushSupportedPlatform, pushStartAllowed } from '@kabinet/domain/notifications';

import type { NativePushPlugin } from './native-push.ts';
import { currentPushPlatform, loadNativePushPlugin, type PushPlatform } from './push-platform.ts';
import { pushUnsupported, type PushStartResult } from './push-result.ts';
import { currentWebPushBrowser, type WebPushBrowser } from './web-push-browser.ts';
import { startWebPush } from './web-push.ts';

export interface StartPushArgs {
  userId: number;
  devices: readonly { token: string }[];
  /** True on a user gesture: only then may the browser's permission be asked. */
  interactive: boolean;
  /** Opens an app path when a native push is tapped. */
  onOpen: (path: string) => void;
  /** The environment; the real one when left out (tests pass theirs). */
  platform?: PushPlatform;
  browser?: WebPushBrowser;
  loadPlugin?: () => Promise<NativePushPlugin>;
}

/**
 * SPEC §4/§8 push start: only on web, android and ios ('FCM не поддерживается в этом окружении'
 * elsewhere), never in the iOS wrapper; the wrappers go through Capacitor's plugin, a browser
 * through the Push API. Never throws.
 */
export async function startPush(args: StartPushArgs): Promise<PushStartResult> {
  const { platform, isNative } = args.platform ?? currentPushPlatform();
  if (!isPushSupportedPlatform(platform)) return pushUnsupported();
  if (!pushStartAllowed({ platform, isNative })) return { status: 'off' };
  const { userId, devices, interactive, onOpen } = args;
  if (platform === 'web') {
    const browser = args.browser ?? currentWebPushBrowser();
    return startWebPush({ browser, userId, devices, interactive });
  }
  try {
    // Only the Android and iOS wrappers get here: a browser never loads the native bridge.
    const [plugin, { startNativePush }] = await Promise.all([
      (args.loadPlugin ?? loadNativePushPlugin)(),
      import('./native-push.ts'),
    ]);
    return await startNativePush({ plugin, platform, userId, devices, onOpen });
  } catch (error) {
    return { status: 'failed', error };
  }
}
