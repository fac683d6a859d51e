import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo-seed.ts';
import { createAuthMaintenance } from './features/auth/auth-maintenance.service.ts';
import { startMonthSchedule } from './features/billing/billing-month.schedule.ts';
import { startActsSchedule } from './features/acts/acts-month.schedule.ts';
import { startAutopaySchedule } from './features/online-payments/online-payments-autopay.schedule.ts';
import { startDigestSchedule } from './features/notifications/notifications-digest.schedule.ts';
import { startTaskSchedule } from './features/tasks/tasks-sweeps.schedule.ts';
import { startReportsReminderSchedule } from './features/reports/reports-reminders.schedule.ts';
import { seedGuidesCatalogue } from './features/guides/guides-catalogue.seed.ts';
import { seedServicesCatalogue } from './features/services/services-catalogue.seed.ts';
import { seedCatalogue } from './features/tariffs/tariffs-catalogue.seed.ts';
import { clockStartingAt, systemClock, type Clock } from './platform/clock.ts';
import { FcmConfigError } from './platform/push/fcm-auth.ts';
import { createPushSetup, type PushSetup } from './platform/push/push.port.ts';
import { createStorageOf } from './platform/storage-s3.ts';
import { VapidKeysError } from './platform/push/vapid-keys.ts';

/** VAPID keys (env or generated into DATA_DIR) and FCM credentials; fails fast. */
function readPushSetup(config: Config): PushSetup {
  try {
    return createPushSetup({ dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof VapidKeysError || error instanceof FcmConfigError) {
      console.error(`Push: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The worker's schedules (hourly and idempotent, or a minute for the digest); each
 * is stopped, awaited, when the app closes.
 */
function startSchedules(app: FastifyInstance, clock: Clock, database: Database): void {
  const maintenance = createAuthMaintenance({ db: database.db, clock });
  const prune = () =>
    maintenance
      .pruneExpired()
      .catch((error: unknown) => app.log.error({ err: error }, 'prune failed'));
  const pruneTimer = setInterval(() => void prune(), 3_600_000).unref();
  // The chat e-mail digest sweep, every minute; stopped (and awaited) when the app closes.
  const digestSchedule = startDigestSchedule(app.notificationsDigest, { logger: app.log });
  app.addHook('onClose', () => digestSchedule.stop());
  // The billing month job (activation, month charges, overdue), hourly and idempotent.
  const monthSchedule = startMonthSchedule(app.billingMonth, { logger: app.log });
  app.addHook('onClose', () => monthSchedule.stop());
  // The month paid from saved cards (after the month's charges), hourly and idempotent.
  const autopaySchedule = startAutopaySchedule(app.billingMonth, app.onlineAutopay, {
    logger: app.log,
  });
  app.addHook('onClose', () => autopaySchedule.stop());
  // The past month's acts (one per company and period), hourly and idempotent.
  const actsSchedule = startActsSchedule(app.actsMonth, { logger: app.log });
  app.addHook('onClose', () => actsSchedule.stop());
  // The tasks sweep (statement tasks on the 1st days, reminders), hourly and idempotent.
  const taskSchedule = startTaskSchedule(app.taskSweeps, { logger: app.log });
  app.addHook('onClose', () => taskSchedule.stop());
  // The tax calendar reminders (7 days and 1 day ahead), hourly and idempotent.
  const reportsSchedule = startReportsReminderSchedule(app.reportsReminders, { logger: app.log });
  app.addHook('onClose', () => reportsSchedule.stop());
  app.addHook('onClose', () => clearInterval(pruneTimer));
}

/**
 * Starts this process's roles (ROLE, every one by default): the API and the SPA, Socket.IO on
 * the same port, and the worker's jobs and schedules.
 */
export async function runApp(config: Config) {
  const push = readPushSetup(config);
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  // The app's own file store (buildApp makes the same one), so seeded reports can be downloaded.
  const storage = createStorageOf(config);
  // Nodes starting together migrate and seed one after another, not over each other.
  const seeded = await database.exclusive(async () => {
    await database.migrate();
    await seedCatalogue(database.db);
    await seedServicesCatalogue(database.db);
    await seedGuidesCatalogue(database.db);
    return config.seedDemo ? await seedDemoData(database.db, { storage }) : false;
  });
  const logger = process.stdout.isTTY
    ? {
        level: config.logLevel,
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : { level: config.logLevel };
  // The job worker (push delivery) starts with the app and stops, awaited, when it closes.
  const clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
  const app = await buildApp({ config, database, logger, push, clock, storage });
  if (config.clockStart) app.log.warn({ clockStart: config.clockStart }, 'the clock is moved');

  if (config.roles.has('worker')) startSchedules(app, clock, database);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    storage.close?.();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const lines = [
    `Kabinet: http://localhost:${port}`,
    `База данных: ${database.kind === 'pglite' ? path.join(config.dataDir, 'db') : 'PostgreSQL (DATABASE_URL)'}${seeded ? ' — демо-данные созданы' : ''}`,
    `Демо-входы (пароль ${DEMO_PASSWORD}):`,
    ...Object.entries(DEMO_USERS).map(
      ([role, user]) => `  ${role.padEnd(8)} ${user.email}  +${user.phone}`,
    ),
    `API: http://localhost:${port}/api/docs`,
    `Файлы: ${config.s3 ? `S3 ${config.s3.endpoint}, бакет ${config.s3.bucket}` : path.join(config.dataDir, 'files')}`,
    `Роли процесса (ROLE): ${[...config.roles].join(', ')}`,
    `Push: Web Push (VAPID)${push.fcm ? ' и FCM для android/ios' : '; FCM не настроен'}`,
  ];
  console.log(lines.join('\n'));
}
