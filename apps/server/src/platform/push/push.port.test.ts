import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chatPushPayload } from '@kabinet/domain/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeFcm, type FakeFcm } from '../../testing/fake-fcm-server.ts';
import { startFakePushService, type FakePushService } from '../../testing/fake-push-service.ts';

import { isAllowedPushEndpoint } from './push-endpoints.ts';
import { createPushSender, createPushSetup } from './push.port.ts';

let pushService: FakePushService;
let fcm: FakeFcm;
let dataDir: string;

beforeAll(async () => {
  [pushService, fcm] = await Promise.all([startFakePushService(), startFakeFcm()]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'kabinet-push-port-'));
});

afterAll(async () => {
  await Promise.all([pushService.close(), fcm.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

const payload = chatPushPayload({
  type: 'NEW_CHAT_MESSAGE',
  message: { chat_conversation_id: 5, text: '', chat_user: { name: 'Менеджер' } },
});

describe('PushSender port', () => {
  it('routes web devices to Web Push and android/ios to FCM', async () => {
    const { sender, vapid } = createPushSetup({
      dataDir,
      env: { FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(fcm.serviceAccount), FCM_BASE_URL: fcm.url },
    });
    const subscription = pushService.createSubscription({ applicationServerKey: vapid.publicKey });

    expect(
      await sender.send({ platform: 'web', token: JSON.stringify(subscription) }, payload),
    ).toEqual({
      ok: true,
      status: 201,
    });
    expect(pushService.received.at(-1)?.payload).toEqual(payload);
    expect(pushService.received.at(-1)?.payload).toMatchObject({
      body: 'Менеджер: Прикрепленный файл',
    });

    expect(await sender.send({ platform: 'android', token: 'droid' }, payload)).toMatchObject({
      ok: true,
    });
    expect(await sender.send({ platform: 'ios', token: 'apple' }, payload)).toMatchObject({
      ok: true,
    });
    expect(fcm.messages.map((item) => item.message.token)).toEqual(['droid', 'apple']);
    expect(sender.supports('ios')).toBe(true);
  });

  it('reports android/ios as unsupported without FCM credentials', async () => {
    const { sender, fcm: fcmConfig } = createPushSetup({ dataDir, env: {} });
    expect(fcmConfig).toBeNull();
    expect(sender.supports('android')).toBe(false);
    expect(sender.supports('web')).toBe(true);
    expect(await sender.send({ platform: 'android', token: 'droid' }, payload)).toMatchObject({
      ok: false,
      reason: 'unsupported',
      dead: false,
      retryable: false,
    });
  });

  it('a web token that is not a PushSubscription is dead; no sender means unsupported', async () => {
    const bare = createPushSender({});
    expect(await bare.send({ platform: 'web', token: 'x' }, payload)).toMatchObject({
      reason: 'unsupported',
    });
    const { sender: configured } = createPushSetup({ dataDir, env: {} });
    expect(await configured.send({ platform: 'web', token: 'not-json' }, payload)).toMatchObject({
      ok: false,
      dead: true,
    });
  });
});

describe('isAllowedPushEndpoint (R28)', () => {
  it('accepts the known push services only, anchored', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc:def')).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/gAAA')).toBe(
      true,
    );
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QAbc')).toBe(true);
    expect(isAllowedPushEndpoint('https://db5p.notify.windows.com/w/?token=x')).toBe(true);

    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://evil.example/fcm.googleapis.com')).toBe(false);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://user@fcm.googleapis.com/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://notify.windows.com/x')).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/push/x')).toBe(false);
    expect(isAllowedPushEndpoint('not a url')).toBe(false);
  });

  it('accepts exact extra origins (the fake in tests)', () => {
    const endpoint = pushService.createSubscription().endpoint;
    expect(isAllowedPushEndpoint(endpoint, [pushService.origin])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:1/push/x', [pushService.origin])).toBe(false);
  });
});
