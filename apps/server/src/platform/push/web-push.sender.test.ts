import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chatPushPayload, type PushPayload } from '@kabinet/domain/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakePushService, type FakePushService } from '../../testing/fake-push-service.ts';

import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts';
import { createWebPushSender, parseWebPushSubscription } from './web-push.sender.ts';

let fake: FakePushService;
let vapid: VapidKeys;
let dataDir: string;

beforeAll(async () => {
  fake = await startFakePushService();
  dataDir = mkdtempSync(path.join(tmpdir(), 'kabinet-webpush-'));
  vapid = loadVapidKeys({ dataDir, env: {} });
});

afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const payload: PushPayload = chatPushPayload({
  type: 'NEW_CHAT_MESSAGE',
  message: {
    id: 7,
    chat_conversation_id: 42,
    text: 'Добрый день! Акт сверки готов, посмотрите, пожалуйста.',
    chat_user: { name: 'Ирина Петрова' },
  },
});

describe('createWebPushSender', () => {
  it('sends a real aes128gcm-encrypted, VAPID-signed push that the push service decrypts', async () => {
    const subscription = fake.createSubscription({ applicationServerKey: vapid.publicKey });
    const sender = createWebPushSender({ vapid });

    const result = await sender.send(subscription, payload, {
      ttl: 600,
      urgency: 'high',
      topic: payload.tag,
    });

    expect(result).toEqual({ ok: true, status: 201 });
    const message = fake.received.find((item) => item.endpoint === subscription.endpoint);
    expect(message?.payload).toEqual(payload);
    expect(message?.payload).toMatchObject({ title: 'Новое сообщение', url: '/chat-dialog/42' });
    expect(message?.headers).toMatchObject({
      ttl: '600',
      urgency: 'high',
      topic: 'chat-42',
      'content-encoding': 'aes128gcm',
    });
    expect(message?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(message?.vapid).toMatchObject({ aud: fake.origin, sub: vapid.subject });
  });

  it('round-trips a payload of a few kilobytes of Cyrillic text', async () => {
    const subscription = fake.createSubscription();
    const long: PushPayload = { ...payload, body: 'Ж'.repeat(1500) };
    const result = await createWebPushSender({ vapid }).send(subscription, long);
    expect(result.ok).toBe(true);
    expect(fake.received.at(-1)?.payload).toEqual(long);
  });

  it('the push service refuses a push signed with another VAPID key (it really checks)', async () => {
    const subscription = fake.createSubscription({ applicationServerKey: vapid.publicKey });
    const otherDir = mkdtempSync(path.join(tmpdir(), 'kabinet-webpush-other-'));
    try {
      const other = loadVapidKeys({ dataDir: otherDir, env: {} });
      const result = await createWebPushSender({ vapid: other }).send(subscription, payload);
      expect(result).toMatchObject({
        ok: false,
        reason: 'rejected',
        status: 403,
        dead: false,
        retryable: false,
      });
      // A forged signature (right k=, wrong private key) is a 401.
      const forged = createWebPushSender({ vapid: { ...vapid, privateKey: other.privateKey } });
      expect(await forged.send(subscription, payload)).toMatchObject({ ok: false, status: 401 });
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('a push encrypted for other keys cannot be decrypted by the push service', async () => {
    const subscription = fake.createSubscription();
    const stranger = fake.createSubscription();
    const result = await createWebPushSender({ vapid }).send(
      { endpoint: subscription.endpoint, keys: stranger.keys },
      payload,
    );
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(fake.attempts.at(-1)?.error).toMatch(/decryption failed/);
  });

  it('410 Gone and 404 mean the subscription is dead', async () => {
    const sender = createWebPushSender({ vapid });
    const gone = fake.createSubscription();
    fake.respondWith(gone, 410);
    expect(await sender.send(gone, payload)).toMatchObject({
      ok: false,
      reason: 'dead',
      dead: true,
      retryable: false,
      status: 410,
    });
    const unsubscribed = fake.createSubscription();
    fake.unsubscribe(unsubscribed);
    expect(await sender.send(unsubscribed, payload)).toMatchObject({ dead: true, status: 410 });
    const unknown = { ...fake.createSubscription(), endpoint: `${fake.origin}/push/nobody` };
    expect(await sender.send(unknown, payload)).toMatchObject({ dead: true, status: 404 });
  });

  it('5xx and 429 are retryable (Retry-After kept), and a later attempt succeeds', async () => {
    const sender = createWebPushSender({ vapid });
    const subscription = fake.createSubscription();
    fake.respondWith(subscription, 500, { times: 1 });
    fake.respondWith(subscription, 429, { times: 1, retryAfter: '30' });

    expect(await sender.send(subscription, payload)).toMatchObject({
      ok: false,
      reason: 'retryable',
      retryable: true,
      dead: false,
      status: 500,
    });
    expect(await sender.send(subscription, payload)).toMatchObject({
      retryable: true,
      status: 429,
      retryAfterMs: 30_000,
    });
    expect(await sender.send(subscription, payload)).toEqual({ ok: true, status: 201 });
  });

  it('no answer is retryable with status null; it never throws', async () => {
    const closed = await startFakePushService();
    const subscription = closed.createSubscription();
    await closed.close();
    const result = await createWebPushSender({ vapid, timeoutMs: 2000 }).send(
      subscription,
      payload,
    );
    expect(result).toMatchObject({ ok: false, reason: 'retryable', status: null });
  });

  it('a malformed stored subscription is dead without a request', async () => {
    const attempts = fake.attempts.length;
    const result = await createWebPushSender({ vapid }).send(
      { endpoint: `${fake.origin}/push/x`, keys: { p256dh: 'bad', auth: 'bad' } },
      payload,
    );
    expect(result).toMatchObject({ ok: false, dead: true, status: null });
    expect(fake.attempts).toHaveLength(attempts);
  });
});

describe('parseWebPushSubscription', () => {
  it('reads the JSON of a browser PushSubscription', () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    };
    expect(parseWebPushSubscription(JSON.stringify(subscription))).toEqual({
      endpoint: subscription.endpoint,
      keys: subscription.keys,
    });
    expect(parseWebPushSubscription('fcm-token-123')).toBeNull();
    expect(parseWebPushSubscription('{"endpoint":"x"}')).toBeNull();
  });
});
