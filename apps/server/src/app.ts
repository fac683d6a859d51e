import { randomUUID } from 'node:crypto';

import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { registerFeatureRoutes } from './app-routes.ts';
import { createServices } from './services.ts';
import type { NotificationsDigestService } from './features/notifications/notifications-digest.service.ts';
import { companyAccessHook } from './features/companies/companies-access.hook.ts';
import { authHook } from './platform/auth-hook.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { createDelivery, type Delivery } from './platform/delivery.ts';
import { answerClientError, registerErrorHandler } from './platform/error-handler.ts';
import { serializeError, serializeRequest } from './platform/log-errors.ts';
import { registerTextGuard } from './platform/text-guard.ts';
import { registerFiles } from './platform/files.ts';
import { registerHealth } from './platform/health.ts';
import { registerJsonParser } from './platform/json-body.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { createJobWorker, type JobWorker } from './platform/jobs/jobs.worker.ts';
import { createPushSetup, type PushSetup } from './platform/push/push.port.ts';
import { createEmitterRealtime } from './platform/realtime-emitter.ts';
import type { Realtime } from './platform/realtime.ts';
import { registerRateLimit, type RateBudgets } from './platform/rate-limit.ts';
import { closeRedis, openRedis, redisReady, redisSettingsOf } from './platform/redis.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerSpa } from './platform/spa.ts';
import { createSmsSender } from './platform/sms/sms-setup.ts';
import type { Storage } from './platform/storage.ts';
import { createStorageOf, downloadOriginOf } from './platform/storage-s3.ts';
import type { MonthService } from './features/billing/billing-month.service.ts';
import type { ActsIssueService } from './features/acts/acts-issue.service.ts';
import type { TaskSweeps } from './features/tasks/tasks-sweeps.service.ts';
import type { ReportsReminders } from './features/reports/reports-reminders.service.ts';
import { useRussianZodMessages } from './platform/zod-russian.ts';
import { telegramWebhookRoutes } from './features/telegram/telegram-webhook.routes.ts';
import { telegramProfileRoutes } from './features/telegram/telegram.routes.ts';
import { createTelegramServices } from './features/telegram/telegram.wiring.ts';
import { telegramCommandReaders, telegramNoticeDocuments } from './composition/telegram.ts';
import { withNoticeDocuments } from './features/telegram/telegram-documents.service.ts';
import { telegramReplies } from './composition/telegram-replies.ts';
import { createTelegramChats } from './features/telegram/telegram-notices.service.ts';
import { currentMembersOf } from './features/chat/chat-membership.service.ts';
import {
  createTelegramDelivery,
  TELEGRAM_QUEUE,
} from './features/notifications/notifications-telegram.service.ts';
import type { TelegramBot } from './features/telegram/telegram-bot.service.ts';
import type { AutopayService } from './features/online-payments/online-payments-autopay.service.ts';
import { attachRealtime } from './realtime/realtime.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime port services publish through (exposed for tests and future plugins). */
    realtime: Realtime;
    /** The chat e-mail digest sweep; main.ts schedules it, tests run it directly. */
    notificationsDigest: NotificationsDigestService;
    /** The billing month job; main.ts schedules it, tests run it directly. */
    billingMonth: MonthService;
    /** The month paid from saved cards; main.ts schedules it, tests run it directly. */
    onlineAutopay: AutopayService;
    /** The acts of the past month; main.ts schedules it, tests run it directly. */
    actsMonth: Pick<ActsIssueService, 'runMonth'>;
    /** The tasks sweep (statement tasks, reminders); main.ts schedules it, tests run it. */
    taskSweeps: TaskSweeps;
    /** The tax calendar reminders; main.ts schedules them, tests run them directly. */
    reportsReminders: Pick<ReportsReminders, 'runReminders'>;
    /** The Telegram bot, null without TELEGRAM_BOT_TOKEN; tests reach its API through it. */
    telegramBot: TelegramBot | null;
    /** The background job worker (push delivery); tests drain it instead of sleeping. */
    jobs: JobWorker;
  }
}

/** What buildApp needs; tests pass their own clock, delivery and database. */
export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  delivery?: Delivery;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  /** Web Push/FCM senders and VAPID keys; default from the env and DATA_DIR/vapid.json. */
  push?: PushSetup;
  /** Start the job worker with the app (default true; tests drain it by hand). */
  startJobs?: boolean;
  /** Budgets of the costly routes; default RATE_BUDGETS (platform/rate-limit.ts). */
  rateBudgets?: Partial<RateBudgets>;
};

