import {
  privateUserChannel,
  type RealtimeEnvelope,
  type SubscribeAck,
} from '@kabinet/domain/realtime';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';

import { CHANNEL_SIGNATURE_TTL_MS, signChannel } from '../platform/channel-signature.ts';
import { useTestApp } from '../testing/build-test-app.ts';
import { createUser, TEST_PASSWORD } from '../testing/factories.ts';
import { bearer, loginAs } from '../testing/login-as.ts';

import {
  channelAuth as channelAuthOf,
  testNotification,
  useTestSockets,
} from './realtime.test-client.ts';

const t = useTestApp();
const sockets = useTestSockets(() => t.app);

const openSocket = (extraHeaders?: Record<string, string>) =>
  sockets.open(extraHeaders ? { extraHeaders } : {});

const channelAuth = (token: string, socketId: string, channel: string) =>
  channelAuthOf(t.app, token, socketId, channel);

function subscribe(
  socket: Socket,
  payload: { channel: string; auth: string; token_id: number },
): Promise<SubscribeAck> {
  return socket.timeout(2000).emitWithAck('subscribe', payload);
}

async function subscribedUser() {
  const user = await createUser(t.db);
  const token = await loginAs(t.app, user);
  const socket = await openSocket();
  const channel = privateUserChannel(user.id);
  const answer = (await channelAuth(token, socket.id ?? '', channel)).json();
  expect(await subscribe(socket, { channel, ...answer })).toEqual({ ok: true });
  return { user, token, socket, channel, answer };
}

const nextEvent = (socket: Socket) =>
  new Promise<RealtimeEnvelope>((resolve) => socket.once('event', resolve));
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

describe('private user channel', () => {
  it('delivers an event to its owner as { channel, event, data }', async () => {
    const { user, socket, channel } = await subscribedUser();
    const received = nextEvent(socket);
    t.app.realtime.toUser(user.id).emit('NotificationCreated', testNotification('n-1'));
    expect(await received).toEqual({
      channel,
      event: 'NotificationCreated',
      data: testNotification('n-1'),
    });
  });

  it('refuses to sign another user’s channel for an outsider (403)', async () => {
    const { user } = await subscribedUser();
    const outsider = await createUser(t.db);
    const socket = await openSocket();
    const response = await channelAuth(
      await loginAs(t.app, outsider),
      socket.id ?? '',
      privateUserChannel(user.id),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Нет доступа к каналу.' });
  });

  it('does not let an outsider reuse the owner’s signature on another socket', async () => {
    const { user, answer, channel } = await subscribedUser();
    const thief = await openSocket();
    expect(await subscribe(thief, { channel, ...answer })).toEqual({
      ok: false,
      message: 'Нет доступа к каналу.',
    });
    let leaked = false;
    thief.on('event', () => {
      leaked = true;
    });
    const owner = await subscribedUser();
    const ownerReceived = nextEvent(owner.socket);
    t.app.realtime
      .toUser(user.id)
      .emit('NotificationCreated', testNotification('только владельцу'));
    t.app.realtime.toUser(owner.user.id).emit('NotificationsRead', { notifications: [] });
    await ownerReceived;
    expect(leaked).toBe(false);
  });

  it('admits a signature only while it is fresh (a minute after it was issued)', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const socket = await openSocket();
    const channel = privateUserChannel(user.id);
    const tokenId = Number(token.split('|')[0]);
    const signed = (issuedAt: number) => ({
      channel,
      token_id: tokenId,
      auth: signChannel(t.config.appKey, { socketId: socket.id ?? '', channel, tokenId, issuedAt }),
    });
    const stale = signed(Date.now() - CHANNEL_SIGNATURE_TTL_MS - 1_000);
    expect(await subscribe(socket, stale)).toEqual({ ok: false, message: 'Нет доступа к каналу.' });
    expect(await subscribe(socket, signed(Date.now()))).toEqual({ ok: true });
  });

  it('refuses unknown channel patterns, presence channels and malformed socket ids', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    for (const channel of [
      'private-company.1',
      `private-user.${user.id}:x`,
      'presence-chat.1',
      `private-user.0${user.id}`,
    ]) {
      expect((await channelAuth(token, 'abcDEF123_-', channel)).statusCode).toBe(403);
    }
    const bad = await channelAuth(token, '1.2:private-user.1', `private-user.${user.id}`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.socket_id).toEqual(['Некорректный socket_id.']);
  });

  it('answers 401 to /broadcasting/auth without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: { socket_id: 'abc', channel_name: 'private-user.1' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('revocation reaches open sockets', () => {
  it('disconnects the token’s sockets on logout', async () => {
    const { token, socket } = await subscribedUser();
    const gone = disconnected(socket);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(204);
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects the other sessions’ sockets on a password change, keeping the current one', async () => {
    const { user, token, socket } = await subscribedUser();
    const current = await openSocket();
    const otherToken = await loginAs(t.app, user);
    const channel = privateUserChannel(user.id);
    const currentAnswer = (await channelAuth(otherToken, current.id ?? '', channel)).json();
    expect(await subscribe(current, { channel, ...currentAnswer })).toEqual({ ok: true });
    const gone = disconnected(socket);
    const NEW = 'Новый-пароль-2026';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/password',
      headers: bearer(otherToken),
      payload: { current_password: TEST_PASSWORD, password: NEW, password_confirmation: NEW },
    });
    expect(response.statusCode).toBe(200);
    await gone;
    expect(current.connected).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/user-full/current', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});

describe('blocking an account', () => {
  it('drops the user’s sockets and answers 403 «Ваш аккаунт заблокирован.» afterwards', async () => {
    const { user, token, socket } = await subscribedUser();
    const admin = await createUser(t.db, { roleSlug: 'admin' });
    const gone = disconnected(socket);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${user.id}`,
      headers: bearer(await loginAs(t.app, admin)),
      payload: { status: 'BLOCKED' },
    });
    expect(response.json().data.status).toBe('BLOCKED');
    await gone;
    const after = await t.app.inject({ url: '/api/user-full/current', headers: bearer(token) });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ message: 'Ваш аккаунт заблокирован.' });
  });

  it('lets only admin or crm change a status', async () => {
    const { user, token } = await subscribedUser();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${user.id}`,
      headers: bearer(token),
      payload: { status: 'ACTIVE' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('abuse limits', () => {
  it('drops a socket that floods events', async () => {
    const socket = await openSocket();
    const gone = disconnected(socket);
    for (let i = 0; i < 100; i++) socket.emit('unsubscribe', { channel: 'private-user.1' });
    expect(await gone).toBe('io server disconnect');
  });
});

describe('handshake', () => {
  it('refuses an Origin that is not allowed', async () => {
    await expect(openSocket({ origin: 'https://evil.example' })).rejects.toThrow();
  });

  it('accepts an allow-listed Origin', async () => {
    const socket = await openSocket({ origin: 'http://localhost:5173' });
    expect(socket.connected).toBe(true);
  });
});
