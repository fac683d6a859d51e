import {
  companyDocumentParamsSchema,
  companyDocumentSchema,
  companyIdParamsSchema,
} from '@kabinet/domain/companies';
import { COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { readUploadedFile, sendUploadedFile } from '../../platform/http-files.ts';

import type { CompanyDocumentsService } from './companies-documents.service.ts';
import { documentMissing, documentTooLarge } from './companies.errors.ts';

const tags = ['companies'];

/** Reads the multipart field `file` into memory, at most 20 MB. */
function readDocumentFile(request: FastifyRequest) {
  return readUploadedFile(request, {
    maxBytes: COMPANY_DOCUMENT_UPLOAD.maxBytes,
    missing: documentMissing,
    tooLarge: documentTooLarge,
  });
}

/** Documents of a company (docs/api/companies.md «Documents of a company»). */
export const companyDocumentsRoutes: FastifyPluginAsyncZod<{
  documents: CompanyDocumentsService;
}> = async (app, { documents }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/documents',
    {
      ...auth,
      schema: {
        tags,
        params: companyIdParamsSchema,
        response: { 200: dataEnvelope(z.array(companyDocumentSchema)) },
      },
    },
    async (request) => ({ data: await documents.list(request.user, request.params.id) }),
  );
  app.post(
    '/companies/:id/documents',
    {
      ...auth,
      config: { rateBudget: 'upload' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: companyIdParamsSchema,
        response: { 201: dataEnvelope(companyDocumentSchema) },
      },
    },
    async (request, reply) => {
      const file = await readDocumentFile(request);
      const data = await documents.upload(request.user, request.params.id, file);
      return reply.code(201).send({ data });
    },
  );
  app.get(
    '/companies/:id/documents/:documentId/download',
    { ...auth, schema: { tags, params: companyDocumentParamsSchema } },
    async (request, reply) => {
      const file = await documents.download(
        request.user,
        request.params.id,
        request.params.documentId,
      );
      return sendUploadedFile(reply, file);
    },
  );
  app.delete(
    '/companies/:id/documents/:documentId',
    { ...auth, schema: { tags, params: companyDocumentParamsSchema } },
    async (request, reply) => {
      await documents.remove(request.user, request.params.id, request.params.documentId);
      return reply.code(204).send();
    },
  );
};
