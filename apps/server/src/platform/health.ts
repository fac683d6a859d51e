import type { FastifyInstance } from 'fastify';

/** Liveness (/health) and readiness with a database ping (/ready). */
export function registerHealth(app: FastifyInstance, ping: () => Promise<void>): void {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    try {
      await ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      return reply.code(503).send({ message: 'База данных недоступна.' });
    }
  });
}
