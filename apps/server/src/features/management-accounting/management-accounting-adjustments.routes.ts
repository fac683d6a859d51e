import {
  addMonths,
  calendarMonthSchema,
  dataEnvelope,
  idFieldSchema,
} from '@kabinet/domain/shared';
import { adjustmentBodySchema, adjustmentSchema } from '@kabinet/domain/management-accounting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AdjustmentsService } from './management-accounting-adjustments.service.ts';

const tags = ['management-accounting'];
const idParams = z.object({ id: idFieldSchema });
const adjustmentParams = z.object({ id: idFieldSchema, adjustmentId: idFieldSchema });
const month = calendarMonthSchema();
const listQuery = z.object({ from: month.optional(), to: month.optional() });
const one = { 200: dataEnvelope(adjustmentSchema) };
const base = '/companies/:id/accounting-management/adjustments';

/** docs/api/management-accounting.md «Adjustments»: the staff's figures for the graphs. */
export const managementAdjustmentsRoutes: FastifyPluginAsyncZod<{
  adjustments: AdjustmentsService;
}> = async (app, { adjustments }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    base,
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        querystring: listQuery,
        response: { 200: dataEnvelope(z.array(adjustmentSchema)) },
      },
    },
    async (request) => {
      // Without a range: the last 24 months, enough for a year and its comparison.
      const to = request.query.to ?? new Date().toISOString().slice(0, 7);
      const from = request.query.from ?? addMonths(to, -23);
      return { data: await adjustments.list(request.user, request.params.id, { from, to }) };
    },
  );

  app.post(
    base,
    {
      ...auth,
      schema: { tags, params: idParams, body: adjustmentBodySchema, response: { 201: one[200] } },
    },
    async (request, reply) => {
      const data = await adjustments.save(request.user, request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    `${base}/:adjustmentId`,
    {
      ...auth,
      schema: { tags, params: adjustmentParams, body: adjustmentBodySchema, response: one },
    },
    async (request) => ({
      data: await adjustments.update(
        request.user,
        request.params.id,
        request.params.adjustmentId,
        request.body,
      ),
    }),
  );

  app.delete(
    `${base}/:adjustmentId`,
    { ...auth, schema: { tags, params: adjustmentParams } },
    async (request, reply) => {
      await adjustments.remove(request.user, request.params.id, request.params.adjustmentId);
      return reply.code(204).send();
    },
  );
};
