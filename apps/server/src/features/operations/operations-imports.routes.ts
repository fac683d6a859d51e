import {
  categoryRuleSchema,
  createRuleAnswerSchema,
  createRuleBodySchema,
  importParamsSchema,
  operationsImportSchema,
} from '@kabinet/domain/operations';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { OperationsImportService } from './operations-import.service.ts';
import type { OperationsRulesService } from './operations-rules.service.ts';
import { readStatementUpload } from './operations-upload.request.ts';

const tags = ['operations'];
const idParams = z.object({ id: idFieldSchema });
const ruleParams = z.object({ id: idFieldSchema, ruleId: idFieldSchema });

type ImportsRoutesOptions = { imports: OperationsImportService; rules: OperationsRulesService };

/** Statement uploads and their progress. */
const statementImportRoutes: FastifyPluginAsyncZod<ImportsRoutesOptions> = async (
  app,
  { imports },
) => {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/companies/:id/operations/imports',
    {
      ...auth,
      config: { rateBudget: 'upload' },
      schema: {
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        // 201, not 202: the client's success codes are 200, 201 and 204 (SPEC §9); the import's
        // progress is read from the list it now heads.
        response: { 201: dataEnvelope(operationsImportSchema) },
      },
    },
    async (request, reply) => {
      const file = await readStatementUpload(request);
      const data = await imports.upload(request.user, request.params.id, file);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/companies/:id/operations/imports',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        response: { 200: dataEnvelope(z.array(operationsImportSchema)) },
      },
    },
    async (request) => ({ data: await imports.listImports(request.user, request.params.id) }),
  );

  app.get(
    '/companies/:id/operations/imports/:importId',
    {
      ...auth,
      schema: {
        tags,
        params: importParamsSchema,
        response: { 200: dataEnvelope(operationsImportSchema) },
      },
    },
    async (request) => ({
      data: await imports.getImport(request.user, request.params.id, request.params.importId),
    }),
  );
};

/** The company's category rules. */
const categoryRuleRoutes: FastifyPluginAsyncZod<ImportsRoutesOptions> = async (app, { rules }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/operations/rules',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        response: { 200: dataEnvelope(z.array(categoryRuleSchema)) },
      },
    },
    async (request) => ({ data: await rules.listRules(request.user, request.params.id) }),
  );

  app.post(
    '/companies/:id/operations/rules',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: createRuleBodySchema,
        response: { 201: dataEnvelope(createRuleAnswerSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await rules.createRule(request.user, request.params.id, request.body) }),
  );

  app.delete(
    '/companies/:id/operations/rules/:ruleId',
    {
      ...auth,
      schema: {
        tags,
        params: ruleParams,
        response: { 200: dataEnvelope(z.object({ recategorised: z.number().int() })) },
      },
    },
    async (request) => ({
      data: await rules.deleteRule(request.user, request.params.id, request.params.ruleId),
    }),
  );
};

/** docs/api/operations.md: statement uploads with their progress, category rules. */
export const operationsImportsRoutes: FastifyPluginAsyncZod<ImportsRoutesOptions> = async (
  app,
  { imports, rules },
) => {
  // The options carry the parent's prefix: pass only the services so it is not applied twice.
  await app.register(statementImportRoutes, { imports, rules });
  await app.register(categoryRuleRoutes, { imports, rules });
};
