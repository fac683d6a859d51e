import { PUSH_UNSUPPORTED } from '@kabinet/domain/notifications';
import { describe, expect, it } from 'vitest';

import type { NativePushPlugin } from './native-push.ts';
import { startPush } from './start-push.ts';
import { fakeWebPushBrowser } from '../../../test/notifications/test-browser.ts';
import { setupPushTestApi } from '../../../test/notifications/test-push-api.ts';

const api = setupPushTestApi();

/** A plugin that must never be touched. */
const untouchable = (): Promise<NativePushPlugin> =>
  Promise.reject(new Error('the native plugin must not be loaded'));

function run(platform: string, isNative: boolean, loadPlugin = untouchable) {
  const fake = fakeWebPushBrowser();
  const result = startPush({
    userId: 7,
    devices: [],
    interactive: false,
    onOpen: () => undefined,
    platform: { platform, isNative },
    browser: fake.browser,
    loadPlugin,
  });
  return { result, fake };
}

describe('where push starts (SPEC §4/§8)', () => {
  it('never starts in the iOS wrapper', async () => {
    const { result, fake } = run('ios', true);

    expect(await result).toEqual({ status: 'off' });
    expect(fake.calls.register).toHaveLength(0);
    expect(api.seen).toHaveLength(0);
  });

  it('answers «FCM не поддерживается в этом окружении» on other platforms', async () => {
    const { result } = run('electron', false);

    expect(await result).toEqual({ status: 'unsupported', message: PUSH_UNSUPPORTED });
  });

  it('goes through the Push API in a browser (platform web)', async () => {
    const { result, fake } = run('web', false);

    expect(await result).toMatchObject({ status: 'subscribed', sent: true });
    expect(fake.calls.register).toHaveLength(1);
    expect(api.seen.at(-1)?.body).toMatchObject({ platform: 'web' });
  });

  it('goes through the Capacitor plugin in the Android wrapper', async () => {
    const plugin: NativePushPlugin = {
      checkPermissions: () => Promise.resolve({ receive: 'granted' }),
      requestPermissions: () => Promise.resolve({ receive: 'granted' }),
      register: () => Promise.resolve(),
      addListener: (event: string, listener: (value: never) => void) => {
        if (event === 'registration') {
          setTimeout(() => (listener as (token: { value: string }) => void)({ value: 'fcm-1' }));
        }
        return Promise.resolve({ remove: () => Promise.resolve() });
      },
      getDeliveredNotifications: () => Promise.resolve({ notifications: [] }),
      removeDeliveredNotifications: () => Promise.resolve(),
    };
    const { result, fake } = run('android', true, () => Promise.resolve(plugin));

    expect(await result).toEqual({ status: 'subscribed', token: 'fcm-1', sent: true });
    expect(fake.calls.register).toHaveLength(0);
    expect(api.seen.at(-1)?.body).toEqual({ token: 'fcm-1', platform: 'android' });
  });

  it('reports a plugin that cannot load as a failure', async () => {
    const { result } = run('android', true);

    expect(await result).toMatchObject({ status: 'failed' });
  });
});
