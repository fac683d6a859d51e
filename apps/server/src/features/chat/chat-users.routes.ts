import {
  changeConversationBodySchema,
  chatUserSchema,
  conversationSchema,
  initialChatLoadSchema,
} from '@kabinet/domain/chat';
import { idFieldSchema, dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { ChatSessionService } from './chat-session.service.ts';
import type { ChatUsersService } from './chat-users.service.ts';

const tags = ['chat'];
const chatUserAnswer = { 200: dataEnvelope(chatUserSchema) };
const userIdParams = z.object({ id: z.union([z.literal('current'), idFieldSchema]) });
const updateBody = z.object({
  name: z
    .string('Укажите имя')
    .trim()
    .min(1, 'Укажите имя')
    .max(255, 'Не длиннее 255 символов')
    .optional(),
  state: z.string().max(255).nullable().optional(),
});

/** SPEC §7 chat user calls and the initial load, under /api/v1/chat. */
export const chatUsersRoutes: FastifyPluginAsyncZod<{
  chatUsers: ChatUsersService;
  chatSession: ChatSessionService;
}> = async (app, { chatUsers, chatSession }) => {
  app.get(
    '/initial-load',
    {
      preHandler: app.requireUser,
      schema: { tags, response: { 200: dataEnvelope(initialChatLoadSchema) } },
    },
    async (request) => ({
      data: await chatSession.initialLoad(await chatUsers.actorOf(request)),
    }),
  );
  app.post(
    '/user/online',
    { preHandler: app.requireUser, schema: { tags, response: chatUserAnswer } },
    async (request) => ({
      data: await chatUsers.setOnline(await chatUsers.actorOf(request), true),
    }),
  );
  app.post(
    '/user/offline',
    { preHandler: app.requireUser, schema: { tags, response: chatUserAnswer } },
    async (request) => ({
      data: await chatUsers.setOnline(await chatUsers.actorOf(request), false),
    }),
  );
  app.post(
    '/user/change-conversation',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        body: changeConversationBodySchema,
        response: { 200: dataEnvelope(conversationSchema) },
      },
    },
    async (request) => ({
      data: await chatSession.changeConversation(
        await chatUsers.actorOf(request),
        request.body.chat_conversation_id,
      ),
    }),
  );
  app.get(
    '/user/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, params: userIdParams, response: chatUserAnswer },
    },
    async (request) => ({
      data: await chatUsers.getChatUser(await chatUsers.actorOf(request), request.params.id),
    }),
  );
  app.put(
    '/user/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, params: userIdParams, body: updateBody, response: chatUserAnswer },
    },
    async (request) => ({
      data: await chatUsers.updateOwn(
        await chatUsers.actorOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.post(
    '/users/:id/offline',
    {
      preHandler: app.requireUser,
      schema: { tags, params: z.object({ id: idFieldSchema }), response: chatUserAnswer },
    },
    async (request) => ({
      data: await chatUsers.setOfflineById(await chatUsers.actorOf(request), request.params.id),
    }),
  );
};
