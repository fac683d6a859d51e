// Runs only with TEST_REDIS_URL (apps/server/vitest.config.ts): two realtime nodes on one Redis.
import { randomBytes } from 'node:crypto';

import { presenceChatChannel } from '@kabinet/domain/realtime';
import { privateUserChannel, type RealtimeEnvelope } from '@kabinet/domain/realtime';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectMembershipChangeReachesSockets } from '../features/chat/chat-membership.test-support.ts';
import { chatCompany, createConversation, sendText } from '../features/chat/chat.test-support.ts';
import { createEmitterRealtime } from '../platform/realtime-emitter.ts';
import type { RedisSettings } from '../platform/redis.ts';
import { buildTestApp, useTestApp } from '../testing/build-test-app.ts';
import { bearer } from '../testing/login-as.ts';

import {
  channelAuth,
  collect,
  nextEvent,
  openSocket,
  settle,
  subscribeTo,
  testNotification,
} from './realtime.test-client.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
/** One prefix per file run, so parallel runs on the same Redis never hear each other. */
const uniquePrefix = () => `kabinet-test-${randomBytes(6).toString('hex')}`;
const redis: RedisSettings = { url: REDIS_URL, prefix: uniquePrefix() };
const config = { redisUrl: redis.url, redisPrefix: redis.prefix };

// Node A serves the API (its database signs every subscription) and sockets; node B only hosts
// sockets: its own database stays empty, as a realtime node never reads one (ARCHITECTURE §3).
const a = useTestApp({ config });
const b = useTestApp({ config });
const urls = { a: '', b: '' };
const sockets: Socket[] = [];
const warnings: object[] = [];
const logger = { warn: (object: object) => void warnings.push(object) };
let s: Awaited<ReturnType<typeof chatCompany>>;
let admin: Redis;

beforeAll(async () => {
  urls.a = await a.app.listen({ port: 0, host: '127.0.0.1' });
  urls.b = await b.app.listen({ port: 0, host: '127.0.0.1' });
  s = await chatCompany(a.app, a.db);
  admin = new Redis(REDIS_URL);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await admin.quit();
});

async function socketOn(node: 'a' | 'b') {
  const socket = await openSocket(urls[node]);
  sockets.push(socket);
  return socket;
}

/** A conversation of the client with their manager, on node A's API. */
async function conversation(name: string) {
  const created = await createConversation(a.app, s.client, { company_id: s.company.id, name });
  return { id: created.id, channel: presenceChatChannel(created.id) };
}

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

/** Subscribers of this prefix's request channel: one per live node. */
async function nodesListening(prefix: string): Promise<number> {
  const [, count] = (await admin.pubsub('NUMSUB', `${prefix}-request#/#`)) as [string, number];
  return count;
}

