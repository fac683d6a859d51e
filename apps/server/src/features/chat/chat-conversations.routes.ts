import {
  CHAT_PAGE_SIZE_LEGACY,
  CONVERSATION_TYPE,
  conversationSchema,
  inviteBodySchema,
  readConversationAnswerSchema,
  messageSchema,
} from '@kabinet/domain/chat';
import { idFieldSchema, dataEnvelope, idSchema, paginatedEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { chatChangesRoutes } from './chat-changes.routes.ts';
import type { ChatConversationsService } from './chat-conversations.service.ts';
import type { ChatMessagesService } from './chat-messages.service.ts';
import {
  conversationIdsQuerySchema,
  idParamsSchema,
  messageListQuerySchema,
  numericIds,
  pageRequestOf,
} from './chat-routes.schemas.ts';
import type { ChatUsersService } from './chat-users.service.ts';

const tags = ['chat'];
const conversationAnswer = dataEnvelope(conversationSchema);
const listAnswer = dataEnvelope(z.array(conversationSchema));
const readAnswer = dataEnvelope(readConversationAnswerSchema);
type Options = {
  chatUsers: ChatUsersService;
  chatConversations: ChatConversationsService;
  chatMessages: ChatMessagesService;
};

const createBodySchema = z.object({
  name: z
    .string('Укажите название')
    .trim()
    .min(1, 'Укажите название')
    .max(255, 'Не длиннее 255 символов'),
  type: z.enum(CONVERSATION_TYPE, 'Неверный тип диалога').default('PRIVATE'),
  company_id: idFieldSchema,
  user_ids: z.array(idSchema(), 'Выберите пользователей.').max(100).optional(),
});
const searchByCompanyQuery = z.object({ query: z.string().max(200).optional() });
const disconnectParams = z.object({ id: idFieldSchema, chatUserId: idFieldSchema });

/** read and search-by-company exist in both sets. */
const sharedConversationRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { chatUsers, chatConversations },
) => {
  app.post(
    '/conversations/:id/read',
    {
      preHandler: app.requireUser,
      schema: { tags, params: idParamsSchema, response: { 200: readAnswer } },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      return { data: await chatConversations.read(actor, request.params.id) };
    },
  );
  app.get(
    '/conversations/search-by-company/:id',
    {
      preHandler: app.requireUser,
      config: { rateBudget: 'chatSearch' },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: searchByCompanyQuery,
        response: { 200: listAnswer },
      },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      return {
        data: await chatConversations.listByCompany(actor, request.params.id, request.query.query),
      };
    },
  );
};

/** SPEC §7 disconnect/{chatUserId} and invite (older set). */
const participantRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { chatUsers, chatConversations },
) => {
  app.post(
    '/conversations/:id/disconnect/:chatUserId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: disconnectParams,
        response: { 200: dataEnvelope(conversationSchema.nullable()) },
      },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      return {
        data: await chatConversations.disconnect(
          actor,
          request.params.id,
          request.params.chatUserId,
        ),
      };
    },
  );
  app.post(
    '/conversations/:id/invite',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: idParamsSchema,
        body: inviteBodySchema,
        response: { 200: conversationAnswer },
      },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      return {
        data: await chatConversations.invite(actor, request.params.id, request.body.user_ids),
      };
    },
  );
};

/** SPEC §7 older conversation calls under /api/v1/chat. */
export const chatConversationsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { chatUsers, chatConversations, chatMessages } = options;
  await app.register(participantRoutes, { chatUsers, chatConversations, chatMessages });
  await app.register(chatChangesRoutes, { chatUsers, chatMessages });
  await app.register(sharedConversationRoutes, {
    chatUsers,
    chatConversations,
    chatMessages: options.chatMessages,
  });

  app.get(
    '/conversations',
    {
      preHandler: app.requireUser,
      schema: { tags, querystring: conversationIdsQuerySchema, response: { 200: listAnswer } },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      const ids = numericIds(
        request.query.chat_conversation_ids,
        request.query['chat_conversation_ids[]'],
      );
      return { data: await chatConversations.list(actor, ids) };
    },
  );
  app.post(
    '/conversations',
    {
      preHandler: app.requireUser,
      schema: { tags, body: createBodySchema, response: { 201: conversationAnswer } },
    },
    async (request, reply) => {
      const actor = await chatUsers.actorOf(request);
      return reply.code(201).send({ data: await chatConversations.create(actor, request.body) });
    },
  );
  app.get(
    '/conversations/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, params: idParamsSchema, response: { 200: conversationAnswer } },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      return { data: await chatConversations.get(actor, request.params.id) };
    },
  );
  app.get(
    '/conversations/:id/messages',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: paginatedEnvelope(messageSchema) },
      },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      return chatMessages.list(
        actor,
        request.params.id,
        CHAT_PAGE_SIZE_LEGACY,
        pageRequestOf(request.query),
      );
    },
  );
};

const leaveOtherQuery = z.object({ chat_user_id: idFieldSchema });
const leaveAnswer = dataEnvelope(
  z.union([conversationSchema, z.object({ chat_conversation_id: z.number().int() })]),
);

/** SPEC §7 newer conversation calls under /api/v1/chat-refactor. */
export const chatRefactorConversationsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  options,
) => {
  const { chatUsers, chatConversations } = options;
  await app.register(sharedConversationRoutes, {
    chatUsers,
    chatConversations,
    chatMessages: options.chatMessages,
  });

  app.get(
    '/conversations/:id/leave/current',
    {
      preHandler: app.requireUser,
      schema: { tags, params: idParamsSchema, response: { 200: leaveAnswer } },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      await chatConversations.leave(actor, request.params.id, { kind: 'current' });
      return { data: { chat_conversation_id: request.params.id } };
    },
  );
  app.get(
    '/conversations/:id/leave/other',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: leaveOtherQuery,
        response: { 200: leaveAnswer },
      },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      const conversation = await chatConversations.leave(actor, request.params.id, {
        kind: 'other',
        chatUserId: request.query.chat_user_id,
      });
      return { data: conversation ?? { chat_conversation_id: request.params.id } };
    },
  );
};
