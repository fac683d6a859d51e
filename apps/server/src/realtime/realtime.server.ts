import type { IncomingMessage, Server as HttpServer } from 'node:http';

import type { ChatPresenceMember } from '@kabinet/domain/chat';
import {
  parseChannelName,
  REALTIME_EVENT,
  subscribePayloadSchema,
  type SubscribeAck,
} from '@kabinet/domain/realtime';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';

import { isValidChannelSignature } from '../platform/channel-signature.ts';
import { realtimeOver, tokenRoom } from '../platform/realtime.ts';
import type { RedisSettings } from '../platform/redis.ts';

import { onClientEvent } from './realtime.client-events.ts';
import {
  joinPresence,
  leaveAllPresence,
  leavePresence,
  parseChannelData,
} from './realtime.presence.ts';
import { useRedisAdapter } from './realtime.redis-adapter.ts';

type Logger = { warn(object: object, message: string): void };

/** Same origin, no Origin (native clients) or an allow-listed one (security R20). */
function isAllowedOrigin(request: IncomingMessage, allowedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Security R23: a socket sending more than 30 events a second is dropped. */
const EVENTS_PER_SECOND = 30;

function eventRateLimit(socket: Socket) {
  let windowStart = Date.now();
  let count = 0;
  return (_packet: unknown[], next: (error?: Error) => void) => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count > EVENTS_PER_SECOND) {
      socket.disconnect(true);
      return;
    }
    next();
  };
}

/** The subscribe payload; presence channels add the signed member info (`channel_data`). */
const subscribeSchema = subscribePayloadSchema.extend({
  channel_data: z.string().max(1000).optional(),
});

/** Ack of a presence subscribe: the members already on the channel. */
type PresenceAck = SubscribeAck | { ok: true; members: ChatPresenceMember[] };

const UNAVAILABLE: SubscribeAck = { ok: false, message: 'Канал временно недоступен.' };

function onSubscribe(io: Server, socket: Socket, options: { appKey: string; logger: Logger }) {
  const subscribe = subscribeHandler(io, socket, options.appKey);
  return async (payload: unknown, ack?: (answer: PresenceAck) => void) => {
    const reply = typeof ack === 'function' ? ack : () => undefined;
    try {
      await subscribe(payload, reply);
    } catch (error) {
      // Whatever went wrong (a join failing on the adapter), the client gets an answer instead
      // of waiting for an ack that never comes.
      options.logger.warn({ err: error }, 'subscribe failed');
      reply(UNAVAILABLE);
    }
  };
}

function subscribeHandler(io: Server, socket: Socket, appKey: string) {
  return async (payload: unknown, reply: (answer: PresenceAck) => void) => {
    const parsed = subscribeSchema.safeParse(payload);
    const kind = parsed.success ? parseChannelName(parsed.data.channel)?.kind : undefined;
    if (!parsed.success || !kind) return reply({ ok: false, message: 'Некорректная подписка.' });
    const { channel, auth, token_id: tokenId, channel_data: channelData } = parsed.data;
    const signed = { socketId: socket.id, channel, tokenId, auth, channelData };
    const member = channelData === undefined ? null : parseChannelData(channelData);
    const presenceOk = kind !== 'presence-chat' || member !== null;
    if (!presenceOk || !isValidChannelSignature(appKey, signed)) {
      return reply({ ok: false, message: 'Нет доступа к каналу.' });
    }
    await socket.join(tokenRoom(tokenId));
    if (!member) {
      await socket.join(channel);
      return reply({ ok: true });
    }
    return reply({ ok: true, members: await joinPresence(io, socket, channel, member) });
  };
}

/** What the server needs; `redis` (REDIS_URL) makes it one node of several. */
export type RealtimeServerOptions = {
  appKey: string;
  allowedOrigins: string[];
  logger: Logger;
  redis?: RedisSettings | undefined;
};

/** Runs a socket's presence clean-up and keeps it until it ends, so close() can wait for it. */
function trackPending(pending: Set<Promise<void>>, logger: Logger, work: Promise<void>) {
  const tracked = work
    .catch((error: unknown) => logger.warn({ err: error }, 'presence clean-up failed'))
    .finally(() => pending.delete(tracked));
  pending.add(tracked);
}

function onConnection(io: Server, options: RealtimeServerOptions, pending: Set<Promise<void>>) {
  const { logger } = options;
  return (socket: Socket) => {
    socket.use(eventRateLimit(socket));
    socket.on('subscribe', onSubscribe(io, socket, options));
    socket.on('unsubscribe', (payload: unknown, ack?: (answer: SubscribeAck) => void) => {
      const channel = (payload as { channel?: unknown } | null)?.channel;
      const leaving =
        typeof channel === 'string' ? leavePresence(io, socket, channel) : Promise.resolve();
      const answer = () => (typeof ack === 'function' ? ack({ ok: true }) : undefined);
      trackPending(pending, logger, leaving.finally(answer));
    });
    socket.on('client-event', onClientEvent(socket));
    socket.on('disconnecting', () => trackPending(pending, logger, leaveAllPresence(io, socket)));
    socket.on('error', (error) => logger.warn({ err: error }, 'socket error'));
  };
}

/**
 * ARCHITECTURE §3: Socket.IO on the API's HTTP server, websocket transport only. A socket joins
 * a channel only with a signature from POST /broadcasting/auth, checked here without touching
 * the database; it also joins `token.{id}` so revoking the token drops it.
 *
 * ARCHITECTURE §1: without `redis` every room lives in this process (the embedded default, one
 * node). With it, this is one realtime node of several: rooms, presence and revocation span all
 * of them through the Redis adapter, and `realtime` publishes to sockets on any node. A process
 * that hosts no sockets publishes with createEmitterRealtime (platform/realtime-emitter.ts).
 */
export function attachRealtime(server: HttpServer, options: RealtimeServerOptions) {
  const io = new Server(server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (request, callback) =>
      callback(null, isAllowedOrigin(request, options.allowedOrigins)),
  });
  const redis = options.redis ? useRedisAdapter(io, options.redis, options.logger) : null;
  const pending = new Set<Promise<void>>();
  io.on('connection', onConnection(io, options, pending));

  const realtime = realtimeOver({
    emitTo: (room, envelope) => io.to(room).emit(REALTIME_EVENT, envelope),
    disconnectRoom: (room) => io.in(room).disconnectSockets(true),
  });

  /** Resolves once the node can hear the others (at once without Redis). */
  async function ready() {
    await redis?.ready();
  }

  /**
   * Drops this node's sockets (only these: with Redis, `io.disconnectSockets` would reach every
   * node), lets their presence leave events go out, stops accepting new sockets and closes the
   * Redis connections. The HTTP server is closed by Fastify.
   */
  async function close() {
    io.local.disconnectSockets(true);
    while (pending.size > 0) await Promise.allSettled([...pending]);
    io.engine.close();
    await redis?.close();
  }

  return { io, realtime, ready, close };
}
