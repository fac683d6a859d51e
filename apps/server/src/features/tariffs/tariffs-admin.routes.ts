import { dataEnvelope } from '@kabinet/domain/shared';
import {
  adminCatalogueSchema,
  adminParamsBodySchema,
  adminPreviewBodySchema,
  adminTariffBodySchema,
  tariffIdParamsSchema,
  tariffsCalculationSchema,
  tariffSchema,
} from '@kabinet/domain/tariffs';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { TariffsAdminService } from './tariffs-admin.service.ts';

const tags = ['admin'];
const withMessage = <T extends z.ZodType>(schema: T) =>
  z.object({ data: schema, message: z.string() });

/** docs/api/tariffs.md «Admin catalogue»: /api/v1/admin/params and /api/v1/admin/tariffs/{id}. */
export const tariffsAdminRoutes: FastifyPluginAsyncZod<{
  tariffsAdmin: TariffsAdminService;
}> = async (app, { tariffsAdmin }) => {
  app.get(
    '/admin/params',
    {
      preHandler: app.requireUser,
      schema: { tags, response: { 200: dataEnvelope(adminCatalogueSchema) } },
    },
    async (request) => ({ data: await tariffsAdmin.getCatalogue(request.user) }),
  );

  app.put(
    '/admin/params',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        body: adminParamsBodySchema,
        response: { 200: withMessage(adminCatalogueSchema) },
      },
    },
    async (request) => ({
      data: await tariffsAdmin.saveParams(request.user, request.body),
      message: 'Параметры сохранены',
    }),
  );

  app.put(
    '/admin/tariffs/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: tariffIdParamsSchema,
        body: adminTariffBodySchema,
        response: { 200: withMessage(tariffSchema) },
      },
    },
    async (request) => ({
      data: await tariffsAdmin.saveTariff(request.user, request.params.id, request.body),
      message: 'Тариф сохранен',
    }),
  );

  app.post(
    '/admin/params/preview',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        body: adminPreviewBodySchema,
        response: { 200: dataEnvelope(tariffsCalculationSchema) },
      },
    },
    async (request) => ({ data: await tariffsAdmin.preview(request.user, request.body) }),
  );
};
