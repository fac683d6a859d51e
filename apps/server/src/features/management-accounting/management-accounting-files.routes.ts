import {
  managementFilePreviewSchema,
  managementFileSchema,
  updateManagementFileBodySchema,
} from '@kabinet/domain/management-accounting';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendUploadedFile } from '../../platform/http-files.ts';

import { readManagementUpload } from './management-accounting-files.request.ts';
import type { ManagementFilesService } from './management-accounting-files.service.ts';

const tags = ['management-accounting'];
const idParams = z.object({ id: idFieldSchema });
const fileParams = z.object({ id: idFieldSchema, fileId: idFieldSchema });
const base = '/companies/:id/accounting-management/files';

/** docs/api/management-accounting.md «Files»: management reports of a company. */
export const managementFilesRoutes: FastifyPluginAsyncZod<{
  files: ManagementFilesService;
}> = async (app, { files }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    base,
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        response: { 200: dataEnvelope(z.array(managementFileSchema)) },
      },
    },
    async (request) => ({ data: await files.list(request.user, request.params.id) }),
  );

  app.post(
    base,
    {
      ...auth,
      config: { rateBudget: 'upload' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: dataEnvelope(managementFileSchema) },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readManagementUpload(request);
      const data = await files.upload(request.user, request.params.id, fields, file);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    `${base}/:fileId`,
    {
      ...auth,
      schema: { tags, params: fileParams, response: { 200: dataEnvelope(managementFileSchema) } },
    },
    async (request) => ({
      data: await files.get(request.user, request.params.id, request.params.fileId),
    }),
  );

  app.put(
    `${base}/:fileId`,
    {
      ...auth,
      schema: {
        tags,
        params: fileParams,
        body: updateManagementFileBodySchema,
        response: { 200: dataEnvelope(managementFileSchema) },
      },
    },
    async (request) => ({
      data: await files.update(
        request.user,
        request.params.id,
        request.params.fileId,
        request.body,
      ),
    }),
  );

  app.delete(
    `${base}/:fileId`,
    { ...auth, schema: { tags, params: fileParams } },
    async (request, reply) => {
      await files.remove(request.user, request.params.id, request.params.fileId);
      return reply.code(204).send();
    },
  );

  fileContentRoutes(app, files);
};

/** The report's content: its bytes, and an XLSX's first sheets as tables. */
function fileContentRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  files: ManagementFilesService,
) {
  const auth = { preHandler: app.requireUser };
  app.get(
    `${base}/:fileId/preview`,
    {
      ...auth,
      schema: {
        tags,
        params: fileParams,
        response: { 200: dataEnvelope(managementFilePreviewSchema) },
      },
    },
    async (request) => ({
      data: await files.preview(request.user, request.params.id, request.params.fileId),
    }),
  );

  app.get(
    `${base}/:fileId/download`,
    { ...auth, schema: { tags, params: fileParams } },
    async (request, reply) => {
      const file = await files.download(request.user, request.params.id, request.params.fileId);
      return sendUploadedFile(reply, file);
    },
  );
}
