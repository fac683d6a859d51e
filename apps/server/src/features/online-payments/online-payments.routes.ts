import {
  autopayBodySchema,
  autopayCompanySchema,
  onlinePaymentProfileSchema,
  onlinePaymentReceiptSchema,
  onlinePaymentSchema,
  onlinePaymentSettingsSchema,
  receiptEmailBodySchema,
  startOnlinePaymentBodySchema,
} from '@kabinet/domain/online-payments';
import { refundBodySchema } from '@kabinet/domain/billing';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { HttpError } from '../../platform/errors.ts';
import { YooKassaError } from '../../platform/yookassa/yookassa.client.ts';

import type { OnlineRefunds } from './online-payments-refunds.service.ts';
import type { OnlinePaymentsWebhook } from './online-payments-webhook.service.ts';
import type { OnlinePaymentsService } from './online-payments.service.ts';

const tags = ['online-payments'];
const answer = dataEnvelope(onlinePaymentSchema);

/** docs/api/billing.md «Online payment»: the payer's side. */
export const onlinePaymentsRoutes: FastifyPluginAsyncZod<{
  payments: OnlinePaymentsService;
}> = async (app, { payments }) => {
  const auth = { preHandler: app.requireUser };

  app.post(
    '/companies/:id/invoices/:invoiceId/online-payments',
    {
      ...auth,
      schema: {
        tags,
        params: z.object({ id: idFieldSchema, invoiceId: idFieldSchema }),
        body: startOnlinePaymentBodySchema.optional(),
        response: { 201: answer },
      },
    },
    async (request, reply) => {
      const { id, invoiceId } = request.params;
      const data = await payments.start(request.user, id, invoiceId, request.body ?? {});
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/online-payments/:id',
    {
      ...auth,
      schema: { tags, params: z.object({ id: idFieldSchema }), response: { 200: answer } },
    },
    async (request) => ({ data: await payments.show(request.user, request.params.id) }),
  );

  app.get(
    '/online-payments/:id/receipt',
    {
      ...auth,
      schema: {
        tags,
        params: z.object({ id: idFieldSchema }),
        response: { 200: dataEnvelope(onlinePaymentReceiptSchema) },
      },
    },
    async (request) => ({
      data: await payments.receipts.readReceipt(request.user, request.params.id),
    }),
  );

  await app.register(onlinePaymentProfileRoutes, { profiles: payments.profiles });
};

/**
 * A company's side of online payments (receipt e-mail, saved card, autopay) and the firm's
 * settings of them (54-ФЗ receipts), admin only.
 */
const onlinePaymentProfileRoutes: FastifyPluginAsyncZod<{
  profiles: OnlinePaymentsService['profiles'];
}> = async (app, { profiles }) => {
  const auth = { preHandler: app.requireUser };
  const company = z.object({ id: idFieldSchema });
  const profile = dataEnvelope(onlinePaymentProfileSchema);
  const settings = dataEnvelope(onlinePaymentSettingsSchema);

  app.get(
    '/companies/:id/online-payments/profile',
    { ...auth, schema: { tags, params: company, response: { 200: profile } } },
    async (request) => ({ data: await profiles.getProfile(request.user, request.params.id) }),
  );

  app.put(
    '/companies/:id/online-payments/receipt-email',
    {
      ...auth,
      schema: { tags, params: company, body: receiptEmailBodySchema, response: { 200: profile } },
    },
    async (request) => ({
      data: await profiles.setReceiptEmail(request.user, request.params.id, request.body),
    }),
  );

  app.delete(
    '/companies/:id/online-payments/saved-method',
    { ...auth, schema: { tags, params: company, response: { 200: profile } } },
    async (request) => ({
      data: await profiles.forgetSavedMethod(request.user, request.params.id),
    }),
  );

  app.put(
    '/companies/:id/online-payments/autopay',
    {
      ...auth,
      schema: { tags, params: company, body: autopayBodySchema, response: { 200: profile } },
    },
    async (request) => ({
      data: await profiles.setAutopay(request.user, request.params.id, request.body),
    }),
  );

  app.get(
    '/admin/online-payments/autopay',
    {
      ...auth,
      schema: { tags, response: { 200: dataEnvelope(z.array(autopayCompanySchema)) } },
    },
    async (request) => ({ data: await profiles.listAutopayCompanies(request.user) }),
  );

  app.get(
    '/admin/online-payments/settings',
    { ...auth, schema: { tags, response: { 200: settings } } },
    async (request) => ({ data: await profiles.getSettings(request.user) }),
  );

  app.put(
    '/admin/online-payments/settings',
    {
      ...auth,
      schema: { tags, body: onlinePaymentSettingsSchema, response: { 200: settings } },
    },
    async (request) => ({ data: await profiles.updateSettings(request.user, request.body) }),
  );
};

/**
 * ЮKassa's notifications: no sign-in (ЮKassa cannot have one) and no trust in the body — the
 * webhook re-reads the payment. 200 acknowledges; 503 makes ЮKassa try again later.
 */
export const yookassaWebhookRoutes: FastifyPluginAsyncZod<{
  webhook: OnlinePaymentsWebhook;
}> = async (app, { webhook }) => {
  app.post(
    '/webhooks/yookassa',
    { schema: { tags, body: z.unknown(), response: { 200: z.object({ outcome: z.string() }) } } },
    async (request) => {
      try {
        const result = await webhook.handle(request.body);
        request.log.info({ notification: result }, 'yookassa notification');
        return { outcome: result.outcome };
      } catch (error) {
        if (error instanceof YooKassaError) {
          throw new HttpError(
            503,
            'ЮKassa недоступна, уведомление будет принято позже.',
            'online_payments.retry',
          );
        }
        throw error;
      }
    },
  );
};

/** docs/api/online-payments.md «Refunds»: staff return an online payment. */
export const onlineRefundsRoutes: FastifyPluginAsyncZod<{ refunds: OnlineRefunds }> = async (
  app,
  { refunds },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/staff/companies/:id/online-payments',
    {
      ...auth,
      schema: {
        tags,
        params: z.object({ id: idFieldSchema }),
        response: { 200: dataEnvelope(z.array(onlinePaymentSchema)) },
      },
    },
    async (request) => ({ data: await refunds.listForStaff(request.user, request.params.id) }),
  );

  app.post(
    '/staff/online-payments/:id/refunds',
    {
      ...auth,
      schema: {
        tags,
        params: z.object({ id: idFieldSchema }),
        body: refundBodySchema,
        response: { 200: answer },
      },
    },
    async (request) => ({
      data: await refunds.refund(request.user, request.params.id, request.body),
    }),
  );
};
