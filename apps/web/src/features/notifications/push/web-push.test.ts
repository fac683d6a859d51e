import { PUSH_PERMISSION_DENIED, PUSH_UNSUPPORTED } from '@kabinet/domain/notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startTestApi, type TestAnswer } from '../../../test/test-api.ts';
import { knownDeviceTokens, takeDeviceTokenForLogout } from './device-token.ts';
import {
  fakeSubscription,
  fakeWebPushBrowser,
  type FakeBrowserOptions,
} from '../../../test/notifications/test-browser.ts';
import { base64UrlToBytes, startWebPush } from './web-push.ts';

// A P-256 public key as the server's GET /api/v1/push/vapid-public-key gives it (base64url).
const VAPID_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const USER_ID = 7;

let api: Awaited<ReturnType<typeof startTestApi>>;
let deviceAnswer: TestAnswer;

beforeEach(async () => {
  deviceAnswer = {
    status: 200,
    body: { data: { id: 1, token: 'x', device_info: { platform: 'web' } } },
  };
  api = await startTestApi({
    'GET /api/v1/push/vapid-public-key': { status: 200, body: { data: { public_key: VAPID_KEY } } },
    [`POST /api/user/${USER_ID}/device-subscribe`]: () => deviceAnswer,
  });
});

afterEach(() => api.close());

const deviceCalls = () => api.seen.filter((request) => request.url.endsWith('/device-subscribe'));

function start(options: FakeBrowserOptions = {}, extra: { devices?: { token: string }[] } = {}) {
  const fake = fakeWebPushBrowser(options);
  const run = (interactive = false) =>
    startWebPush({
      browser: fake.browser,
      userId: USER_ID,
      devices: extra.devices ?? [],
      interactive,
    });
  return { ...fake, run };
}

describe('web push subscription (SPEC §4)', () => {
  it('registers /sw.js, subscribes with the VAPID key and sends the token once (platform web)', async () => {
    const { run, calls } = start();

    const result = await run();

    expect(calls.register).toEqual([{ url: '/sw.js', scope: '/' }]);
    expect(calls.subscribe).toHaveLength(1);
    expect(calls.subscribe[0]?.userVisibleOnly).toBe(true);
    expect([...(calls.subscribe[0]?.applicationServerKey ?? [])]).toEqual([
      ...base64UrlToBytes(VAPID_KEY),
    ]);
    expect(result).toMatchObject({ status: 'subscribed', sent: true });
    const token = result.status === 'subscribed' ? result.token : '';
    expect(JSON.parse(token)).toMatchObject({ endpoint: 'https://push.example.test/1' });
    expect(deviceCalls().map((request) => request.body)).toEqual([{ token, platform: 'web' }]);
    expect(knownDeviceTokens(USER_ID)).toEqual([token]);

    // The next start of the app: the same subscription, a known token — nothing is sent.
    expect(await run()).toMatchObject({ status: 'subscribed', token, sent: false });
    expect(calls.subscribe).toHaveLength(1);
    expect(deviceCalls()).toHaveLength(1);
  });

  it('does not send a token the user devices already include', async () => {
    const existing = fakeSubscription('https://push.example.test/old', base64UrlToBytes(VAPID_KEY));
    const token = JSON.stringify(existing);
    const { run, calls } = start({ existing }, { devices: [{ token }] });

    expect(await run()).toMatchObject({ status: 'subscribed', token, sent: false });
    expect(calls.subscribe).toHaveLength(0);
    expect(deviceCalls()).toHaveLength(0);
    // Known from now on, so logout can name it.
    expect(knownDeviceTokens(USER_ID)).toEqual([token]);
  });

  it('replaces a subscription made with another VAPID key', async () => {
    const stale = fakeSubscription('https://push.example.test/stale', new Uint8Array([4, 1, 2]));
    const { run, calls } = start({ existing: stale });

    const result = await run();

    expect(stale.unsubscribed).toBe(true);
    expect(calls.subscribe).toHaveLength(1);
    expect(result).toMatchObject({ status: 'subscribed', sent: true });
  });

  it('answers SPEC §8 «User denied permissions!» when permission is refused', async () => {
    const { run, calls } = start({ permission: 'denied' });

    expect(await run(true)).toEqual({ status: 'denied', message: PUSH_PERMISSION_DENIED });
    expect(calls.requestPermission).toBe(0);
    expect(calls.register).toHaveLength(0);
    expect(deviceCalls()).toHaveLength(0);
  });

  it('asks for permission only on a user gesture', async () => {
    const { run, calls } = start({ permission: 'default', answer: 'granted' });

    expect(await run(false)).toEqual({ status: 'prompt' });
    expect(calls.requestPermission).toBe(0);
    expect(calls.register).toHaveLength(0);

    expect(await run(true)).toMatchObject({ status: 'subscribed', sent: true });
    expect(calls.requestPermission).toBe(1);
  });

  it('answers «User denied permissions!» when the prompt is refused', async () => {
    const { run } = start({ permission: 'default', answer: 'denied' });

    expect(await run(true)).toEqual({ status: 'denied', message: PUSH_PERMISSION_DENIED });
    expect(deviceCalls()).toHaveLength(0);
  });

  it.each([
    { missing: 'the Push API', options: { pushManager: false } },
    { missing: 'service workers', options: { serviceWorker: false } },
    { missing: 'notifications', options: { notifications: false } },
  ])('answers «FCM не поддерживается в этом окружении» without $missing', async ({ options }) => {
    const { run } = start(options);

    expect(await run(true)).toEqual({ status: 'unsupported', message: PUSH_UNSUPPORTED });
    expect(api.seen).toHaveLength(0);
  });

  it('fails quietly when no push service can be reached, sending nothing', async () => {
    const error = new DOMException('Registration failed - push service error', 'AbortError');
    const { run } = start({ subscribeError: error });

    expect(await run()).toEqual({ status: 'failed', error });
    expect(deviceCalls()).toHaveLength(0);
    expect(knownDeviceTokens(USER_ID)).toEqual([]);
  });

  it('keeps the token unknown when device-subscribe fails, so the next start sends it again', async () => {
    deviceAnswer = { status: 422, body: { message: 'Неизвестная платформа.' } };
    const { run } = start();

    expect(await run()).toMatchObject({ status: 'failed' });
    expect(knownDeviceTokens(USER_ID)).toEqual([]);

    deviceAnswer = {
      status: 200,
      body: { data: { id: 2, token: 't', device_info: { platform: 'web' } } },
    };
    expect(await run()).toMatchObject({ status: 'subscribed', sent: true });
    expect(deviceCalls()).toHaveLength(2);
  });

  it('gives logout the device token once, then forgets it', async () => {
    const { run } = start();
    const result = await run();
    const token = result.status === 'subscribed' ? result.token : 'none';

    expect(takeDeviceTokenForLogout(999)).toBeNull();
    await run();
    expect(takeDeviceTokenForLogout(USER_ID)).toBe(token);
    expect(takeDeviceTokenForLogout(USER_ID)).toBeNull();
  });
});
