import { billingSummarySchema, invoiceSchema, topUpBodySchema } from '@kabinet/domain/billing';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendPdf } from '../../platform/http-files.ts';

import type { InvoicesService } from './billing-invoices.service.ts';
import type { InvoicePdfService } from './billing-pdf.service.ts';

const tags = ['billing'];
const idParams = z.object({ id: idFieldSchema });
const invoiceParams = z.object({ id: idFieldSchema, invoiceId: idFieldSchema });

/** docs/api/billing.md: the client's billing of a company (its members and staff). */
export const billingRoutes: FastifyPluginAsyncZod<{
  invoices: InvoicesService;
  pdf: InvoicePdfService;
}> = async (app, { invoices, pdf }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/billing',
    {
      ...auth,
      schema: { tags, params: idParams, response: { 200: dataEnvelope(billingSummarySchema) } },
    },
    async (request) => ({ data: await invoices.summary(request.user, request.params.id) }),
  );

  app.get(
    '/companies/:id/invoices',
    {
      ...auth,
      schema: { tags, params: idParams, response: { 200: dataEnvelope(z.array(invoiceSchema)) } },
    },
    async (request) => ({ data: await invoices.listInvoices(request.user, request.params.id) }),
  );

  app.get(
    '/companies/:id/invoices/:invoiceId',
    {
      ...auth,
      schema: { tags, params: invoiceParams, response: { 200: dataEnvelope(invoiceSchema) } },
    },
    async (request) => ({
      data: await invoices.getInvoice(request.user, request.params.id, request.params.invoiceId),
    }),
  );

  app.get(
    '/companies/:id/invoices/:invoiceId/pdf',
    {
      ...auth,
      schema: {
        tags,
        params: invoiceParams,
        produces: ['application/pdf'],
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const { id, invoiceId } = request.params;
      return sendPdf(reply, await pdf.render(request.user, id, invoiceId));
    },
  );

  app.post(
    '/companies/:id/invoices/top-up',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: topUpBodySchema,
        response: { 201: dataEnvelope(invoiceSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await invoices.topUp(request.user, request.params.id, request.body) }),
  );
};
