import { statementImportSchema } from '@kabinet/domain/billing';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';

import { fieldError } from '../../platform/errors.ts';
import { assertCleanText } from '../../platform/text-guard.ts';

import type { StatementsService } from './billing-statements.service.ts';

/** A month of a busy firm's statement is well under 1 MB; 5 MB leaves room, not abuse. */
const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
const fileMissing = () => fieldError('file', 'Выберите файл выписки.', 'billing.statement_missing');
const fileTooLarge = () =>
  fieldError('file', 'Файл выписки больше 5 МБ.', 'billing.statement_too_large');

/** Reads the multipart field `file` into memory. */
async function readStatementFile(request: FastifyRequest) {
  const part = await request
    .file({ limits: { fileSize: STATEMENT_MAX_BYTES, files: 1 } })
    .catch((error: unknown) => {
      throw (error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
        ? fileMissing()
        : error;
    });
  if (!part || part.fieldname !== 'file') throw fileMissing();
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? fileTooLarge() : error;
  });
  if (part.file.truncated) throw fileTooLarge();
  assertCleanText('file', part.filename);
  return { name: part.filename, bytes };
}

/** docs/api/billing.md «Bank statements»: staff import a 1CClientBankExchange file. */
export const billingStatementsRoutes: FastifyPluginAsyncZod<{
  statements: StatementsService;
}> = async (app, { statements }) => {
  app.post(
    '/staff/bank-statements',
    {
      preHandler: app.requireUser,
      config: { rateBudget: 'upload' },
      schema: {
        tags: ['billing'],
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(statementImportSchema) },
      },
    },
    async (request) => ({
      data: await statements.importStatement(request.user, await readStatementFile(request)),
    }),
  );
};
