import { timingSafeEqual } from 'node:crypto';

import type { Update } from 'grammy/types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { forbidden } from '../../platform/errors.ts';

import type { TelegramBot } from './telegram-bot.service.ts';

/** The header Telegram sets to the secret_token given to setWebhook. */
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

const updateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });

/**
 * POST /api/v1/telegram/webhook: Telegram's updates. Every update must carry the webhook secret
 * (TELEGRAM_WEBHOOK_SECRET); anything else — a forged update — is refused before it is read.
 */
export const telegramWebhookRoutes: FastifyPluginAsyncZod<{
  bot: TelegramBot;
  secret: string;
}> = async (app, { bot, secret }) => {
  app.post(
    '/telegram/webhook',
    {
      onRequest: async (request) => {
        if (!sameSecret(request.headers[TELEGRAM_SECRET_HEADER], secret)) {
          throw forbidden('Неверный секрет вебхука Telegram.', 'telegram_secret');
        }
      },
      schema: { tags: ['telegram'], hide: true, body: updateSchema },
    },
    async (request, reply) => {
      await bot.handleUpdate(request.body as unknown as Update);
      return reply.code(200).send({ ok: true });
    },
  );
};
