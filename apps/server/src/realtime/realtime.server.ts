import type { IncomingMessage, Server as HttpServer } from 'node:http';

import { presenceChatChannel, type ChatPresenceMember } from '@kabinet/domain/chat';
import {
  parseChannelName,
  privateUserChannel,
  REALTIME_EVENT,
  subscribePayloadSchema,
  type SubscribeAck,
} from '@kabinet/domain/realtime';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';

import { isValidChannelSignature } from '../platform/channel-signature.ts';
import type { Realtime } from '../platform/realtime.ts';

import { onClientEvent } from './realtime.client-events.ts';
import {
  joinPresence,
  leaveAllPresence,
  leavePresence,
  parseChannelData,
} from './realtime.presence.ts';

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

/** The subscribe payload; presence channels add the signed member info (`channel_data`). */
const subscribeSchema = subscribePayloadSchema.extend({
  channel_data: z.string().max(1000).optional(),
});

/** Ack of a presence subscribe: the members already on the channel. */
type PresenceAck = SubscribeAck | { ok: true; members: ChatPresenceMember[] };

function onSubscribe(io: Server, socket: Socket, appKey: string) {
  return async (payload: unknown, ack?: (answer: PresenceAck) => void) => {
    const reply = typeof ack === 'function' ? ack : () => undefined;
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
    socket.on('subscribe', onSubscribe(io, socket, options.appKey));
    socket.on('unsubscribe', async (payload: unknown, ack?: (answer: SubscribeAck) => void) => {
      const channel = (payload as { channel?: unknown } | null)?.channel;
      if (typeof channel === 'string') await leavePresence(io, socket, channel);
      if (typeof ack === 'function') ack({ ok: true });
    });
    socket.on('client-event', onClientEvent(socket));
    socket.on('disconnecting', () => void leaveAllPresence(io, socket));
    socket.on('error', (error) => options.logger.warn({ err: error }, 'socket error'));
  });

  const realtime: Realtime = {
    toUser: (userId) => ({
      emit: (event, data) => {
        const channel = privateUserChannel(userId);
        io.to(channel).emit(REALTIME_EVENT, { channel, event, data });
      },
    }),
    toConversation: (conversationId) => ({
      emit: (event, data) => {
        const channel = presenceChatChannel(conversationId);
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
