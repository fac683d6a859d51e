// Real socket.io-client helpers for the realtime and chat delivery tests.
import { privateUserChannel, type RealtimeEnvelope } from '@kabinet/domain/realtime';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect } from 'vitest';

import { bearer } from '../testing/login-as.ts';

/** How a test socket connects: no reconnection unless asked, and the handshake's headers. */
export type TestSocketOptions = { reconnection?: boolean; extraHeaders?: Record<string, string> };

function connectSocket(baseUrl: string, options: TestSocketOptions): Socket {
  return connect(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    forceNew: true,
    ...(options.extraHeaders ? { extraHeaders: options.extraHeaders } : {}),
  });
}

function connected(socket: Socket): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Opens a websocket-only socket and waits until it is connected. */
export async function openSocket(
  baseUrl: string,
  options: TestSocketOptions = {},
): Promise<Socket> {
  const socket = connectSocket(baseUrl, options);
  await connected(socket);
  return socket;
}

/**
 * The set-up of tests over real sockets: before all tests the app listens on a free port, and
 * every socket opened through `open` (refused ones too) is closed after them. Call it after the
 * hooks that build the app (`app` is read when the hooks run).
 */
export function useTestSockets(app: () => FastifyInstance) {
  let baseUrl = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    baseUrl = await app().listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  /** A socket to the app, connected. */
  async function open(options: TestSocketOptions = {}): Promise<Socket> {
    const socket = connectSocket(baseUrl, options);
    sockets.push(socket);
    await connected(socket);
    return socket;
  }
  /** A socket subscribed to the private-user channel of `who` (the subscription checked). */
  async function inbox(who: { user: { id: number }; token: string }): Promise<Socket> {
    const socket = await open();
    const channel = privateUserChannel(who.user.id);
    expect((await subscribeTo(app(), socket, who.token, channel)).ok).toBe(true);
    return socket;
  }
  return { open, inbox, baseUrl: () => baseUrl };
}

/** POST /broadcasting/auth for the socket. */
export function channelAuth(
  app: FastifyInstance,
  token: string,
  socketId: string,
  channel: string,
) {
  return app.inject({
    method: 'POST',
    url: '/broadcasting/auth',
    headers: bearer(token),
    payload: { socket_id: socketId, channel_name: channel },
  });
}

/** Authorizes and subscribes; resolves the ack (`{ ok, members? }`) or the 403 status. */
export async function subscribeTo(
  app: FastifyInstance,
  socket: Socket,
  token: string,
  channel: string,
) {
  const response = await channelAuth(app, token, socket.id ?? '', channel);
  if (response.statusCode !== 200) return { ok: false as const, status: response.statusCode };
  const answer = response.json() as { auth: string; token_id: number; channel_data?: string };
  const ack = (await socket.timeout(2000).emitWithAck('subscribe', { channel, ...answer })) as {
    ok: boolean;
    members?: unknown[];
  };
  return { ...ack, status: 200 };
}

/** Collects every envelope the socket receives. */
export function collect(socket: Socket): RealtimeEnvelope[] {
  const received: RealtimeEnvelope[] = [];
  socket.on('event', (envelope: RealtimeEnvelope) => received.push(envelope));
  return received;
}

/** The next envelope matching `predicate`. */
export function nextEvent(
  socket: Socket,
  predicate: (envelope: RealtimeEnvelope) => boolean = () => true,
  timeoutMs = 3000,
) {
  return new Promise<RealtimeEnvelope>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no event arrived')), timeoutMs);
    const listener = (envelope: RealtimeEnvelope) => {
      if (!predicate(envelope)) return;
      clearTimeout(timer);
      socket.off('event', listener);
      resolve(envelope);
    };
    socket.on('event', listener);
  });
}

/** A NotificationCreated payload as the contract has it (docs/api/notifications.md). */
export const testNotification = (id: string) => ({
  id,
  type: 'TEST',
  data: {},
  read_at: null,
  created_at: '2026-11-21T09:30:00.000Z',
});

/** Lets in-flight socket frames land. */
export const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));
