import type { IncomingMessage, Server as HttpServer } from 'node:http';

import type { ChatPresenceMember, SubscribeAck } from '@kabinet/domain/realtime';
import { parseChannelName, REALTIME_EVENT, subscribePayloadSchema } from '@kabinet/domain/realtime';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';

import { CHANNEL_SIGNATURE_TTL_MS, verifyChannelSignature } from '../platform/channel-signature.ts';
import { realtimeOver, tokenRoom, userRoom } from '../platform/realtime.ts';
import type { RedisSettings } from '../platform/redis.ts';

import { onClientEvent } from './realtime.client-events.ts';
import { createRevocations, revokeOn, type Revocations } from './realtime.membership.ts';
import {
  announceServerSideLeaves,
  joinPresence,
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

/**
 * Memory of idle sockets: Engine.IO keeps each connection's upgrade request (the
 * IncomingMessage with its headers and raw headers) for the connection's whole life. Nothing
 * reads it after the handshake — the origin check runs in allowRequest, before — so it goes at
 * once (socket.io's memory-usage advice); `socket.handshake` is then built without headers.
 */
function forgetUpgradeRequests(io: Server) {
  io.engine.on('connection', (connection: { request: IncomingMessage | null }) => {
    connection.request = null;
  });
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
type SubscribePayload = z.infer<typeof subscribeSchema>;

/** Ack of a presence subscribe: the members already on the channel. */
type PresenceAck = SubscribeAck | { ok: true; members: ChatPresenceMember[] };

const UNAVAILABLE: SubscribeAck = { ok: false, message: 'Канал временно недоступен.' };

type SubscribeOptions = { appKey: string; logger: Logger; revocations: Revocations };

function onSubscribe(io: Server, socket: Socket, options: SubscribeOptions) {
  return async (payload: unknown, ack?: (answer: PresenceAck) => void) => {
    const reply = typeof ack === 'function' ? ack : () => undefined;
    try {
      await subscribe(io, socket, options, payload, reply);
    } catch (error) {
      // Whatever went wrong (a join failing on the adapter), the client gets an answer instead
      // of waiting for an ack that never comes.
      options.logger.warn({ err: error }, 'subscribe failed');
      reply(UNAVAILABLE);
    }
  };
}

const REFUSED: SubscribeAck = { ok: false, message: 'Нет доступа к каналу.' };

/** Issued recently enough (either way: the API's clock may run ahead of this node's). */
const isFresh = (issuedAt: number) => Math.abs(Date.now() - issuedAt) <= CHANNEL_SIGNATURE_TTL_MS;

/** A subscribe this node admits: the channel, the signed user, and the presence member. */
type Admitted = {
  channel: string;
  tokenId: number;
  userId: number | null;
  member: ChatPresenceMember | null;
};

/** The issue time of a valid, fresh signature of this subscribe for this socket, or null. */
function freshSignature(socket: Socket, appKey: string, payload: SubscribePayload) {
  const { channel, auth, token_id: tokenId, channel_data: channelData } = payload;
  const signed = { socketId: socket.id, channel, tokenId, auth, channelData };
  const issuedAt = verifyChannelSignature(appKey, signed);
  return issuedAt !== null && isFresh(issuedAt) ? issuedAt : null;
}

/** A well-formed subscribe to a known channel, with its presence member if it carries one. */
function readSubscribe(payload: unknown) {
  const parsed = subscribeSchema.safeParse(payload);
  const target = parsed.success ? parseChannelName(parsed.data.channel) : null;
  if (!parsed.success || !target) return null;
  const channelData = parsed.data.channel_data;
  const member = channelData === undefined ? null : parseChannelData(channelData);
  return { data: parsed.data, target, member };
}

/**
 * Checks a subscribe without touching the database: a valid, fresh signature for this socket,
 * a presence member where the channel needs one, and no revocation of the signed
 * user on that channel since the signature was issued. The user id is signed: in the channel
 * name, or in the presence member (channel_data).
 */
function admit(
  socket: Socket,
  payload: unknown,
  options: SubscribeOptions,
): Admitted | SubscribeAck {
  const read = readSubscribe(payload);
  if (!read) return { ok: false, message: 'Некорректная подписка.' };
  const { data, target, member } = read;
  if (target.kind === 'presence-chat' && !member) return REFUSED;
  const issuedAt = freshSignature(socket, options.appKey, data);
  if (issuedAt === null) return REFUSED;
  const userId = target.kind === 'private-user' ? target.userId : (member?.user_id ?? null);
  if (member && userId && options.revocations.refuses(userId, data.channel, issuedAt)) {
    return REFUSED;
  }
  return { channel: data.channel, tokenId: data.token_id, userId, member };
}

/** A plain function, not a closure per socket: idle sockets are many. */
async function subscribe(
  io: Server,
  socket: Socket,
  options: SubscribeOptions,
  payload: unknown,
  reply: (answer: PresenceAck) => void,
) {
  const admitted = admit(socket, payload, options);
  if ('ok' in admitted) return reply(admitted);
  const { channel, tokenId, userId, member } = admitted;
  // user.{id} serves membership changes, which concern presence channels only: a socket on its
  // private channel alone stays out of it (one room fewer per idle socket).
  const presenceUser = member ? userId : null;
  await socket.join(
    presenceUser ? [tokenRoom(tokenId), userRoom(presenceUser)] : tokenRoom(tokenId),
  );
  if (!member) {
    await socket.join(channel);
    return reply({ ok: true });
  }
  return reply({ ok: true, members: await joinPresence(io, socket, channel, member) });
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

function onConnection(
  io: Server,
  options: RealtimeServerOptions & { revocations: Revocations },
  pending: Set<Promise<void>>,
) {
  const { logger } = options;
  // One for all sockets (every closure made per connection is kept per idle socket).
  const onSocketError = (error: Error) => logger.warn({ err: error }, 'socket error');
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
    socket.on('error', onSocketError);
  };
}

/**
 * ARCHITECTURE §3: Socket.IO on the API's HTTP server, websocket transport only. A socket joins
 * a channel only with a signature from POST /broadcasting/auth, checked here without touching
 * the database; it also joins `token.{id}` so revoking the token drops it, and on a presence
 * channel `user.{id}` so a membership change takes all of the user's sockets out of a
 * conversation.
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
    // Off (as Engine.IO's default) on purpose — a broadcast is encoded once into one
    // WebSocket frame reused for every socket of the room, which compression would forbid, and
    // each compressing socket would keep a zlib context.
    perMessageDeflate: false,
    allowRequest: (request, callback) =>
      callback(null, isAllowedOrigin(request, options.allowedOrigins)),
  });
  forgetUpgradeRequests(io);
  const redis = options.redis ? useRedisAdapter(io, options.redis, options.logger) : null;
  const pending = new Set<Promise<void>>();
  const revocations = createRevocations();
  // Disconnects and membership changes take members off the presence lists.
  announceServerSideLeaves(io, (work) => trackPending(pending, options.logger, work));
  io.on('connection', onConnection(io, { ...options, revocations }, pending));

  const realtime = realtimeOver({
    emitTo: (room, envelope) => io.to(room).emit(REALTIME_EVENT, envelope),
    disconnectRoom: (room) => io.in(room).disconnectSockets(true),
    revoke: revokeOn(io, revocations, redis !== null),
  });

  /** Resolves once the node can hear the others (at once without Redis). */
  async function ready() {
    await redis?.ready();
  }

  /**
   * Graceful shutdown: closes this node's connections (only these: with Redis,
   * `io.disconnectSockets` would reach every node) at the transport, so each client sees a lost
   * connection and reconnects by itself, to another node behind the balancer, instead of being
   * told to stay away (a server-side disconnect, which socket.io clients do not retry). Then it
   * lets their presence leave events go out. Fastify then waits for the requests in flight, whose
   * events still go out through Redis, and only after them `release` closes the Redis connections.
   */
  async function close() {
    io.engine.close();
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }

  async function release() {
    await redis?.close();
  }

  return { io, realtime, ready, close, release };
}
