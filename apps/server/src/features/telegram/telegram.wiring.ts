import type { TelegramSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';

import {
  createTelegramBot,
  type BotCommandReaders,
  type BotMessageHandler,
  type TelegramBot,
} from './telegram-bot.service.ts';
import { createTelegramLinkService } from './telegram.service.ts';

const silent: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The Telegram feature: linking always (the profile says the bot is off without a token), the
 * grammY bot only with TELEGRAM_BOT_TOKEN.
 */
export function createTelegramServices(deps: {
  db: Db;
  clock: Clock;
  settings: TelegramSettings | undefined;
  logger?: JobLogger | undefined;
  readers?: BotCommandReaders | undefined;
  onMessage?: BotMessageHandler | undefined;
}) {
  let bot: TelegramBot | null = null;
  const telegramLinks = createTelegramLinkService({
    db: deps.db,
    clock: deps.clock,
    botUsername: deps.settings ? () => bot!.username() : null,
  });
  if (deps.settings) {
    bot = createTelegramBot({
      settings: deps.settings,
      links: telegramLinks,
      logger: deps.logger ?? silent,
      readers: deps.readers,
      onMessage: deps.onMessage,
    });
  }
  return { telegramLinks, telegramBot: bot };
}