describe('two realtime nodes over Redis', () => {
  it('delivers a chat message a service on node A published to a participant on node B', async () => {
    const { id, channel } = await conversation('Через Redis');
    const clientSocket = await socketOn('b');
    expect((await subscribeTo(a.app, clientSocket, s.client.token, channel)).ok).toBe(true);
    const arrived = nextEvent(clientSocket, (e) => e.event === 'MessageSent');
    const response = await sendText(a.app, s.manager, id, 'Акт сверки готов');
    expect(response.statusCode).toBe(201);
    const sent = response.json().data;
    expect(await arrived).toEqual({ channel, event: 'MessageSent', data: sent });
  });

  it('delivers node A’s private-user events to the owner’s socket on node B only', async () => {
    const owner = await socketOn('b');
    const userChannel = privateUserChannel(s.client.user.id);
    expect((await subscribeTo(a.app, owner, s.client.token, userChannel)).ok).toBe(true);
    const other = await socketOn('b');
    const otherChannel = privateUserChannel(s.outsider.user.id);
    expect((await subscribeTo(a.app, other, s.outsider.token, otherChannel)).ok).toBe(true);
    const otherEvents = collect(other);
    const arrived = nextEvent(owner);
    a.app.realtime
      .toUser(s.client.user.id)
      .emit('NotificationCreated', testNotification('n-redis'));
    expect(await arrived).toEqual({
      channel: userChannel,
      event: 'NotificationCreated',
      data: testNotification('n-redis'),
    });
    await settle();
    expect(otherEvents).toEqual([]);
  });

  it('lists a member connected to node B when joining from node A, and announces both ways', async () => {
    const { channel } = await conversation('Присутствие на двух узлах');
    const clientSocket = await socketOn('b');
    expect((await subscribeTo(a.app, clientSocket, s.client.token, channel)).ok).toBe(true);
    const joining = nextEvent(clientSocket, (e) => e.event === 'presence:joining');
    const managerSocket = await socketOn('a');
    const ack = await subscribeTo(a.app, managerSocket, s.manager.token, channel);
    expect(ack.members).toEqual([expect.objectContaining({ name: 'Анна Клиентова' })]);
    expect((await joining).data).toMatchObject({ name: 'Мария Менеджерова' });
    const leaving = nextEvent(clientSocket, (e) => e.event === 'presence:leaving');
    managerSocket.close();
    expect((await leaving).data).toMatchObject({ name: 'Мария Менеджерова' });
  });

  it('relays client-typing from a member on node A to a member on node B', async () => {
    const { channel } = await conversation('Печатает');
    const clientSocket = await socketOn('b');
    const managerSocket = await socketOn('a');
    await subscribeTo(a.app, clientSocket, s.client.token, channel);
    await subscribeTo(a.app, managerSocket, s.manager.token, channel);
    const signed = await channelAuth(a.app, s.manager.token, managerSocket.id ?? '', channel);
    const me = JSON.parse(signed.json().channel_data) as { chat_user_id: number; name: string };
    const typing = nextEvent(clientSocket, (e) => e.event === 'client-typing');
    const data = { chat_user_id: me.chat_user_id, name: me.name, typing: true };
    managerSocket.emit('client-event', { channel, event: 'client-typing', data });
    expect((await typing).data).toEqual(data);
  });

  it('drops the token’s socket on node B when the user logs out through node A', async () => {
    const person = await chatCompany(a.app, a.db).then((company) => company.client);
    const socket = await socketOn('b');
    const channel = privateUserChannel(person.user.id);
    expect((await subscribeTo(a.app, socket, person.token, channel)).ok).toBe(true);
    const gone = disconnected(socket);
    const response = await a.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: bearer(person.token),
    });
    expect(response.statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('a membership change across two nodes', () => {
  it('takes a kicked participant’s socket on node B out of the channel, through the API on node A', async () => {
    const company = await chatCompany(a.app, a.db);
    await expectMembershipChangeReachesSockets({
      app: a.app,
      s: company,
      // The removed user and the typist on node B, the one who stays and the newcomer on A.
      sockets: {
        removed: () => socketOn('b'),
        remaining: () => socketOn('a'),
        typist: () => socketOn('b'),
        newcomer: () => socketOn('a'),
      },
      change: async ({ id, removedChatUserId }) => {
        const answer = await a.app.inject({
          url: `/api/v1/chat-refactor/conversations/${id}/leave/other?chat_user_id=${removedChatUserId}`,
          headers: company.client.headers,
        });
        expect(answer.statusCode).toBe(200);
      },
    });
  });

  it('takes a user who lost the company off the channel, their socket on the API’s own node', async () => {
    const company = await chatCompany(a.app, a.db);
    await expectMembershipChangeReachesSockets({
      app: a.app,
      s: company,
      // With the Redis adapter a node hears its own leave request only after a round trip:
      // node A drops its local sockets at once (realtime.membership.ts).
      sockets: {
        removed: () => socketOn('a'),
        remaining: () => socketOn('b'),
        typist: () => socketOn('a'),
        newcomer: () => socketOn('b'),
      },
      change: async () => {
        const answer = await a.app.inject({
          method: 'DELETE',
          url: `/api/v1/companies/${company.company.id}/users/${company.employee.user.id}`,
          headers: company.client.headers,
        });
        expect(answer.statusCode).toBe(204);
      },
    });
  });
});

describe('a node that does not answer', () => {
  it('still lets others subscribe, with the members this node knows', async () => {
    const { channel } = await conversation('Узел завис');
    const clientSocket = await socketOn('a');
    expect((await subscribeTo(a.app, clientSocket, s.client.token, channel)).ok).toBe(true);
    // Counted as a node (it listens on the request channel) but never answers.
    const stuck = new Redis(REDIS_URL);
    try {
      await stuck.subscribe(`${redis.prefix}-request#/#`);
      expect(await nodesListening(redis.prefix)).toBe(3);
      const managerSocket = await socketOn('a');
      const signed = await channelAuth(a.app, s.manager.token, managerSocket.id ?? '', channel);
      const ack = await managerSocket
        .timeout(10_000)
        .emitWithAck('subscribe', { channel, ...signed.json() });
      expect(ack).toEqual({
        ok: true,
        members: [expect.objectContaining({ name: 'Анна Клиентова' })],
      });
    } finally {
      await stuck.quit();
    }
  });
});

describe('signatures on either node', () => {
  it('refuses a signature made for a socket on the other node, and a forged one', async () => {
    const channel = privateUserChannel(s.client.user.id);
    const owner = await socketOn('a');
    const answer = (await channelAuth(a.app, s.client.token, owner.id ?? '', channel)).json();
    const own = { channel, auth: answer.auth, token_id: answer.token_id };
    expect(await owner.timeout(2000).emitWithAck('subscribe', own)).toEqual({ ok: true });
    const refused = { ok: false, message: 'Нет доступа к каналу.' };
    for (const node of ['a', 'b'] as const) {
      const thief = await socketOn(node);
      expect(await thief.timeout(2000).emitWithAck('subscribe', own)).toEqual(refused);
      const forged = { ...own, auth: '0'.repeat(answer.auth.length) };
      expect(await thief.timeout(2000).emitWithAck('subscribe', forged)).toEqual(refused);
      const leaked = collect(thief);
      const ownerGot = nextEvent(owner, (e) => e.event === 'NotificationCreated');
      a.app.realtime.toUser(s.client.user.id).emit('NotificationCreated', testNotification(node));
      await ownerGot;
      await settle();
      expect(leaked).toEqual([]);
    }
  });
});

describe('the emitter of an API-only node', () => {
  it('reaches sockets on both nodes and drops a revoked token’s socket', async () => {
    const api = createEmitterRealtime(redis, logger);
    try {
      const userSocket = await socketOn('b');
      const userChannel = privateUserChannel(s.client.user.id);
      const subscribed = await subscribeTo(a.app, userSocket, s.client.token, userChannel);
      expect(subscribed.ok).toBe(true);
      const toUser = nextEvent(userSocket, (e) => e.event === 'NotificationCreated');
      api.realtime.toUser(s.client.user.id).emit('NotificationCreated', testNotification('api'));
      expect(await toUser).toEqual({
        channel: userChannel,
        event: 'NotificationCreated',
        data: testNotification('api'),
      });

      const { id, channel } = await conversation('Из API-узла');
      const managerSocket = await socketOn('a');
      await subscribeTo(a.app, managerSocket, s.manager.token, channel);
      const toChat = nextEvent(managerSocket, (e) => e.event === 'MessageDeleted');
      const deleted = { id: 7, chat_conversation_id: id, change_seq: 1 };
      api.realtime.toConversation(id).emit('MessageDeleted', deleted);
      expect(await toChat).toEqual({ channel, event: 'MessageDeleted', data: deleted });

      const tokenId = Number(s.client.token.split('|')[0]);
      const gone = disconnected(userSocket);
      api.realtime.disconnectToken(tokenId);
      expect(await gone).toBe('io server disconnect');
    } finally {
      await api.close();
    }
    expect(warnings).toEqual([]);
  });

  it('takes a user out of a conversation on every node, and no old signature lets them back', async () => {
    const api = createEmitterRealtime(redis, logger);
    try {
      const { id, channel } = await conversation('Удаление через API-узел');
      const clientSocket = await socketOn('b');
      const signed = (
        await channelAuth(a.app, s.client.token, clientSocket.id ?? '', channel)
      ).json();
      const payload = { channel, ...signed };
      expect(await clientSocket.timeout(2000).emitWithAck('subscribe', payload)).toMatchObject({
        ok: true,
      });
      const managerSocket = await socketOn('a');
      expect((await subscribeTo(a.app, managerSocket, s.manager.token, channel)).ok).toBe(true);
      const leaving = nextEvent(managerSocket, (e) => e.event === 'presence:leaving');
      api.realtime.removeUserFromConversation(s.client.user.id, id);
      expect((await leaving).data).toMatchObject({ user_id: s.client.user.id });
      const replay = await clientSocket.timeout(2000).emitWithAck('subscribe', payload);
      expect(replay).toEqual({ ok: false, message: 'Нет доступа к каналу.' });
    } finally {
      await api.close();
    }
  });

  it('is not heard by nodes on another prefix', async () => {
    const stranger = createEmitterRealtime({ url: REDIS_URL, prefix: uniquePrefix() }, logger);
    try {
      const socket = await socketOn('b');
      const channel = privateUserChannel(s.manager.user.id);
      expect((await subscribeTo(a.app, socket, s.manager.token, channel)).ok).toBe(true);
      const received: RealtimeEnvelope[] = collect(socket);
      stranger.realtime.toUser(s.manager.user.id).emit('NotificationsRead', { notifications: [] });
      await settle(300);
      expect(received).toEqual([]);
    } finally {
      await stranger.close();
    }
  });
});

describe('shutdown', () => {
  it('closes one node’s Redis connections and leaves the other nodes’ sockets alone', async () => {
    const named = async () =>
      ((await admin.client('LIST')) as string)
        .split('\n')
        .filter((line) => line.includes(`name=${redis.prefix}:`)).length;
    const socket = await socketOn('a');
    const channel = privateUserChannel(s.client.user.id);
    expect((await subscribeTo(a.app, socket, s.client.token, channel)).ok).toBe(true);
    let dropped = false;
    socket.on('disconnect', () => {
      dropped = true;
    });
    const before = await named();
    const node = await buildTestApp({ config });
    expect(await nodesListening(redis.prefix)).toBe(3);
    // Its adapter's publisher and subscriber, and the client of the shared rate-limit counters.
    expect(await named()).toBe(before + 3);
    await node.close();
    expect(await nodesListening(redis.prefix)).toBe(2);
    expect(await named()).toBe(before);
    const arrived = nextEvent(socket, (e) => e.event === 'NotificationsRead');
    a.app.realtime.toUser(s.client.user.id).emit('NotificationsRead', { notifications: [] });
    await arrived;
    expect(dropped).toBe(false);
  });
});
