import { dataEnvelope } from '@kabinet/domain/shared';
import { telegramLinkTokenSchema, telegramStatusSchema } from '@kabinet/domain/telegram';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { TelegramLinkService } from './telegram.service.ts';

const tags = ['profile'];

/** The caller's Telegram link under /api/v1/profile/telegram: status, a start link, unlink. */
export const telegramProfileRoutes: FastifyPluginAsyncZod<{ links: TelegramLinkService }> = async (
  app,
  { links },
) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    '/profile/telegram',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(telegramStatusSchema) } } },
    async (request) => ({ data: await links.status(request.user) }),
  );
  app.post(
    '/profile/telegram/link-token',
    { ...auth, schema: { tags, response: { 201: dataEnvelope(telegramLinkTokenSchema) } } },
    async (request, reply) =>
      reply.code(201).send({ data: await links.createLinkToken(request.user) }),
  );
  app.delete(
    '/profile/telegram',
    { ...auth, schema: { tags, response: { 200: dataEnvelope(telegramStatusSchema) } } },
    async (request) => {
      await links.unlink(request.user);
      return { data: await links.status(request.user) };
    },
  );
};
