import { auditEntrySchema, auditQuerySchema } from '@kabinet/domain/audit';
import { paginatedEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { pageAnswer } from '../../platform/page-answer.ts';

import type { AuditService } from './audit.service.ts';

/** GET /admin/audit, the staff actions log (admin and crm only; read only). */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  app.get(
    '/admin/audit',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: { 200: paginatedEnvelope(auditEntrySchema) },
      },
    },
    async (request) =>
      pageAnswer(request.url, await audit.listEntries(request.user, request.query)),
  );
};
