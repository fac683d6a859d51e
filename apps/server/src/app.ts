import { randomUUID } from 'node:crypto';
import path from 'node:path';

import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createServices } from './services.ts';
import { appSettingsRoutes } from './features/app-settings/app-settings.routes.ts';
import { passwordResetRoutes } from './features/auth/auth-password-reset.routes.ts';
import {
  legacyRegisterRoutes,
  registrationRoutes,
} from './features/auth/auth-registration.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { broadcastingRoutes } from './features/broadcasting/broadcasting.routes.ts';
import {
  chatConversationsRoutes,
  chatRefactorConversationsRoutes,
} from './features/chat/chat-conversations.routes.ts';
import { chatFilesRoutes } from './features/chat/chat-files.routes.ts';
import {
  chatLegacyMessagesRoutes,
  chatRefactorMessagesRoutes,
  chatSearchRoutes,
} from './features/chat/chat-messages.routes.ts';
import { chatUsersRoutes } from './features/chat/chat-users.routes.ts';
import { devicesRoutes } from './features/devices/devices.routes.ts';
import {
  notificationsApiRoutes,
  notificationsRoutes,
} from './features/notifications/notifications.routes.ts';
import { notificationPreferencesRoutes } from './features/notifications/notifications-preferences.routes.ts';
import type { NotificationsDigestService } from './features/notifications/notifications-digest.service.ts';
import { pushRoutes } from './features/notifications/notifications-push.routes.ts';
import { companyBanksRoutes } from './features/companies/companies-banks.routes.ts';
import { companiesAdminRoutes } from './features/companies/companies-admin.routes.ts';
import { companyDocumentsRoutes } from './features/companies/companies-documents.routes.ts';
import { companyUsersRoutes } from './features/companies/companies-users.routes.ts';
import { companiesRoutes } from './features/companies/companies.routes.ts';
import {
  companyTariffsApiRoutes,
  companyTariffsRoutes,
} from './features/company-tariffs/company-tariffs.routes.ts';
import { tariffsAdminRoutes } from './features/tariffs/tariffs-admin.routes.ts';
import { tariffsApiRoutes, tariffsRoutes } from './features/tariffs/tariffs.routes.ts';
import { profileRoutes } from './features/users/users-profile.routes.ts';
import { usersApiRoutes, usersRoutes } from './features/users/users.routes.ts';
import { authHook } from './platform/auth-hook.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { createDelivery, type Delivery } from './platform/delivery.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { registerFiles } from './platform/files.ts';
import { registerHealth } from './platform/health.ts';
import { registerJsonParser } from './platform/json-body.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { createJobWorker, type JobWorker } from './platform/jobs/jobs.worker.ts';
import { createPushSetup, type PushSetup } from './platform/push/push.port.ts';
import type { Realtime } from './platform/realtime.ts';
import { redisSettingsOf } from './platform/redis.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerSpa } from './platform/spa.ts';
import { createLocalStorage, type Storage } from './platform/storage.ts';
import { useRussianZodMessages } from './platform/zod-russian.ts';
import { attachRealtime } from './realtime/realtime.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime port services publish through (exposed for tests and future plugins). */
    realtime: Realtime;
    /** Issue 6: the chat e-mail digest sweep; main.ts schedules it, tests run it directly. */
    notificationsDigest: NotificationsDigestService;
    /** Issue 6: the background job worker (push delivery); tests drain it instead of sleeping. */
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
  /** Issue 6: Web Push/FCM senders and VAPID keys; default from the env and DATA_DIR/vapid.json. */
  push?: PushSetup;
  /** Start the job worker with the app (default true; tests drain it by hand). */
  startJobs?: boolean;
};

