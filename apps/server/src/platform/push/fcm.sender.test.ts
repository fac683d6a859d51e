import { chatPushPayload } from '@kabinet/domain/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createTestServiceAccount,
  startFakeFcm,
  type FakeFcm,
} from '../../testing/fake-fcm-server.ts';

import { FcmConfigError, loadFcmConfig, parseServiceAccount } from './fcm-auth.ts';
import { createFcmSender } from './fcm.sender.ts';

let fake: FakeFcm;

beforeAll(async () => {
  fake = await startFakeFcm({ projectId: 'kabinet-test' });
});

afterAll(async () => {
  await fake.close();
});

const payload = chatPushPayload({
  type: 'NEW_CHAT_MESSAGE',
  message: { id: 9, chat_conversation_id: 17, text: 'Счёт оплачен', chat_user: { name: 'Анна' } },
});

function sender() {
  return createFcmSender({
    serviceAccount: parseServiceAccount(fake.serviceAccount),
    baseUrl: fake.url,
  });
}

describe('createFcmSender (FCM HTTP v1 against the local fake)', () => {
  it('delivers the message with token, notification and string data', async () => {
    const result = await sender().send('android-token-1', payload, { ttl: 3600 });

    expect(result).toEqual({ ok: true, status: 200 });
    const sent = fake.messages.find((item) => item.message.token === 'android-token-1');
    expect(sent?.projectId).toBe('kabinet-test');
    expect(sent?.message).toMatchObject({
      token: 'android-token-1',
      notification: { title: 'Новое сообщение', body: 'Анна: Счёт оплачен' },
      data: {
        type: 'NEW_CHAT_MESSAGE',
        chat_conversation_id: '17',
        url: '/chat-dialog/17',
        tag: 'chat-17',
      },
      android: { priority: 'HIGH', ttl: '3600s', collapse_key: 'chat-17' },
      apns: { headers: { 'apns-priority': '10', 'apns-collapse-id': 'chat-17' } },
    });
  });

  it('exchanges the JWT for an access token once and reuses it until it nearly expires', async () => {
    let now = Date.now();
    const clocked = await startFakeFcm({ now: () => now });
    const fcm = createFcmSender({
      serviceAccount: parseServiceAccount(clocked.serviceAccount),
      baseUrl: clocked.url,
      now: () => now,
    });
    const before = clocked.tokenRequests.length;

    await Promise.all([
      fcm.send('t-a', payload),
      fcm.send('t-b', payload),
      fcm.send('t-c', payload),
    ]);
    await fcm.send('t-d', payload);
    expect(clocked.tokenRequests.length - before).toBe(1);
    expect(clocked.messages).toHaveLength(4);

    now += 3599_000 - 30_000; // inside the refresh margin
    await fcm.send('t-e', payload);
    expect(clocked.tokenRequests.length - before).toBe(2);
    expect(clocked.tokenRequests.every((request) => request.status === 200)).toBe(true);
    expect(clocked.messages).toHaveLength(5);
    await clocked.close();
  });

  it('gets a new access token and retries once when FCM answers 401', async () => {
    const fcm = sender();
    await fcm.send('t-before', payload);
    const before = fake.tokenRequests.length;
    fake.revokeAccessTokens();
    expect(await fcm.send('t-after', payload)).toEqual({ ok: true, status: 200 });
    expect(fake.tokenRequests.length - before).toBe(1);
  });

  it('UNREGISTERED (404) and an invalid token (400) are dead', async () => {
    fake.failToken('gone-token', 'UNREGISTERED');
    fake.failToken('bad-token', 'INVALID_ARGUMENT');
    expect(await sender().send('gone-token', payload)).toMatchObject({
      ok: false,
      reason: 'dead',
      dead: true,
      retryable: false,
      status: 404,
    });
    expect(await sender().send('bad-token', payload)).toMatchObject({ dead: true, status: 400 });
  });

  it('503 UNAVAILABLE and 429 QUOTA_EXCEEDED are retryable with Retry-After', async () => {
    fake.failToken('busy-token', 'UNAVAILABLE', { times: 1 });
    fake.failToken('busy-token', 'QUOTA_EXCEEDED', { times: 1, retryAfter: '12' });
    const fcm = sender();
    expect(await fcm.send('busy-token', payload)).toMatchObject({
      ok: false,
      reason: 'retryable',
      retryable: true,
      dead: false,
      status: 503,
    });
    expect(await fcm.send('busy-token', payload)).toMatchObject({
      retryable: true,
      status: 429,
      retryAfterMs: 12_000,
    });
    expect(await fcm.send('busy-token', payload)).toEqual({ ok: true, status: 200 });
  });

  it('the fake refuses an assertion signed by another key (it verifies the JWT)', async () => {
    const impostor = createTestServiceAccount({
      tokenUri: fake.tokenUri,
      projectId: fake.projectId,
      clientEmail: fake.serviceAccount.client_email,
    });
    const before = fake.messages.length;
    const result = await createFcmSender({
      serviceAccount: parseServiceAccount(impostor.serviceAccount),
      baseUrl: fake.url,
    }).send('t-impostor', payload);

    expect(result).toMatchObject({ ok: false, reason: 'rejected', status: 400, retryable: false });
    expect(fake.tokenRequests.at(-1)?.error).toMatch(/Invalid JWT Signature/);
    expect(fake.messages).toHaveLength(before);
  });

  it('the fake refuses a send without a valid bearer token', async () => {
    const response = await fetch(`${fake.url}/v1/projects/${fake.projectId}/messages:send`, {
      method: 'POST',
      headers: { Authorization: 'Bearer forged', 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: { token: 'x' } }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { status: 'UNAUTHENTICATED' } });
  });

  it('an unreachable token endpoint is retryable, not thrown', async () => {
    const closed = await startFakeFcm();
    await closed.close();
    const result = await createFcmSender({
      serviceAccount: parseServiceAccount(closed.serviceAccount),
      baseUrl: closed.url,
      timeoutMs: 2000,
    }).send('t', payload);
    expect(result).toMatchObject({ ok: false, retryable: true, status: null });
  });
});

describe('loadFcmConfig', () => {
  it('is null without credentials and reads FCM_SERVICE_ACCOUNT_JSON + FCM_BASE_URL', () => {
    expect(loadFcmConfig({})).toBeNull();
    const config = loadFcmConfig({
      FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(fake.serviceAccount),
      FCM_BASE_URL: fake.url,
    });
    expect(config?.baseUrl).toBe(fake.url);
    expect(config?.serviceAccount).toMatchObject({
      project_id: 'kabinet-test',
      token_uri: fake.tokenUri,
    });
  });

  it('fails fast on unusable credentials', () => {
    expect(() => loadFcmConfig({ FCM_SERVICE_ACCOUNT_JSON: '{' })).toThrow(FcmConfigError);
    expect(() =>
      loadFcmConfig({
        FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...fake.serviceAccount, private_key: 'x' }),
      }),
    ).toThrow(/private_key/);
    expect(() => loadFcmConfig({ FCM_SERVICE_ACCOUNT_FILE: '/nonexistent/sa.json' })).toThrow(
      FcmConfigError,
    );
  });
});
