import { REALTIME_EVENT } from '@kabinet/domain/realtime';
import { Emitter } from '@socket.io/redis-emitter';

import { CHANNEL_REVOKED, realtimeOver, userRoom, type Realtime } from './realtime.ts';
import { closeRedis, openRedis, type RedisSettings } from './redis.ts';

type Logger = { warn(object: object, message: string): void };

/**
 * ARCHITECTURE §1: the Realtime port of a process that publishes but hosts no sockets — an
 * API-only node (`ROLE=api` once roles are split) or a bench publisher. Each event is written to
 * Redis, and every realtime node's adapter (same REDIS_URL and prefix) hands it to its own
 * sockets in that room; revocation asks every node to drop the token's sockets, a membership
 * change to record the revocation and take the user's sockets out of the channel. A process that
 * hosts Socket.IO publishes through its own server instead (attachRealtime), which reaches the
 * other nodes over the same Redis channels. Everything goes through one connection, so the nodes
 * see it in the order it was published (a leave before the next message).
 */
export function createEmitterRealtime(
  settings: RedisSettings,
  logger: Logger,
): { realtime: Realtime; close(): Promise<void> } {
  const client = openRedis(settings, logger, 'emitter');
  const emitter = new Emitter(client, { key: settings.prefix });
  const realtime = realtimeOver({
    emitTo: (room, envelope) => emitter.to(room).emit(REALTIME_EVENT, envelope),
    disconnectRoom: (room) => emitter.in(room).disconnectSockets(true),
    revoke: (revocation) => {
      emitter.serverSideEmit(CHANNEL_REVOKED, revocation);
      emitter.in(userRoom(revocation.userId)).socketsLeave(revocation.channel);
    },
  });
  return { realtime, close: () => closeRedis([client]) };
}
