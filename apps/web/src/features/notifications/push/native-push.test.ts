import { PUSH_PERMISSION_DENIED } from '@kabinet/domain/notifications';
import type { PermissionStatus, PushNotificationSchema } from '@capacitor/push-notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startTestApi } from '../../../test/test-api.ts';
import { knownDeviceTokens } from './device-token.ts';
import {
  closeNativeConversationNotifications,
  startNativePush,
  type NativePushPlugin,
} from './native-push.ts';

const USER_ID = 7;
const FCM_TOKEN = 'fcm-registration-token-1';

type Event = 'registration' | 'registrationError' | 'pushNotificationActionPerformed';

/**
 * A fake of Capacitor's PushNotifications plugin (the native boundary): it answers register()
 * the way the native side does — with a 'registration' or a 'registrationError' event.
 */
function fakePlugin({
  permission = 'granted',
  answer = 'granted',
  registration = { value: FCM_TOKEN } as unknown,
  registrationError = null as { error: string } | null,
  delivered = [] as PushNotificationSchema[],
} = {}) {
  const listeners = new Map<Event, Set<(value: unknown) => void>>();
  const calls = { requestPermissions: 0, register: 0, removed: [] as PushNotificationSchema[][] };
  const emit = (event: Event, value: unknown) =>
    [...(listeners.get(event) ?? [])].forEach((listener) => listener(value));
  const plugin: NativePushPlugin = {
    checkPermissions: () => Promise.resolve({ receive: permission } as PermissionStatus),
    requestPermissions: () => {
      calls.requestPermissions += 1;
      return Promise.resolve({ receive: answer } as PermissionStatus);
    },
    register: () => {
      calls.register += 1;
      queueMicrotask(() =>
        registrationError
          ? emit('registrationError', registrationError)
          : emit('registration', registration),
      );
      return Promise.resolve();
    },
    addListener: (event: Event, listener: (value: never) => void) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (value: unknown) => void);
      listeners.set(event, set);
      return Promise.resolve({
        remove: () => {
          set.delete(listener as (value: unknown) => void);
          return Promise.resolve();
        },
      });
    },
    getDeliveredNotifications: () => Promise.resolve({ notifications: delivered }),
    removeDeliveredNotifications: ({ notifications }) => {
      calls.removed.push(notifications);
      return Promise.resolve();
    },
  };
  return { plugin, calls, emit, listeners };
}

let api: Awaited<ReturnType<typeof startTestApi>>;

beforeEach(async () => {
  api = await startTestApi({
    [`POST /api/user/${USER_ID}/device-subscribe`]: {
      status: 200,
      body: { data: { id: 3, token: FCM_TOKEN, device_info: { platform: 'android' } } },
    },
  });
});

afterEach(() => api.close());

const deviceCalls = () => api.seen.filter((request) => request.url.endsWith('/device-subscribe'));

function start(fake: ReturnType<typeof fakePlugin>, devices: { token: string }[] = []) {
  const opened: string[] = [];
  const run = () =>
    startNativePush({
      plugin: fake.plugin,
      platform: 'android',
      userId: USER_ID,
      devices,
      onOpen: (path) => opened.push(path),
    });
  return { run, opened };
}

describe('native push through Capacitor', () => {
  it('asks permission, registers and sends the registration token with platform android once', async () => {
    const fake = fakePlugin({ permission: 'prompt', answer: 'granted' });
    const { run } = start(fake);

    expect(await run()).toEqual({ status: 'subscribed', token: FCM_TOKEN, sent: true });
    expect(fake.calls.requestPermissions).toBe(1);
    expect(deviceCalls().map((request) => request.body)).toEqual([
      { token: FCM_TOKEN, platform: 'android' },
    ]);
    expect(knownDeviceTokens(USER_ID)).toEqual([FCM_TOKEN]);
    // The one-off registration listeners are gone; only the tap listener stays.
    expect(fake.listeners.get('registration')?.size).toBe(0);

    expect(await run()).toEqual({ status: 'subscribed', token: FCM_TOKEN, sent: false });
    expect(deviceCalls()).toHaveLength(1);
  });

  it('does not send a token the user devices already include', async () => {
    const { run } = start(fakePlugin(), [{ token: FCM_TOKEN }]);

    expect(await run()).toEqual({ status: 'subscribed', token: FCM_TOKEN, sent: false });
    expect(deviceCalls()).toHaveLength(0);
  });

  it('answers «User denied permissions!» when the device user refuses', async () => {
    const fake = fakePlugin({ permission: 'prompt', answer: 'denied' });
    const { run } = start(fake);

    expect(await run()).toEqual({ status: 'denied', message: PUSH_PERMISSION_DENIED });
    expect(fake.calls.register).toBe(0);
    expect(deviceCalls()).toHaveLength(0);
  });

  it('fails with the registration error and sends nothing', async () => {
    const { run } = start(fakePlugin({ registrationError: { error: 'SERVICE_NOT_AVAILABLE' } }));

    const result = await run();

    expect(result).toMatchObject({ status: 'failed' });
    expect(result.status === 'failed' && String(result.error)).toContain('SERVICE_NOT_AVAILABLE');
    expect(deviceCalls()).toHaveLength(0);
  });

  it('opens the chat-dialog route when a chat push is tapped, another push its own url', async () => {
    const fake = fakePlugin();
    const { run, opened } = start(fake);
    await run();

    const tap = (data: Record<string, string>) =>
      fake.emit('pushNotificationActionPerformed', {
        actionId: 'tap',
        notification: { id: '1', data },
      });
    tap({ type: 'NEW_CHAT_MESSAGE', chat_conversation_id: '7', url: '/chat/7', tag: 'chat-7' });
    tap({ type: 'COMPANY_TARIFF_STATUS_CHANGED', url: '/service/tariff' });
    tap({ url: 'https://evil.example/phish' });

    expect(opened).toEqual(['/chat-dialog/7', '/service/tariff', '/']);
  });

  it('removes the delivered pushes of a read conversation from the tray', async () => {
    const delivered: PushNotificationSchema[] = [
      { id: '1', tag: 'chat-7', data: { chat_conversation_id: '7' } },
      { id: '2', data: { chat_conversation_id: '7' } },
      { id: '3', tag: 'chat-8', data: { chat_conversation_id: '8' } },
    ];
    const fake = fakePlugin({ delivered });

    await closeNativeConversationNotifications(fake.plugin, 7);

    expect(fake.calls.removed).toEqual([[delivered[0], delivered[1]]]);
  });
});
