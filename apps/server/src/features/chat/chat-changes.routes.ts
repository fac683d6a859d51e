import { messageChangesPageSchema, messageChangesQuerySchema } from '@kabinet/domain/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ChatMessagesService } from './chat-messages.service.ts';
import { idParamsSchema } from './chat-routes.schemas.ts';
import type { ChatUsersService } from './chat-users.service.ts';

/** docs/api/chat.md change catch-up: GET /api/v1/chat/conversations/{id}/changes. */
export const chatChangesRoutes: FastifyPluginAsyncZod<{
  chatUsers: ChatUsersService;
  chatMessages: ChatMessagesService;
}> = async (app, { chatUsers, chatMessages }) => {
  app.get(
    '/conversations/:id/changes',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['chat'],
        params: idParamsSchema,
        querystring: messageChangesQuerySchema,
        response: { 200: messageChangesPageSchema },
      },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      return chatMessages.changes(actor, request.params.id, {
        afterChangeSeq: request.query.after_change_seq,
        limit: request.query.limit,
      });
    },
  );
};
