import {
  companyBankBodySchema,
  companyBankParamsSchema,
  companyBankSchema,
  companyIdParamsSchema,
} from '@kabinet/domain/companies';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { CompanyBanksService } from './companies-banks.service.ts';

const tags = ['companies'];

/** Bank accounts of a company (docs/api/companies.md «Banks of a company»). */
export const companyBanksRoutes: FastifyPluginAsyncZod<{ banks: CompanyBanksService }> = async (
  app,
  { banks },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/banks',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        response: { 200: dataEnvelope(z.array(companyBankSchema)) },
      },
    },
    async (request) => ({ data: await banks.list(request.user, request.params.id) }),
  );
  app.post(
    '/companies/:id/banks',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: companyBankBodySchema,
        response: { 201: dataEnvelope(companyBankSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await banks.add(request.user, request.params.id, request.body) }),
  );
  app.put(
    '/companies/:id/banks/:bankId',
    {
      ...auth,
      schema: {
        tags,
        params: companyBankParamsSchema,
        body: companyBankBodySchema,
        response: { 200: dataEnvelope(companyBankSchema) },
      },
    },
    async (request) => ({
      data: await banks.update(
        request.user,
        request.params.id,
        request.params.bankId,
        request.body,
      ),
    }),
  );
  app.delete(
    '/companies/:id/banks/:bankId',
    { ...auth, schema: { tags, params: companyBankParamsSchema } },
    async (request, reply) => {
      await banks.remove(request.user, request.params.id, request.params.bankId);
      return reply.code(204).send();
    },
  );
};
