import { replyTemplateBodySchema, replyTemplateSchema } from '@kabinet/domain/chat';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idParamsSchema } from './chat-routes.schemas.ts';
import type { ChatTemplatesService } from './chat-templates.service.ts';

const tags = ['chat'];
const templateAnswer = dataEnvelope(replyTemplateSchema);

/** The staff's saved replies under /api/v1/chat/templates (docs/api/chat.md). */
export const chatTemplatesRoutes: FastifyPluginAsyncZod<{
  chatTemplates: ChatTemplatesService;
}> = async (app, { chatTemplates }) => {
  const auth = { preHandler: app.requireUser };
  app.get(
    '/templates',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(z.array(replyTemplateSchema)) } } },
    async (request) => ({ data: await chatTemplates.list(request.user) }),
  );
  app.post(
    '/templates',
    { ...auth, schema: { tags, body: replyTemplateBodySchema, response: { 201: templateAnswer } } },
    async (request, reply) =>
      reply.code(201).send({ data: await chatTemplates.create(request.user, request.body) }),
  );
  app.put(
    '/templates/:id',
    {
      ...auth,
      schema: {
        tags,
        params: idParamsSchema,
        body: replyTemplateBodySchema,
        response: { 200: templateAnswer },
      },
    },
    async (request) => ({
      data: await chatTemplates.update(request.user, request.params.id, request.body),
    }),
  );
  app.delete(
    '/templates/:id',
    { ...auth, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await chatTemplates.remove(request.user, request.params.id);
      return reply.code(204).send();
    },
  );
};
