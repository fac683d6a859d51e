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

import { assertCleanText } from '../../platform/text-guard.ts';

import type { CompanyDocumentsService } from './companies-documents.service.ts';
import { documentMissing, documentTooLarge } from './companies.errors.ts';

const tags = ['companies'];

/** Reads the multipart field `file` into memory, at most 20 MB. */
async function readDocumentFile(request: FastifyRequest) {
  const part = await request
    .file({ limits: { fileSize: COMPANY_DOCUMENT_UPLOAD.maxBytes, files: 1 } })
    .catch((error: unknown) => {
      throw (error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
        ? documentMissing()
        : error;
    });
  if (!part || part.fieldname !== 'file') throw documentMissing();
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
      ? documentTooLarge()
      : error;
  });
  if (part.file.truncated) throw documentTooLarge();
  assertCleanText('file', part.filename);
  return { filename: part.filename, bytes };
}

/** RFC 6266 attachment with an ASCII fallback and the UTF-8 name (Russian file names). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
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
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Disposition', attachment(file.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(file.bytes);
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
