import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildApp } from '@kabinet/server/src/app.ts';
import { wideBudgets } from '@kabinet/server/src/platform/rate-limit.ts';
import { loadConfig } from '@kabinet/server/src/config.ts';
import { createDatabase } from '@kabinet/server/src/db/client.ts';
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
 */
export async function startRealtimeNode(
  redis: RedisSettings,
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
    },
  };
}

/**
 * The API node of the pair (`ROLE=api` + realtime): the real app as lib/chat-server.ts builds
 * it, with REDIS_URL and the shared APP_KEY, so what its services publish reaches node B.
 */
export async function startApiNode(redis: RedisSettings, appKey: string): Promise<ChatBenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kabinet-bench-redis-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    APP_KEY: appKey,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
  });
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
  });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false, rateBudgets: wideBudgets() });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db: database.db,
    baseUrl,
    databaseKind: database.kind,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
