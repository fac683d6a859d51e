import { inboxItemSchema, inboxQuerySchema } from '@kabinet/domain/chat';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { ChatInboxService } from './chat-inbox.service.ts';
import type { ChatUsersService } from './chat-users.service.ts';

/** GET /api/v1/chat/inbox, the staff inbox (docs/api/chat.md «Staff inbox»). */
export const chatInboxRoutes: FastifyPluginAsyncZod<{
  chatUsers: ChatUsersService;
  chatInbox: ChatInboxService;
}> = async (app, { chatUsers, chatInbox }) => {
  app.get(
    '/inbox',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['chat'],
        querystring: inboxQuerySchema,
        response: { 200: dataEnvelope(z.array(inboxItemSchema)) },
      },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      return { data: await chatInbox.list(actor, request.query) };
    },
  );
};
