import {
  calendarFeedSchema,
  taxCalendarQuerySchema,
  taxCalendarSchema,
} from '@kabinet/domain/reports';
import { dataEnvelope, idFieldSchema } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { ReportsCalendar } from './reports-calendar.service.ts';
import type { ReportsFeed } from './reports-feed.service.ts';

const tags = ['reports'];
const idParams = z.object({ id: idFieldSchema });
const feedParams = z.object({
  file: z
    .string()
    .max(80)
    .regex(/^[\w-]+\.ics$/, 'Не найдено.'),
});

/** docs/api/reports.md «Tax calendar»: the calendar, its .ics subscription and feed. */
export const reportsCalendarRoutes: FastifyPluginAsyncZod<{
  calendar: ReportsCalendar;
  feed: ReportsFeed;
}> = async (app, { calendar, feed }) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/companies/:id/tax-calendar',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        querystring: taxCalendarQuerySchema,
        response: { 200: dataEnvelope(taxCalendarSchema) },
      },
    },
    async (request) => ({
      data: await calendar.calendarOf(request.user, request.params.id, request.query.year),
    }),
  );

  app.get(
    '/companies/:id/tax-calendar/feed',
    {
      ...auth,
      schema: { tags, params: idParams, response: { 200: dataEnvelope(calendarFeedSchema) } },
    },
    async (request) => ({ data: await feed.feedOf(request.user, request.params.id) }),
  );

  app.post(
    '/companies/:id/tax-calendar/feed',
    {
      ...auth,
      schema: { tags, params: idParams, response: { 201: dataEnvelope(calendarFeedSchema) } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await feed.renewFeed(request.user, request.params.id) }),
  );

  app.delete(
    '/companies/:id/tax-calendar/feed',
    { ...auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      await feed.deleteFeed(request.user, request.params.id);
      return reply.code(204).send();
    },
  );

  // No bearer: a phone's calendar cannot send one; the secret in the URL is the credential.
  app.get(
    '/calendar/:file',
    { schema: { tags, params: feedParams, produces: ['text/calendar'] } },
    async (request, reply) => {
      const text = await feed.icsOf(request.params.file.replace(/\.ics$/, ''));
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="tax-calendar.ics"')
        .header('Cache-Control', 'private, no-store')
        .send(text);
    },
  );
};
