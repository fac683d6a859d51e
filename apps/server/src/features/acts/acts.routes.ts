import {
  actSchema,
  disputeActBodySchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  signActBodySchema,
  signCodeAnswerSchema,
} from '@kabinet/domain/acts';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendPdf } from '../../platform/http-files.ts';

import type { ActsDocumentsService } from './acts-documents.service.ts';
import type { ActsService } from './acts.service.ts';

const tags = ['acts'];
const idParams = z.object({ id: idFieldSchema });
const actParams = z.object({ id: idFieldSchema, actId: idFieldSchema });
const pdfSchema = { produces: ['application/pdf'], response: { 200: z.any() } };

type ActsRoutesOptions = { acts: ActsService; documents: ActsDocumentsService };

/** A company's acts: the list, one act, its PDF. */
const actReadRoutes: FastifyPluginAsyncZod<ActsRoutesOptions> = async (
  app,
  { acts, documents },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/acts',
    {
      ...auth,
      schema: { tags, params: idParams, response: { 200: dataEnvelope(z.array(actSchema)) } },
    },
    async (request) => ({ data: await acts.listActs(request.user, request.params.id) }),
  );

  app.get(
    '/companies/:id/acts/:actId',
    { ...auth, schema: { tags, params: actParams, response: { 200: dataEnvelope(actSchema) } } },
    async (request) => ({
      data: await acts.getAct(request.user, request.params.id, request.params.actId),
    }),
  );

  app.get(
    '/companies/:id/acts/:actId/pdf',
    { ...auth, schema: { tags, params: actParams, ...pdfSchema } },
    async (request, reply) =>
      sendPdf(reply, await documents.actPdf(request.user, request.params.id, request.params.actId)),
  );
};

/** The client's sign-off of an act (the code, the signature) and the dispute instead of it. */
const actSignoffRoutes: FastifyPluginAsyncZod<ActsRoutesOptions> = async (app, { acts }) => {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/companies/:id/acts/:actId/sign/code',
    {
      ...auth,
      schema: { tags, params: actParams, response: { 200: dataEnvelope(signCodeAnswerSchema) } },
    },
    async (request) => ({
      data: await acts.sendSignCode(request.user, request.params.id, request.params.actId),
    }),
  );

  app.post(
    '/companies/:id/acts/:actId/sign',
    {
      ...auth,
      schema: {
        tags,
        params: actParams,
        body: signActBodySchema,
        response: { 200: dataEnvelope(actSchema) },
      },
    },
    async (request) => ({
      data: await acts.sign(request.user, request.params.id, request.params.actId, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    }),
  );

  app.post(
    '/companies/:id/acts/:actId/dispute',
    {
      ...auth,
      schema: {
        tags,
        params: actParams,
        body: disputeActBodySchema,
        response: { 200: dataEnvelope(actSchema) },
      },
    },
    async (request) => ({
      data: await acts.dispute(request.user, request.params.id, request.params.actId, request.body),
    }),
  );
};

/** The акт сверки of a company, as data and as PDF. */
const reconciliationRoutes: FastifyPluginAsyncZod<ActsRoutesOptions> = async (
  app,
  { documents },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/reconciliation',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        querystring: reconciliationQuerySchema,
        response: { 200: dataEnvelope(reconciliationSchema) },
      },
    },
    async (request) => ({
      data: await documents.reconciliationOf(request.user, request.params.id, request.query),
    }),
  );

  app.get(
    '/companies/:id/reconciliation.pdf',
    {
      ...auth,
      schema: { tags, params: idParams, querystring: reconciliationQuerySchema, ...pdfSchema },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await documents.reconciliationPdf(request.user, request.params.id, request.query),
      ),
  );
};

/** docs/api/acts.md: a company's acts, their sign-off and dispute, the акт сверки. */
export const actsRoutes: FastifyPluginAsyncZod<ActsRoutesOptions> = async (
  app,
  { acts, documents },
) => {
  // The options carry the parent's prefix: pass only the services so it is not applied twice.
  await app.register(actReadRoutes, { acts, documents });
  await app.register(actSignoffRoutes, { acts, documents });
  await app.register(reconciliationRoutes, { acts, documents });
};
