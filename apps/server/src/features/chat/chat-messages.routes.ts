import {
  CHAT_PAGE_SIZE,
  CHAT_PAGE_SIZE_LEGACY,
  editMessageBodySchema,
  messageSchema,
} from '@kabinet/domain/chat';
import { messageDeletedSchema } from '@kabinet/domain/realtime';
import { dataEnvelope, paginatedEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { ChatMessagesService } from './chat-messages.service.ts';
import { readSendRequest } from './chat-message-send.request.ts';
import { idParamsSchema, messageListQuerySchema, pageRequestOf } from './chat-routes.schemas.ts';
import type { ChatSearchService } from './chat-search.service.ts';
import type { ChatUsersService } from './chat-users.service.ts';

const tags = ['chat'];
const messageAnswer = dataEnvelope(messageSchema);
const pageAnswer = paginatedEnvelope(messageSchema);
type Options = { chatUsers: ChatUsersService; chatMessages: ChatMessagesService };

/**
 * A send answers the message the server built itself (chat.serializers.ts), already in the
 * schema's keys and order, so its answer skips the zod parse (a tenth of a send's CPU in the
 * chat-rooms profile). The schema stays for the API docs; chat-send-answer.test.ts pins that the
 * bytes are the ones the zod serializer would write.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** Send, edit and delete under one prefix (older /api/chat, newer /api/v1/chat-refactor). */
const messageWrites: FastifyPluginAsyncZod<Options> = async (app, { chatUsers, chatMessages }) => {
  app.post(
    '/messages',
    {
      preHandler: app.requireUser,
      config: { rateBudget: 'chatSend' },
      schema: { tags, response: { 200: messageAnswer, 201: messageAnswer } },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const actor = await chatUsers.actorOf(request);
      const { fields, files } = await readSendRequest(request);
      const { message, created } = await chatMessages.send(actor, fields, files);
      return reply.code(created ? 201 : 200).send({ data: message });
    },
  );

  app.put(
    '/messages/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: idParamsSchema,
        body: editMessageBodySchema,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      return { data: await chatMessages.edit(actor, request.params.id, request.body.text) };
    },
  );

  app.delete(
    '/messages/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: dataEnvelope(messageDeletedSchema) },
      },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      return { data: await chatMessages.remove(actor, request.params.id) };
    },
  );
};

/**
 * The writes plus a page listing at `listPath`: the older and newer message sets of SPEC §7
 * differ only in where the list lives and how long its pages are.
 */
function messageRoutes(listPath: string, pageSize: number): FastifyPluginAsyncZod<Options> {
  return async (app, { chatUsers, chatMessages }) => {
    await app.register(messageWrites, { chatUsers, chatMessages });
    app.get(
      listPath,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          params: idParamsSchema,
          querystring: messageListQuerySchema,
          response: { 200: pageAnswer },
        },
      },
      async (request) => {
        const actor = await chatUsers.actorOf(request);
        return chatMessages.list(actor, request.params.id, pageSize, pageRequestOf(request.query));
      },
    );
  };
}

/** SPEC §7 older message calls under /api/chat (page size 30). */
export const chatLegacyMessagesRoutes = messageRoutes('/messages/:id', CHAT_PAGE_SIZE_LEGACY);

/** SPEC §7 newer message set under /api/v1/chat-refactor (store, update, delete, list by 15). */
export const chatRefactorMessagesRoutes = messageRoutes(
  '/conversations/:id/messages',
  CHAT_PAGE_SIZE,
);

const searchQuerySchema = z.object({
  query: z
    .string('Введите не меньше 2 символов')
    .trim()
    .min(2, 'Введите не меньше 2 символов')
    .max(200, 'Не длиннее 200 символов'),
  page: z.coerce.number().int().positive().default(1),
});

/** Full-text search over a company's chat (under /api/v1/chat). */
export const chatSearchRoutes: FastifyPluginAsyncZod<{
  chatUsers: ChatUsersService;
  chatSearch: ChatSearchService;
}> = async (app, { chatUsers, chatSearch }) => {
  app.get(
    '/messages/search-by-company/:id',
    {
      preHandler: app.requireUser,
      config: { rateBudget: 'chatSearch' },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: searchQuerySchema,
        response: { 200: pageAnswer },
      },
    },
    async (request) => {
      const actor = await chatUsers.actorOf(request);
      return chatSearch.searchCompany(
        actor,
        request.params.id,
        request.query.query,
        request.query.page,
      );
    },
  );
};
