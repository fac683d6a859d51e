import { sellerSettingsSchema } from '@kabinet/domain/billing';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { BillingSettingsService } from './billing-settings.service.ts';

const tags = ['billing'];

/** docs/api/billing.md: the firm's seller requisites and VAT mode (admin, crm). */
export const billingSettingsRoutes: FastifyPluginAsyncZod<{
  settings: BillingSettingsService;
}> = async (app, { settings }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/admin/billing-settings',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(sellerSettingsSchema.nullable()) } } },
    async (request) => ({ data: await settings.getSettings(request.user) }),
  );

  app.put(
    '/admin/billing-settings',
    {
      ...auth,
      schema: {
        tags,
        body: sellerSettingsSchema,
        response: { 200: dataEnvelope(sellerSettingsSchema) },
      },
    },
    async (request) => ({ data: await settings.updateSettings(request.user, request.body) }),
  );
};
