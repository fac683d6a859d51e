import {
  actSchema,
  createActBodySchema,
  resolveDisputeBodySchema,
  staffActSchema,
  staffActsQuerySchema,
} from '@kabinet/domain/acts';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { ActsService } from './acts.service.ts';

const tags = ['acts'];
const idParams = z.object({ id: idFieldSchema });
const actParams = z.object({ id: idFieldSchema, actId: idFieldSchema });

/** docs/api/acts.md: the staff's acts — make one for a month, resolve a dispute, list. */
export const actsStaffRoutes: FastifyPluginAsyncZod<{ acts: ActsService }> = async (
  app,
  { acts },
) => {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/staff/companies/:id/acts',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: createActBodySchema,
        response: { 200: dataEnvelope(actSchema), 201: dataEnvelope(actSchema) },
      },
    },
    async (request, reply) => {
      const { act, created } = await acts.createForCompany(
        request.user,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ data: act });
    },
  );

  app.post(
    '/staff/companies/:id/acts/:actId/resolve',
    {
      ...auth,
      schema: {
        tags,
        params: actParams,
        body: resolveDisputeBodySchema,
        response: { 200: dataEnvelope(actSchema) },
      },
    },
    async (request) => ({
      data: await acts.resolve(request.user, request.params.id, request.params.actId, request.body),
    }),
  );

  app.get(
    '/staff/acts',
    {
      ...auth,
      schema: {
        tags,
        querystring: staffActsQuerySchema,
        response: { 200: dataEnvelope(z.array(staffActSchema)) },
      },
    },
    async (request) => ({ data: await acts.listStaffActs(request.user, request.query) }),
  );
};
