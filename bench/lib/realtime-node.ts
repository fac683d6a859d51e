import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { RedisSettings } from '@kabinet/server/src/platform/redis.ts';
import { attachRealtime } from '@kabinet/server/src/realtime/realtime.server.ts';

import type { ChatBenchServer } from './chat-server.ts';

export interface RealtimeNode {
  baseUrl: string;
  close(): Promise<void>;
}

/** A unique Redis channel prefix per run, so a bench never hears another run or a test. */
export const benchRedisPrefix = () => `kabinet-bench-${randomBytes(6).toString('hex')}`;

/**
 * A realtime-only node (ARCHITECTURE §1, `ROLE=realtime`): Socket.IO over the Redis adapter on a
 * bare HTTP server, no API and no database — it checks signatures with the shared APP_KEY.
 * Without `redis` it is the only node (the idle-sockets bench: its memory alone).
 */
export async function startRealtimeNode(
  redis: RedisSettings | undefined,
  appKey: string,
): Promise<RealtimeNode> {
  const server = createServer();
  const logger = { warn: (object: object, message: string) => console.warn(message, object) };
  const node = attachRealtime(server, { appKey, allowedOrigins: [], logger, redis });
  await node.ready();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await node.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await node.release();
    },
  };
}

/**
 * The API node of the pair (`ROLE=api` + realtime): the real app as lib/chat-server.ts builds
 * it, with REDIS_URL and the shared APP_KEY, so what its services publish reaches node B.
 */
export async function startApiNode(redis: RedisSettings, appKey: string): Promise<ChatBenchServer> {
  // Loaded here, not at the top: a realtime node alone (bench-child `realtime`) then holds only
  // the realtime modules, as a realtime-only process would.
  const { startBenchApp } = await import('./server.ts');
  return startBenchApp({
    name: 'kabinet-bench-redis',
    env: { APP_KEY: appKey, REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix },
  });
}
