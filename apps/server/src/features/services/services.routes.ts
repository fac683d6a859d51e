import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import { serviceBodySchema, serviceSchema } from '@kabinet/domain/services';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ServicesService } from './services.service.ts';

const tags = ['services'];
const params = z.object({ id: idFieldSchema });
const withMessage = <T extends z.ZodType>(schema: T) =>
  z.object({ data: schema, message: z.string() });

/** docs/api/services.md: the one-time services catalogue and its admin. */
export const servicesRoutes: FastifyPluginAsyncZod<{ services: ServicesService }> = async (
  app,
  { services },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/services',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(z.array(serviceSchema)) } } },
    async () => ({ data: await services.listActive() }),
  );

  app.get(
    '/admin/services',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(z.array(serviceSchema)) } } },
    async (request) => ({ data: await services.listAll(request.user) }),
  );

  app.post(
    '/admin/services',
    {
      ...auth,
      schema: { tags, body: serviceBodySchema, response: { 201: withMessage(serviceSchema) } },
    },
    async (request, reply) => {
      const data = await services.create(request.user, request.body);
      return reply.code(201).send({ data, message: 'Услуга добавлена' });
    },
  );

  app.put(
    '/admin/services/:id',
    {
      ...auth,
      schema: {
        tags,
        params,
        body: serviceBodySchema,
        response: { 200: withMessage(serviceSchema) },
      },
    },
    async (request) => ({
      data: await services.update(request.user, request.params.id, request.body),
      message: 'Услуга сохранена',
    }),
  );

  app.delete(
    '/admin/services/:id',
    { ...auth, schema: { tags, params, response: { 200: withMessage(serviceSchema) } } },
    async (request) => ({
      data: await services.deactivate(request.user, request.params.id),
      message: 'Услуга снята с продажи',
    }),
  );
};
