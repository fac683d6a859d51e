import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import type { Config } from '../config.ts';
import { redisSettingsOf } from '../platform/redis.ts';

import { attachRealtime } from './realtime.server.ts';

/** One JSON line per warning, on stderr (pino's shape, without loading pino). */
const logger = {
  warn(object: object, message: string) {
    const err = (object as { err?: unknown }).err;
    const detail = err instanceof Error ? { err: { message: err.message, stack: err.stack } } : {};
    console.warn(JSON.stringify({ level: 40, time: Date.now(), msg: message, ...detail }));
  },
};

/**
 * A `ROLE=realtime` process — Socket.IO and its health checks, nothing else. It has no
 * API, no database and no jobs: it admits a subscribe by its signature (APP_KEY, issued by an API
 * node's /broadcasting/auth) and shares rooms, presence and revocations with the other nodes
 * through Redis. So it loads only the realtime modules (main.ts branches before importing the
 * app): 10,000 idle sockets need about 233 MB here, where the whole app's code alone holds about
 * 270 MB before its first socket (bench/README.md «idle sockets»).
 */
export async function runRealtimeNode(config: Config): Promise<void> {
  const redis = redisSettingsOf(config);
  let ready = false;
  const server = createServer((request, response) => answerHealth(request, response, ready));
  const node = attachRealtime(server, {
    appKey: config.appKey,
    allowedOrigins: config.corsOrigins,
    logger,
    redis,
  });
  await node.ready();
  ready = true;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    ready = false;
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    // As the full app does (realtime.server.ts close): clients are told to reconnect elsewhere.
    await node.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await node.release();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  console.log(`Kabinet realtime: http://localhost:${config.port} (ROLE=realtime)`);
}

/** /health always; /ready once Redis is heard (503 with Retry-After before and while closing). */
function answerHealth(request: IncomingMessage, response: ServerResponse, ready: boolean) {
  const path = request.url?.split('?')[0];
  const json = (status: number, body: object, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  };
  if (path === '/health') return json(200, { status: 'ok' });
  if (path === '/ready') {
    return ready
      ? json(200, { status: 'ok' })
      : json(503, { message: 'Узел ещё не готов.' }, { 'Retry-After': '5' });
  }
  return json(404, { message: 'Не найдено.' });
}
