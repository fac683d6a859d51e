import { createAdapter } from '@socket.io/redis-adapter';
import type { Server } from 'socket.io';

import { closeRedis, openRedis, redisReady, type RedisSettings } from '../platform/redis.ts';

type Logger = { warn(object: object, message: string): void };

/** How long a cross-node question (presence members) waits for the other nodes' answers. */
const REQUESTS_TIMEOUT_MS = 3_000;

/**
 * ARCHITECTURE §1 with REDIS_URL: rooms span every realtime node. A broadcast goes through Redis
 * and each node delivers it to its own sockets; fetchSockets (presence members) and
 * disconnectSockets (token revocation) ask every node. Two connections: a subscriber cannot
 * publish.
 */
export function useRedisAdapter(io: Server, settings: RedisSettings, logger: Logger) {
  const pub = openRedis(settings, logger, 'pub');
  const sub = openRedis(settings, logger, 'sub');
  io.adapter(
    createAdapter(pub, sub, { key: settings.prefix, requestsTimeout: REQUESTS_TIMEOUT_MS }),
  );
  return {
    /**
     * Resolves once this node's subscriptions are in place (the ping is answered after them on
     * the same connection), so nothing published after start-up is missed.
     */
    ready: async () => {
      await redisReady(pub, settings.url);
      await redisReady(sub, settings.url);
    },
    /** Unsubscribes this node, then closes both connections. */
    close: async () => {
      await io.of('/').adapter.close();
      await closeRedis([pub, sub]);
    },
  };
}
