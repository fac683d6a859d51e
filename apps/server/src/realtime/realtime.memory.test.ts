// Memory of idle sockets: what a realtime node keeps per socket, checked on a bare
// node (no API, no database) with signatures made here, as the API would make them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { presenceChatChannel, privateUserChannel } from '@kabinet/domain/realtime';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signChannel } from '../platform/channel-signature.ts';
import { userRoom } from '../platform/realtime.ts';

import { attachRealtime } from './realtime.server.ts';
import { openSocket } from './realtime.test-client.ts';

const APP_KEY = 'k'.repeat(40);
const server = createServer();
const node = attachRealtime(server, {
  appKey: APP_KEY,
  allowedOrigins: [],
  logger: { warn: () => undefined },
});
const sockets: Socket[] = [];
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await node.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function subscribed(channel: string, tokenId: number, channelData?: string) {
  const socket = await openSocket(baseUrl);
  sockets.push(socket);
  const socketId = socket.id ?? '';
  const signed = { socketId, channel, tokenId, issuedAt: Date.now(), channelData };
  const ack: unknown = await socket.timeout(2000).emitWithAck('subscribe', {
    channel,
    auth: signChannel(APP_KEY, signed),
    token_id: tokenId,
    ...(channelData === undefined ? {} : { channel_data: channelData }),
  });
  expect(ack).toMatchObject({ ok: true });
  return socketId;
}

const roomsOf = (socketId: string) => [...(node.io.of('/').adapter.sids.get(socketId) ?? [])];

describe('per-socket state of a realtime node', () => {
  it('keeps no upgrade request once a socket is connected', async () => {
    const socket = await openSocket(baseUrl);
    sockets.push(socket);
    const [serverSocket] = await node.io.in(socket.id ?? '').fetchSockets();
    expect(serverSocket).toBeDefined();
    expect((serverSocket as unknown as { request: unknown }).request).toBeNull();
  });

  it('puts a socket on its private channel in the token room only, not the user room', async () => {
    const socketId = await subscribed(privateUserChannel(7), 70);
    expect(roomsOf(socketId).sort()).toEqual([socketId, 'private-user.7', 'token.70'].sort());
  });

  it('puts a presence member in the user room too, for membership changes', async () => {
    const member = JSON.stringify({ chat_user_id: 5, user_id: 8, name: 'Анна' });
    const socketId = await subscribed(presenceChatChannel(3), 80, member);
    expect(roomsOf(socketId)).toContain(userRoom(8));
  });
});
