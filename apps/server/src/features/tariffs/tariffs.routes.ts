import { dataEnvelope } from '@kabinet/domain/shared';
import {
  companyIdQuerySchema,
  tariffPageSchema,
  tariffParamSchema,
  tariffsCalculationSchema,
  tariffSchema,
  tariffValuesBodySchema,
} from '@kabinet/domain/tariffs';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { TariffPageService } from '../company-tariffs/company-tariffs-page.service.ts';

import type { TariffsService } from './tariffs.service.ts';

const tags = ['tariffs'];

/** SPEC §7 Tariffs: GET /api/tariff, /api/tariff-page, /api/tariff-params. */
export const tariffsApiRoutes: FastifyPluginAsyncZod<{
  tariffs: TariffsService;
  tariffPage: TariffPageService;
}> = async (app, { tariffs, tariffPage }) => {
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

  app.get(
    '/tariff-params',
    {
      preHandler: app.requireUser,
      schema: { tags, response: { 200: dataEnvelope(z.array(tariffParamSchema)) } },
    },
    async () => ({ data: await tariffs.listParams() }),
  );
};

/** docs/api/tariffs.md: POST /api/v1/tariffs/calculate — live prices from the server's engine. */
export const tariffsRoutes: FastifyPluginAsyncZod<{ tariffPage: TariffPageService }> = async (
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
