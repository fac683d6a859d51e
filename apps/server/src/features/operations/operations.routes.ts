import { FILE_TYPES } from '@kabinet/domain/files';
import {
  changeCategoryBodySchema,
  operationSchema,
  operationsFilterSchema,
  operationsListQuerySchema,
  operationsPageSchema,
  operationsSummaryQuerySchema,
  operationsSummarySchema,
} from '@kabinet/domain/operations';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendDownload } from '../../platform/http-files.ts';

import type { OperationsExportService } from './operations-export.service.ts';
import type { OperationsService } from './operations.service.ts';

const tags = ['operations'];
const idParams = z.object({ id: idFieldSchema });
const operationParams = z.object({ id: idFieldSchema, operationId: idFieldSchema });
const XLSX = FILE_TYPES.xlsx.mime;

/** docs/api/operations.md: a company's bank operations: the list, its export, the month's count, a category by hand. */
export const operationsRoutes: FastifyPluginAsyncZod<{
  operations: OperationsService;
  exports: OperationsExportService;
}> = async (app, { operations, exports }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/operations',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        querystring: operationsListQuerySchema,
        response: { 200: operationsPageSchema },
      },
    },
    async (request) => operations.list(request.user, request.params.id, request.query),
  );

  app.get(
    '/companies/:id/operations/export.xlsx',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        querystring: operationsFilterSchema,
        produces: [XLSX],
        response: { 200: z.any() },
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await exports.exportXlsx(request.user, request.params.id, request.query),
        XLSX,
      ),
  );

  app.get(
    '/companies/:id/operations/summary',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        querystring: operationsSummaryQuerySchema,
        response: { 200: dataEnvelope(operationsSummarySchema) },
      },
    },
    async (request) => ({
      data: await operations.summary(request.user, request.params.id, request.query.month),
    }),
  );

  app.put(
    '/companies/:id/operations/:operationId/category',
    {
      ...auth,
      schema: {
        tags,
        params: operationParams,
        body: changeCategoryBodySchema,
        response: { 200: dataEnvelope(operationSchema) },
      },
    },
    async (request) => ({
      data: await operations.changeCategory(
        request.user,
        request.params.id,
        request.params.operationId,
        request.body,
      ),
    }),
  );
};