/**
 * ARCHITECTURE §2: one Fastify instance with the zod type provider, platform plugins first,
 * then the feature routes listed explicitly, Socket.IO on the same HTTP server.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  useRussianZodMessages();
  registerJsonParser(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.corsOrigins);
  await registerOpenApi(app);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });

  const clock = deps.clock ?? systemClock;
  const storage = deps.storage ?? createLocalStorage(path.join(config.dataDir, 'files'));
  const delivery =
    deps.delivery ??
    createDelivery({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, logger: app.log });
  const socketServer = attachRealtime(app.server, {
    appKey: config.appKey,
    allowedOrigins: config.corsOrigins,
    logger: app.log,
    redis: redisSettingsOf(config),
  });
  app.addHook('onReady', socketServer.ready);
  app.addHook('preClose', socketServer.close);
  app.decorate('realtime', socketServer.realtime);
  const push = deps.push ?? createPushSetup({ dataDir: config.dataDir });
  const jobs = createJobWorker({ db: database.db, clock, logger: app.log });
  if (deps.startJobs !== false) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  const services = createServices({
    db: database.db,
    clock,
    storage,
    delivery,
    config,
    realtime: socketServer.realtime,
    push: push.sender,
    jobs,
    logger: app.log,
  });

  await app.register(authHook, { authenticate: services.tokens.authenticate });
  await app.register(authRoutes, { prefix: '/api/v1', auth: services.auth });
  await app.register(registrationRoutes, {
    prefix: '/api/v1',
    registration: services.registration,
  });
  await app.register(passwordResetRoutes, {
    prefix: '/api/v1',
    passwordReset: services.passwordReset,
  });
  await app.register(legacyRegisterRoutes, { prefix: '/api', registration: services.registration });
  await app.register(usersApiRoutes, { prefix: '/api', users: services.users });
  await app.register(devicesRoutes, { prefix: '/api', devices: services.devices });
  await app.register(pushRoutes, { prefix: '/api/v1', vapidPublicKey: push.vapid.publicKey });
  await app.register(notificationsApiRoutes, {
    prefix: '/api',
    notifications: services.notifications,
  });
  await app.register(notificationsRoutes, {
    prefix: '/api/v1',
    notifications: services.notifications,
  });
  await app.register(notificationPreferencesRoutes, {
    prefix: '/api/v1',
    preferences: services.notificationPreferences,
  });
  app.decorate('notificationsDigest', services.notificationsDigest);
  await app.register(usersRoutes, { prefix: '/api/v1', users: services.users });
  await app.register(profileRoutes, {
    prefix: '/api/v1',
    account: services.account,
    avatars: services.avatars,
  });
  await app.register(appSettingsRoutes, { prefix: '/api/v1', appSettings: services.appSettings });
  await app.register(tariffsApiRoutes, {
    prefix: '/api',
    tariffs: services.tariffs,
    tariffPage: services.tariffPage,
  });
  await app.register(tariffsRoutes, { prefix: '/api/v1', tariffPage: services.tariffPage });
  await app.register(tariffsAdminRoutes, {
    prefix: '/api/v1',
    tariffsAdmin: services.tariffsAdmin,
  });
  await app.register(companyTariffsApiRoutes, {
    prefix: '/api',
    companyTariffs: services.companyTariffs,
    connect: services.companyTariffConnect,
  });
  await app.register(companyTariffsRoutes, {
    prefix: '/api/v1',
    companyTariffs: services.companyTariffs,
    status: services.companyTariffStatus,
  });
  await app.register(companiesRoutes, {
    prefix: '/api/v1',
    companies: services.companies,
    lookup: services.companyLookup,
  });
  await app.register(companyBanksRoutes, { prefix: '/api/v1', banks: services.companyBanks });
  await app.register(companyUsersRoutes, { prefix: '/api/v1', members: services.companyUsers });
  await app.register(companyDocumentsRoutes, {
    prefix: '/api/v1',
    documents: services.companyDocuments,
  });
  await app.register(companiesAdminRoutes, { prefix: '/api/v1', admin: services.companiesAdmin });
  const chat = {
    chatUsers: services.chatUsers,
    chatConversations: services.chatConversations,
    chatMessages: services.chatMessages,
  };
  await app.register(chatLegacyMessagesRoutes, { prefix: '/api/chat', ...chat });
  await app.register(chatRefactorMessagesRoutes, { prefix: '/api/v1/chat-refactor', ...chat });
  await app.register(chatConversationsRoutes, { prefix: '/api/v1/chat', ...chat });
  await app.register(chatRefactorConversationsRoutes, { prefix: '/api/v1/chat-refactor', ...chat });
  await app.register(chatUsersRoutes, {
    prefix: '/api/v1/chat',
    ...chat,
    chatSession: services.chatSession,
  });
  await app.register(chatSearchRoutes, {
    prefix: '/api/v1/chat',
    ...chat,
    chatSearch: services.chatSearch,
  });
  await app.register(chatFilesRoutes, { prefix: '/api/v1/chat', chatFiles: services.chatFiles });
  await app.register(broadcastingRoutes, { broadcasting: services.broadcasting });
  registerHealth(app, database.ping);
  registerFiles(app, storage);
  await registerSpa(app, config.webDist);
  return app;
}
