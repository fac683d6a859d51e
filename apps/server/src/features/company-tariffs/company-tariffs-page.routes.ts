import { dataEnvelope } from '@kabinet/domain/shared';
import {
  companyIdQuerySchema,
  tariffPageSchema,
  tariffsCalculationSchema,
  tariffSchema,
  tariffValuesBodySchema,
} from '@kabinet/domain/tariffs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { TariffPageService } from './company-tariffs-page.service.ts';

// The wizard's reads sit with the catalogue's in the API docs, as in SPEC §7 Tariffs.
const tags = ['tariffs'];

/** SPEC §7 Tariffs: GET /api/tariff and /api/tariff-page, priced for the caller's company. */
export const tariffPageApiRoutes: FastifyPluginAsyncZod<{ tariffPage: TariffPageService }> = async (
  app,
  { tariffPage },
) => {
  app.get(
    '/tariff',
    {
      preHandler: app.requireUser,
      schema: { tags, response: { 200: dataEnvelope(z.array(tariffSchema)) } },
    },
    async (request) => ({ data: await tariffPage.listPricedTariffs(request.user) }),
  );

  app.get(
    '/tariff-page',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        querystring: companyIdQuerySchema,
        response: { 200: dataEnvelope(tariffPageSchema) },
      },
    },
    async (request) => ({ data: await tariffPage.getPage(request.user, request.query.company_id) }),
  );
};

/** docs/api/tariffs.md: POST /api/v1/tariffs/calculate — live prices from the server's engine. */
export const tariffPageRoutes: FastifyPluginAsyncZod<{ tariffPage: TariffPageService }> = async (
  app,
  { tariffPage },
) => {
  app.post(
    '/tariffs/calculate',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        body: tariffValuesBodySchema,
        response: { 200: dataEnvelope(tariffsCalculationSchema) },
      },
    },
    async (request) => ({
      data: await tariffPage.calculate(request.user, request.body.values, request.body.company_id),
    }),
  );
};
