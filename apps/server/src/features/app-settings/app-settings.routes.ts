import { dataEnvelope } from '@kabinet/domain/shared';
import { appOptionSchema } from '@kabinet/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppSettingsService } from './app-settings.service.ts';

/** SPEC §7 App options: GET /api/v1/app-settings → [{ option_name, value }]; public. */
export const appSettingsRoutes: FastifyPluginAsyncZod<{ appSettings: AppSettingsService }> = async (
  app,
  { appSettings },
) => {
  app.get(
    '/app-settings',
    { schema: { tags: ['settings'], response: { 200: dataEnvelope(z.array(appOptionSchema)) } } },
    async () => ({
      data: await appSettings.listOptions(),
    }),
  );
};
