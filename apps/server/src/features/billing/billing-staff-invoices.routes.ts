import { staffInvoiceSchema, staffInvoicesQuerySchema } from '@kabinet/domain/billing';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { StaffInvoicesService } from './billing-staff-invoices.service.ts';

/** docs/api/billing.md: the invoices waiting for money on the staff home. */
export const billingStaffInvoicesRoutes: FastifyPluginAsyncZod<{
  staffInvoices: StaffInvoicesService;
}> = async (app, { staffInvoices }) => {
  app.get(
    '/staff/invoices',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        querystring: staffInvoicesQuerySchema,
        response: { 200: dataEnvelope(z.array(staffInvoiceSchema)) },
      },
    },
    async (request) => ({
      data: await staffInvoices.listServedInvoices(request.user, request.query),
    }),
  );
};
