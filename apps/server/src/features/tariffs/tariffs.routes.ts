import { dataEnvelope } from '@kabinet/domain/shared';
import { tariffParamSchema } from '@kabinet/domain/tariffs';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { TariffsService } from './tariffs.service.ts';

const tags = ['tariffs'];

/**
 * SPEC §7 Tariffs: GET /api/tariff-params, the catalogue's params. The priced reads for a
 * company (/api/tariff, /api/tariff-page, /api/v1/tariffs/calculate) are company-tariffs'.
 */
export const tariffsApiRoutes: FastifyPluginAsyncZod<{ tariffs: TariffsService }> = async (
  app,
  { tariffs },
) => {
  app.get(
    '/tariff-params',
    {
      preHandler: app.requireUser,
      schema: { tags, response: { 200: dataEnvelope(z.array(tariffParamSchema)) } },
    },
    async () => ({ data: await tariffs.listParams() }),
  );
};