/**
 * Logger options get the `err` and `req` serializers that keep users' values out: no bound values
 * of a failed query, no query-string values of a request (platform/log-errors.ts).
 */
function withErrorSerializer(logger: AppDeps['logger']): AppDeps['logger'] {
  const serializers = { err: serializeError, req: serializeRequest };
  if (!logger || logger === true) return logger ? { serializers } : logger;
  if ('child' in logger) return logger;
  return { ...logger, serializers: { ...logger.serializers, ...serializers } };
}

/** Fastify with the zod type provider and the platform plugins every route relies on. */
async function createFastify(deps: AppDeps, analyticsConfigured: () => boolean) {
  const { config } = deps;
  const app = Fastify({
    logger: withErrorSerializer(deps.logger ?? { level: config.logLevel }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  useRussianZodMessages();
  registerJsonParser(app);
  registerErrorHandler(app);
  registerTextGuard(app);
  // Downloads from S3 are redirects the SPA's fetch follows to the bucket.
  const downloadOrigins = config.s3 ? [downloadOriginOf(config.s3)] : [];
  await registerSecurityHeaders(app, config.corsOrigins, analyticsConfigured, downloadOrigins);
  await registerOpenApi(app);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  return app;
}

/** Rate limits of the costly routes, counted in Redis when the nodes share one. */
async function registerBudgets(app: FastifyInstance, deps: AppDeps) {
  const redisSettings = redisSettingsOf(deps.config);
  const redis = redisSettings && openRedis(redisSettings, app.log, 'rate-limit');
  if (redis && redisSettings) {
    // Ready before the node serves, like the adapter's clients: a wrong REDIS_URL stops start-up.
    app.addHook('onReady', () => redisReady(redis, redisSettings.url));
    app.addHook('onClose', () => closeRedis([redis]));
  }
  await registerRateLimit(app, {
    // A test's or bench's own budgets over the operator's (RATE_LIMIT_*) over the defaults.
    budgets: { ...deps.config.rateBudgets, ...deps.rateBudgets },
    redis,
    prefix: redisSettings?.prefix,
  });
}

/**
 * A realtime node hosts Socket.IO on the app's HTTP server; any other node publishes
 * through Redis to the realtime nodes' sockets (config.ts makes a split deployment set REDIS_URL).
 */
function attachRealtimeRole(app: FastifyInstance, config: Config): Realtime {
  const redis = redisSettingsOf(config);
  if (!config.roles.has('realtime') && redis) {
    const emitter = createEmitterRealtime(redis, app.log);
    app.addHook('onClose', emitter.close);
    return emitter.realtime;
  }
  const socketServer = attachRealtime(app.server, {
    appKey: config.appKey,
    allowedOrigins: config.corsOrigins,
    logger: app.log,
    redis,
  });
  app.addHook('onReady', socketServer.ready);
  app.addHook('preClose', socketServer.close);
  app.addHook('onClose', socketServer.release);
  return socketServer.realtime;
}

/** The webhook route's path, for setWebhook. */
const TELEGRAM_WEBHOOK_PATH = '/api/v1/telegram/webhook';

type TelegramServices = ReturnType<typeof createTelegramServices>;

/**
 * The worker's Telegram notices: each through the bot, an issued invoice or an act to sign as
 * its PDF with «Оплатить» / «Подписать», the rest as a message with a button into the cabinet.
 */
function handleTelegramNotices(deps: {
  jobs: JobWorker;
  bot: TelegramBot;
  db: Db;
  services: ReturnType<typeof createServices>;
  config: Config;
}) {
  const { bot, db, config } = deps;
  const appUrl = config.appUrl ?? `http://localhost:${config.port}`;
  const chats = withNoticeDocuments(createTelegramChats({ db, bot }), {
    bot,
    documents: telegramNoticeDocuments({ db, services: deps.services }),
    appUrl,
  });
  const membersNow = currentMembersOf;
  deps.jobs.handle(
    TELEGRAM_QUEUE,
    createTelegramDelivery({ db, chats, membersNow, appUrl }).handle,
  );
}

/**
 * The Telegram bot on the worker: long polling (no TELEGRAM_WEBHOOK_SECRET, development) or
 * setWebhook to APP_URL/api/v1/telegram/webhook (production). No TELEGRAM_BOT_TOKEN: no bot.
 */
function startTelegramWorker(app: FastifyInstance, telegram: TelegramServices, config: Config) {
  const bot = telegram.telegramBot;
  const settings = config.telegram;
  if (!config.roles.has('worker') || !bot || !settings) return;
  app.addHook('onReady', async () => {
    const started = settings.webhookSecret
      ? bot.setWebhook(`${config.appUrl ?? ''}${TELEGRAM_WEBHOOK_PATH}`, settings.webhookSecret)
      : bot.startPolling();
    // Telegram unreachable at start must not stop the cabinet: the bot is simply silent.
    await started.catch((error: unknown) =>
      app.log.error({ err: error }, 'telegram: start failed'),
    );
  });
  app.addHook('onClose', () => bot.stopPolling());
}

/** The profile's linking routes, and the webhook route when the bot takes a webhook. */
async function registerTelegramRoutes(
  app: FastifyInstance,
  telegram: TelegramServices,
  config: Config,
): Promise<void> {
  await app.register(telegramProfileRoutes, { prefix: '/api/v1', links: telegram.telegramLinks });
  const bot = telegram.telegramBot;
  const secret = config.telegram?.webhookSecret;
  if (bot && secret) {
    await app.register(telegramWebhookRoutes, { prefix: '/api/v1', bot, secret });
  }
}

/**
 * ARCHITECTURE §2: one Fastify instance with the zod type provider, platform plugins first,
 * then the feature routes listed explicitly, Socket.IO on the same HTTP server.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // The CSP allows the analytics host once the services can say a counter is set.
  const csp = { analyticsConfigured: () => false };
  const app = await createFastify(deps, () => csp.analyticsConfigured());

  const clock = deps.clock ?? systemClock;
  const storage = deps.storage ?? createStorageOf(config);
  // A store the app made is the app's to close; one passed in is its maker's (main.ts, tests).
  if (!deps.storage) app.addHook('onClose', async () => storage.close?.());
  const realtime = attachRealtimeRole(app, config);
  app.decorate('realtime', realtime);
  const push = deps.push ?? createPushSetup({ dataDir: config.dataDir });
  const jobs = createJobWorker({ db: database.db, clock, logger: app.log });
  const delivery =
    deps.delivery ??
    createDelivery({
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      logger: app.log,
      sms: createSmsSender(config.sms, {
        db: database.db,
        clock,
        jobs,
        appKey: config.appKey,
        logger: app.log,
      }),
    });
  // Only a worker node claims jobs; the others enqueue them.
  if (config.roles.has('worker') && deps.startJobs !== false) {
    app.addHook('onReady', async () => jobs.start());
  }
  app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  const services = createServices({
    db: database.db,
    clock,
    storage,
    delivery,
    config,
    realtime,
    push: push.sender,
    jobs,
    logger: app.log,
  });

  const telegram = createTelegramServices({
    db: database.db,
    clock,
    settings: config.telegram,
    logger: app.log,
    readers: telegramCommandReaders({ db: database.db, services }),
    onMessage: telegramReplies({ db: database.db, clock, services, settings: config.telegram }),
  });
  app.decorate('telegramBot', telegram.telegramBot);
  if (telegram.telegramBot) {
    handleTelegramNotices({ jobs, bot: telegram.telegramBot, db: database.db, services, config });
  }
  startTelegramWorker(app, telegram, config);
  app.decorate('notificationsDigest', services.notificationsDigest);
  app.decorate('billingMonth', services.billingMonth);
  app.decorate('onlineAutopay', services.onlineAutopay);
  app.decorate('actsMonth', services.actsIssue);
  app.decorate('taskSweeps', services.taskSweeps);
  app.decorate('reportsReminders', services.reportsReminders);
  registerHealth(app, database.ping);
  // A realtime or worker node answers only its health checks over HTTP.
  if (!config.roles.has('api')) return app;

  csp.analyticsConfigured = services.appSettings.analyticsConfigured;
  app.addHook('onReady', () => services.appSettings.refreshAnalytics().catch(() => undefined));
  await app.register(authHook, { authenticate: services.tokens.authenticate });
  await app.register(companyAccessHook, { db: database.db });
  await registerBudgets(app, deps);
  await registerFeatureRoutes(app, services, { vapidPublicKey: push.vapid.publicKey });
  await registerTelegramRoutes(app, telegram, config);
  registerFiles(app, storage);
  await registerSpa(app, config.webDist);
  return app;
}
