import { broadcastingAuthAnswerSchema, broadcastingAuthBodySchema } from '@kabinet/domain/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { BroadcastingService } from './broadcasting.service.ts';

/** SPEC §7: channel authorization with a bearer token. */
export const broadcastingRoutes: FastifyPluginAsyncZod<{
  broadcasting: BroadcastingService;
}> = async (app, { broadcasting }) => {
  app.post(
    '/broadcasting/auth',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['realtime'],
        body: broadcastingAuthBodySchema,
        response: { 200: broadcastingAuthAnswerSchema },
      },
    },
    async (request) => broadcasting.authorize(request.user, request.tokenId, request.body),
  );
};
