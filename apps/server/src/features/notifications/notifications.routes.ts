import { markReadAnswerSchema, markReadBodySchema } from '@kabinet/domain/notifications';
import { notificationSchema } from '@kabinet/domain/users';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { NOTIFICATIONS_PAGE_MAX, type NotificationsService } from './notifications.service.ts';

type Options = { notifications: NotificationsService };

/** SPEC §7: POST /api/notifications/mark-read → `{ data: [{ id, read_at }] }`. */
export const notificationsApiRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { notifications },
) => {
  app.post(
    '/notifications/mark-read',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['notifications'],
        body: markReadBodySchema.nullish(),
        response: { 200: dataEnvelope(markReadAnswerSchema) },
      },
    },
    async (request) => ({
      data: await notifications.markRead(request.user, request.body?.notifications_ids),
    }),
  );
};

/** docs/api/notifications.md: the keyset cursor and page size of the list. */
const listQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).optional(),
});

/** Ours: GET /api/v1/notifications → `{ data: Notification[], next_cursor }`, newest first. */
export const notificationsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { notifications },
) => {
  app.get(
    '/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['notifications'],
        querystring: listQuerySchema,
        response: {
          200: z.object({ data: z.array(notificationSchema), next_cursor: z.string().nullable() }),
        },
      },
    },
    async (request) => notifications.list(request.user, request.query),
  );
};
