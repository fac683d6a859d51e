import { broadcastingAuthAnswerSchema, broadcastingAuthBodySchema } from '@kabinet/domain/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { BroadcastingService } from './broadcasting.service.ts';

/** Presence channels also answer the signed member info (Pusher's channel_data). */
const answerSchema = broadcastingAuthAnswerSchema.extend({ channel_data: z.string().optional() });

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
        response: { 200: answerSchema },
      },
    },
    async (request) => broadcasting.authorize(request.user, request.tokenId, request.body),
  );
};
