import { vapidPublicKeySchema } from '@kabinet/domain/notifications';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/v1/push/vapid-public-key → `{ data: { public_key } }`, the base64url
 * applicationServerKey the web client subscribes with. Public: the key is in every subscription
 * anyway, and nothing about the caller changes it. Not cached, so a new key (VAPID_* changed)
 * reaches the clients at once.
 */
export const pushRoutes: FastifyPluginAsyncZod<{ vapidPublicKey: string }> = async (
  app,
  { vapidPublicKey },
) => {
  app.get(
    '/push/vapid-public-key',
    {
      schema: {
        tags: ['notifications'],
        response: { 200: dataEnvelope(vapidPublicKeySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { data: { public_key: vapidPublicKey } };
    },
  );
};
