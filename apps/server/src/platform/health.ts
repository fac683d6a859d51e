import type { FastifyInstance } from 'fastify';

import { DATABASE_RETRY_AFTER_SECONDS } from './errors.ts';

/**
 * Liveness (/health) and readiness with a database ping (/ready): 503 with Retry-After while
 * the database cannot be reached, `ok` again once the pool reconnects.
 */
export function registerHealth(app: FastifyInstance, ping: () => Promise<void>): void {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    try {
      await ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      return reply
        .code(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: 'База данных недоступна.' });
    }
  });
}
