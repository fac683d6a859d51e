import { appOptionsBodySchema } from '@kabinet/domain/app-options';
import { dataEnvelope } from '@kabinet/domain/shared';
import { appOptionSchema } from '@kabinet/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppSettingsService } from './app-settings.service.ts';

const tags = ['settings'];
/** The admin form as answered (plain strings; the body schema checks what comes in). */
const adminOptionsSchema = z.object({
  telegram_bot_link: z.string(),
  support_phone: z.string(),
  support_email: z.string(),
  analytics_counter_id: z.string(),
});

/**
 * SPEC §7 App options: GET /api/v1/app-settings → [{ option_name, value }]; public.
 * docs/api/app-settings.md: GET/PUT /api/v1/admin/app-settings, admin only.
 */
export const appSettingsRoutes: FastifyPluginAsyncZod<{ appSettings: AppSettingsService }> = async (
  app,
  { appSettings },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/app-settings',
    { schema: { tags, response: { 200: dataEnvelope(z.array(appOptionSchema)) } } },
    async () => ({
      data: await appSettings.listOptions(),
    }),
  );

  app.get(
    '/admin/app-settings',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(adminOptionsSchema) } } },
    async (request) => ({ data: await appSettings.adminOptions(request.user) }),
  );

  app.put(
    '/admin/app-settings',
    {
      ...auth,
      schema: {
        tags,
        body: appOptionsBodySchema,
        response: { 200: z.object({ data: adminOptionsSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await appSettings.updateOptions(request.user, request.body),
      message: 'Настройки сохранены',
    }),
  );
};
