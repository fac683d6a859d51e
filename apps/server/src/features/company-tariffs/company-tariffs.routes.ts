import { dataEnvelope } from '@kabinet/domain/shared';
import {
  companyIdQuerySchema,
  companyTariffHistoryEntrySchema,
  companyTariffLookupParamsSchema,
  companyTariffResourceSchema,
  companyTariffStatusBodySchema,
  tariffIdParamsSchema,
  tariffValuesBodySchema,
} from '@kabinet/domain/tariffs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { ConnectService } from './company-tariffs-connect.service.ts';
import type { StatusService } from './company-tariffs-status.service.ts';
import type { CompanyTariffsService } from './company-tariffs.service.ts';

const tags = ['company-tariffs'];
const one = { 200: dataEnvelope(companyTariffResourceSchema.nullable()) };
const saved = { 200: z.object({ data: companyTariffResourceSchema, message: z.string() }) };
const list = { 200: dataEnvelope(z.array(companyTariffResourceSchema)) };
const deleted = { 200: z.object({ data: z.object({ id: z.number() }), message: z.string() }) };

/** A usable Idempotency-Key header (ARCHITECTURE §2: retried writes), else undefined. */
function idempotencyKey(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && /^[\w.:-]{1,100}$/.test(header) ? header : undefined;
}

/** SPEC §7 company tariffs under /api: lists, the draft, connect and delete. */
export const companyTariffsApiRoutes: FastifyPluginAsyncZod<{
  companyTariffs: CompanyTariffsService;
  connect: ConnectService;
}> = async (app, { companyTariffs, connect }) => {
  app.get(
    '/company-tariffs-by-active',
    {
      preHandler: app.requireUser,
      schema: { tags, querystring: companyIdQuerySchema, response: list },
    },
    async (request) => ({
      data: await companyTariffs.listByActive(request.user, request.query.company_id),
    }),
  );

  app.get(
    '/company-tariff-last-by-active',
    {
      preHandler: app.requireUser,
      schema: { tags, querystring: companyIdQuerySchema, response: one },
    },
    async (request) => ({
      data: await companyTariffs.currentByActive(request.user, request.query.company_id),
    }),
  );

  app.get(
    '/company-tariffs/:status/:idOrParam',
    {
      preHandler: app.requireUser,
      schema: { tags, params: companyTariffLookupParamsSchema, response: one },
    },
    async (request) => ({
      data: await companyTariffs.findByStatus(
        request.user,
        request.params.status,
        request.params.idOrParam,
      ),
    }),
  );

  app.post(
    '/company-tariffs/draft',
    {
      preHandler: app.requireUser,
      schema: { tags, body: tariffValuesBodySchema, response: saved },
    },
    async (request) => ({
      data: await companyTariffs.saveDraft(request.user, request.body),
      message: 'Черновик успешно сохранен',
    }),
  );

  app.post(
    '/company-tariffs/connect',
    {
      preHandler: app.requireUser,
      schema: { tags, body: tariffValuesBodySchema, response: saved },
    },
    async (request) => ({
      data: await connect.connect(
        request.user,
        request.body,
        idempotencyKey(request.headers['idempotency-key']),
      ),
      message: 'Тариф подключен',
    }),
  );

  app.delete(
    '/company-tariffs/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, params: tariffIdParamsSchema, response: deleted },
    },
    async (request) => ({
      data: await companyTariffs.deleteTariff(request.user, request.params.id),
      message: 'Тариф удален',
    }),
  );
};

/** docs/api/tariffs.md under /api/v1: current/ACTIVE, staff status changes and history. */
export const companyTariffsRoutes: FastifyPluginAsyncZod<{
  companyTariffs: CompanyTariffsService;
  status: StatusService;
}> = async (app, { companyTariffs, status }) => {
  app.get(
    '/company-tariffs/current/ACTIVE',
    {
      preHandler: app.requireUser,
      schema: { tags, querystring: companyIdQuerySchema, response: one },
    },
    async (request) => ({
      data: await companyTariffs.findByStatus(
        request.user,
        'ACTIVE',
        request.query.company_id ?? 'active',
      ),
    }),
  );

  app.post(
    '/company-tariffs/:id/status',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: tariffIdParamsSchema,
        body: companyTariffStatusBodySchema,
        response: { 200: dataEnvelope(companyTariffResourceSchema) },
      },
    },
    async (request) => ({
      data: await status.changeStatus(request.user, request.params.id, request.body),
    }),
  );

  app.get(
    '/company-tariffs/:id/history',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: tariffIdParamsSchema,
        response: { 200: dataEnvelope(z.array(companyTariffHistoryEntrySchema)) },
      },
    },
    async (request) => ({
      data: await companyTariffs.listHistory(request.user, request.params.id),
    }),
  );
};
