import { companyIdParamsSchema, companyManagerSchema } from '@kabinet/domain/companies';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { CompanyManagerService } from './companies-manager.service.ts';

/** GET /companies/{id}/manager, the «Ваш менеджер» card (`data: null` while unassigned). */
export const companyManagerRoutes: FastifyPluginAsyncZod<{
  manager: CompanyManagerService;
}> = async (app, { manager }) => {
  app.get(
    '/companies/:id/manager',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['companies'],
        params: companyIdParamsSchema,
        response: { 200: dataEnvelope(companyManagerSchema.nullable()) },
      },
    },
    async (request) => ({
      data: await manager.getCompanyManager(request.user, request.params.id),
    }),
  );
};
