import { Redis } from 'ioredis';

import type { Config } from '../config.ts';

/** Where the real-time fan-out meets: the Redis server and the prefix of its pub/sub channels. */
export type RedisSettings = { url: string; prefix: string };

type Logger = { warn(object: object, message: string): void };

/** How long start-up waits for Redis before failing with a clear message (under Fastify's 10 s). */
const READY_TIMEOUT_MS = 8_000;

/** The Redis settings of this process, or undefined on the embedded default (no REDIS_URL). */
export function redisSettingsOf(config: Config): RedisSettings | undefined {
  return config.redisUrl
    ? { url: config.redisUrl, prefix: config.redisPrefix ?? 'kabinet' }
    : undefined;
}

/**
 * A client for the Socket.IO Redis adapter or emitter. Both publish fire-and-forget (nobody
 * awaits the promise), so a publish that fails once Redis has been away past the retries is
 * logged here instead of becoming an unhandled rejection that would stop the node; a client that
 * missed an event catches up from the API by seq (ARCHITECTURE §3). A subscriber keeps its
 * commands queued until Redis is back (no retry limit): a dropped SUBSCRIBE would leave the node
 * deaf for good, while ioredis re-subscribes by itself after a reconnect.
 */
export function openRedis(
  settings: RedisSettings,
  logger: Logger,
  role: 'pub' | 'sub' | 'emitter' | 'rate-limit',
): Redis {
  const client = new Redis(settings.url, {
    // CLIENT LIST shows which deployment and part a connection belongs to.
    connectionName: `${settings.prefix}:${role}`,
    ...(role === 'sub' ? { maxRetriesPerRequest: null } : {}),
  });
  client.on('error', (error: Error) => logger.warn({ err: error, redis: role }, 'redis error'));
  const publish = client.publish.bind(client);
  client.publish = ((channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch((error: unknown) => {
      logger.warn({ err: error, redis: role }, 'redis publish failed');
      return 0;
    })) as Redis['publish'];
  return client;
}

/** Waits until the client answers (after whatever it queued before), or fails after a while. */
export async function redisReady(client: Redis, url: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    );
  });
  const ping = client.ping();
  // After a timeout nobody awaits the ping any more; its later failure must not go unhandled.
  ping.catch(() => undefined);
  try {
    await Promise.race([ping, timeout]);
  } catch (error) {
    throw new Error(`Redis недоступен / not reachable: ${redactUrl(url)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** Closes clients politely when connected, at once otherwise, so no handle is left behind. */
export async function closeRedis(clients: Redis[]): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      if (client.status !== 'ready') return client.disconnect();
      await client.quit().catch(() => client.disconnect());
    }),
  );
}

/** The URL without its password, for messages. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
