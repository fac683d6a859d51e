import { Bot, GrammyError, type Context } from 'grammy';
import type { Update } from 'grammy/types';

import type { TelegramSettings } from '../../config.ts';
import type { JobLogger } from '../../platform/jobs/jobs.types.ts';

import type { TelegramLinkService } from './telegram.service.ts';

/** What /start, /help and an unlinked chat are told. */
export const BOT_TEXTS = {
  welcome:
    'Здравствуйте! Это бот Кабинета. Чтобы получать здесь уведомления и отвечать менеджеру, ' +
    'откройте в Кабинете «Профиль» → «Подключить Telegram».',
  linked:
    'Готово: Telegram подключён к Кабинету. Сюда будут приходить уведомления; каждое ведёт ' +
    'кнопкой в Кабинет. Команды: /help.',
  badToken:
    'Ссылка для подключения недействительна: она одноразовая и работает 10 минут. Откройте ' +
    '«Подключить Telegram» в профиле Кабинета ещё раз.',
  stopped: 'Telegram отключён от Кабинета: уведомления сюда больше не придут.',
  notLinked:
    'Этот чат не подключён к Кабинету. Откройте «Профиль» → «Подключить Telegram» в Кабинете.',
  help: [
    'Бот Кабинета присылает уведомления: сообщения менеджера, счета, акты, задачи, отчёты.',
    '/balance — баланс, долг и следующий платёж по каждой вашей компании',
    '/tasks — открытые задачи по сроку',
    '/stop — отключить Telegram от Кабинета',
    '',
    'Ответить менеджеру: ответьте на уведомление о его сообщении или просто напишите сюда и ' +
      'выберите диалог. Фото и документы тоже попадут в чат Кабинета.',
  ].join('\n'),
  /** A linked chat asks what the bot does not answer yet: said plainly, never «not linked». */
  inCabinet:
    'Здесь бот присылает уведомления и отвечает на /balance и /tasks. Ответить менеджеру ' +
    'можно в Кабинете: кнопка под любым уведомлением.',
} as const;

/** What the linked user may ask the bot: the answers of /balance and /tasks, as text. */
export type BotCommandReaders = {
  balance(userId: number): Promise<string>;
  tasks(userId: number): Promise<string>;
};

/** A message from a linked chat that is not a command (a reply to the manager, an edit). */
export type BotMessageHandler = (ctx: Context, userId: number) => Promise<void>;

/** The chat a private message came from, with its @username. */
const chatOf = (ctx: Context) => ({ id: ctx.chat!.id, username: ctx.from?.username ?? null });

/**
 * The grammY bot: /start <token> links the chat, /stop unlinks it, /help, /balance and /tasks;
 * any other message of an unlinked chat gets only the way to link it. `api` sends through the
 * Bot API at `settings.apiRoot` (the local fake in tests).
 */
export function createTelegramBot(deps: {
  settings: TelegramSettings;
  links: TelegramLinkService;
  logger: JobLogger;
  readers?: BotCommandReaders | undefined;
  onMessage?: BotMessageHandler | undefined;
}) {
  const { links } = deps;
  const bot = new Bot(deps.settings.token, { client: { apiRoot: deps.settings.apiRoot } });
  let initialising: Promise<void> | null = null;
  const private_ = bot.chatType('private');

  private_.command('start', async (ctx) => {
    const token = ctx.match.trim();
    if (!token) {
      await ctx.reply(BOT_TEXTS.welcome);
      return;
    }
    const userId = await links.linkByToken(token, chatOf(ctx));
    await ctx.reply(userId === null ? BOT_TEXTS.badToken : BOT_TEXTS.linked);
  });
  private_.command('stop', async (ctx) => {
    const userId = await links.unlinkChat(ctx.chat.id);
    await ctx.reply(userId === null ? BOT_TEXTS.notLinked : BOT_TEXTS.stopped);
  });
  private_.command('help', (ctx) => ctx.reply(BOT_TEXTS.help));
  for (const command of ['balance', 'tasks'] as const) {
    private_.command(command, async (ctx) => {
      const userId = await links.userOfChat(ctx.chat.id);
      if (userId === null || !deps.readers) {
        await ctx.reply(userId === null ? BOT_TEXTS.notLinked : BOT_TEXTS.inCabinet);
        return;
      }
      await ctx.reply(await deps.readers[command](userId));
    });
  }
  private_.on(['message', 'edited_message', 'callback_query:data'], async (ctx) => {
    const userId = await links.userOfChat(ctx.chat.id);
    if (userId === null) {
      if (ctx.callbackQuery) await ctx.answerCallbackQuery();
      await ctx.reply(BOT_TEXTS.notLinked);
      return;
    }
    if (deps.onMessage) await deps.onMessage(ctx, userId);
    else if (ctx.callbackQuery) await ctx.answerCallbackQuery();
    else await ctx.reply(BOT_TEXTS.inCabinet);
  });
  bot.catch((error) => deps.logger.error({ err: error.error }, 'telegram: update failed'));

  /** getMe once (grammY needs the bot's info before it handles updates). */
  async function init(): Promise<void> {
    if (bot.isInited()) return;
    initialising ??= bot.init().finally(() => {
      initialising = null;
    });
    await initialising;
  }

  return {
    bot,
    api: bot.api,
    init,
    async username(): Promise<string> {
      await init();
      return bot.botInfo.username;
    },
    /** One update from the webhook. */
    async handleUpdate(update: Update): Promise<void> {
      await init();
      await bot.handleUpdate(update);
    },
    /** Development: long polling on the worker until stop(). */
    async startPolling(): Promise<void> {
      await init();
      void bot.start({ drop_pending_updates: false }).catch((error: unknown) => {
        deps.logger.error({ err: error }, 'telegram: polling stopped');
      });
    },
    async stopPolling(): Promise<void> {
      if (bot.isRunning()) await bot.stop();
    },
    /** Production: Telegram posts updates to `url` with the secret header. */
    async setWebhook(url: string, secret: string): Promise<void> {
      await bot.api.setWebhook(url, { secret_token: secret, allowed_updates: ALLOWED_UPDATES });
    },
  };
}

/** The updates the bot reads; others are not sent at all. */
const ALLOWED_UPDATES = ['message', 'edited_message', 'callback_query'] as const;

/** A failed Bot API call, as the delivery jobs read it. */
export function botApiFailure(error: unknown): {
  reason: 'blocked' | 'retry' | 'rejected';
  retryAfterMs: number | null;
  message: string;
} {
  if (error instanceof GrammyError) {
    if (error.error_code === 403) {
      return { reason: 'blocked', retryAfterMs: null, message: error.description };
    }
    if (error.error_code === 429 || error.error_code >= 500) {
      const seconds = error.parameters.retry_after;
      return {
        reason: 'retry',
        retryAfterMs: seconds ? seconds * 1000 : null,
        message: error.description,
      };
    }
    return { reason: 'rejected', retryAfterMs: null, message: error.description };
  }
  return {
    reason: 'retry',
    retryAfterMs: null,
    message: error instanceof Error ? error.message : 'Bot API failed',
  };
}

export type TelegramBot = ReturnType<typeof createTelegramBot>;
