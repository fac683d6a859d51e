import type { IncomingMessage, Server as HttpServer } from 'node:http';

import {
  parseChannelName,
  privateUserChannel,
  REALTIME_EVENT,
  subscribePayloadSchema,
  type SubscribeAck,
} from '@kabinet/domain/realtime';
import { Server, type Socket } from 'socket.io';

import { isValidChannelSignature } from '../platform/channel-signature.ts';
import type { Realtime } from '../platform/realtime.ts';

type Logger = { warn(object: object, message: string): void };

const tokenRoom = (tokenId: number) => `token.${tokenId}`;

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

function onSubscribe(socket: Socket, appKey: string) {
  return (payload: unknown, ack?: (answer: SubscribeAck) => void) => {
    const reply = typeof ack === 'function' ? ack : () => undefined;
    const parsed = subscribePayloadSchema.safeParse(payload);
    if (!parsed.success || !parseChannelName(parsed.data.channel)) {
      return reply({ ok: false, message: 'Некорректная подписка.' });
    }
    const { channel, auth, token_id: tokenId } = parsed.data;
    if (!isValidChannelSignature(appKey, { socketId: socket.id, channel, tokenId, auth })) {
      return reply({ ok: false, message: 'Нет доступа к каналу.' });
    }
    void socket.join([channel, tokenRoom(tokenId)]);
    return reply({ ok: true });
  };
}

/**
 * ARCHITECTURE §3: Socket.IO on the API's HTTP server, websocket transport only. A socket joins
 * a channel only with a signature from POST /broadcasting/auth, checked here without touching
 * the database; it also joins `token.{id}` so revoking the token drops it.
 */
export function attachRealtime(
  server: HttpServer,
  options: { appKey: string; allowedOrigins: string[]; logger: Logger },
) {
  const io = new Server(server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (request, callback) =>
      callback(null, isAllowedOrigin(request, options.allowedOrigins)),
  });

  io.on('connection', (socket) => {
    socket.use(eventRateLimit(socket));
    socket.on('subscribe', onSubscribe(socket, options.appKey));
    socket.on('unsubscribe', (payload: unknown, ack?: (answer: SubscribeAck) => void) => {
      const channel = (payload as { channel?: unknown } | null)?.channel;
      if (typeof channel === 'string') void socket.leave(channel);
      if (typeof ack === 'function') ack({ ok: true });
    });
    socket.on('error', (error) => options.logger.warn({ err: error }, 'socket error'));
  });

  const realtime: Realtime = {
    toUser: (userId) => ({
      emit: (event, data) => {
        const channel = privateUserChannel(userId);
        io.to(channel).emit(REALTIME_EVENT, { channel, event, data });
      },
    }),
    disconnectToken: (tokenId) => {
      io.in(tokenRoom(tokenId)).disconnectSockets(true);
    },
  };

  /** Drops every socket and stops accepting new ones; the HTTP server is closed by Fastify. */
  async function close() {
    io.disconnectSockets(true);
    io.engine.close();
  }

  return { io, realtime, close };
}
