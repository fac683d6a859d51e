import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import { todoItemSchema } from '@kabinet/domain/todo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { TodoService } from './todo.service.ts';

const tags = ['todo'];
const idParams = z.object({ id: idFieldSchema });

/** docs/api/todo.md: «Что сделать дальше» of a company, for anyone who sees it. */
export const todoRoutes: FastifyPluginAsyncZod<{ todo: TodoService }> = async (app, { todo }) => {
  app.get(
    '/companies/:id/todo',
    {
      preHandler: app.requireUser,
      schema: { tags, params: idParams, response: { 200: dataEnvelope(z.array(todoItemSchema)) } },
    },
    async (request) => ({ data: await todo.list(request.user, request.params.id) }),
  );
};
