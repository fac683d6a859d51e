import {
  cancelInvoiceBodySchema,
  correctionBodySchema,
  invoiceSchema,
  ledgerEntrySchema,
  paymentSchema,
  recordPaymentBodySchema,
  refundBodySchema,
} from '@kabinet/domain/billing';
import { formatKopecks } from '@kabinet/domain/money';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { CancelService } from './billing-cancel.service.ts';
import type { LedgerService } from './billing-ledger.service.ts';
import type { HandPayments } from './billing-payments-hand.service.ts';

const tags = ['billing'];
const idParams = z.object({ id: idFieldSchema });
const paymentAnswer = z.object({
  data: z.object({
    applied: z.boolean(),
    /** What the invoice could not take, kept on the balance as an advance. */
    advance_kopecks: z.number(),
    payment: paymentSchema,
    invoice: invoiceSchema,
  }),
  message: z.string(),
});
const balanceAnswer = dataEnvelope(z.object({ balance_kopecks: z.number() }));

/** docs/api/billing.md: staff actions on money (assigned managers, admin, crm). */
export const billingStaffRoutes: FastifyPluginAsyncZod<{
  cancels: CancelService;
  payments: HandPayments;
  ledger: LedgerService;
}> = async (app, { cancels, payments, ledger }) => {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/staff/invoices/:id/payments',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: recordPaymentBodySchema,
        response: { 200: paymentAnswer },
      },
    },
    async (request) => {
      const data = await payments.recordPayment(request.user, request.params.id, request.body);
      const advance = data.advance_kopecks
        ? `; ${formatKopecks(data.advance_kopecks)} зачислены на баланс авансом`
        : '';
      return { data, message: `Оплата принята${advance}` };
    },
  );

  app.post(
    '/staff/invoices/:id/cancel',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: cancelInvoiceBodySchema,
        response: { 200: z.object({ data: invoiceSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await cancels.cancel(request.user, request.params.id, request.body),
      message: 'Счёт отменён',
    }),
  );

  app.post(
    '/staff/companies/:id/refunds',
    {
      ...auth,
      schema: { tags, params: idParams, body: refundBodySchema, response: { 200: balanceAnswer } },
    },
    async (request) => ({
      data: await ledger.refund(request.user, request.params.id, request.body),
    }),
  );

  app.post(
    '/staff/companies/:id/corrections',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: correctionBodySchema,
        response: { 200: balanceAnswer },
      },
    },
    async (request) => ({
      data: await ledger.correct(request.user, request.params.id, request.body),
    }),
  );

  app.get(
    '/staff/companies/:id/ledger',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        response: { 200: dataEnvelope(z.array(ledgerEntrySchema)) },
      },
    },
    async (request) => ({ data: await ledger.listLedger(request.user, request.params.id) }),
  );
};
