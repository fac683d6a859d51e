import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { buildApp, type AppDeps } from '../app.ts';
import type { Config } from '../config.ts';
import { PROCESS_ROLES } from '../platform/process-roles.ts';
import type { Db } from '../db/client.ts';
import type { CodeMessage, Delivery, NoticeMessage } from '../platform/delivery.ts';
import type { JobWorker } from '../platform/jobs/jobs.worker.ts';
import { createPushSetup, type PushSetup } from '../platform/push/push.port.ts';
import type { RateBudgets } from '../platform/rate-limit.ts';

import { createTestClock, type TestClock } from './test-clock.ts';
import { createTestDatabase } from './test-database.ts';

/** Codes the app "sent", newest last; the log adapter's boundary, not a mock of our code. */
export type Outbox = CodeMessage[] & {
  lastCodeTo(to: string): string;
  /** Security notices sent, oldest first. */
  notices: NoticeMessage[];
};

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  outbox: Outbox;
  config: Config;
  /** The job worker; not started unless asked — tests run `jobs.drain()` and move the clock. */
  jobs: JobWorker;
  /** The push senders and VAPID keys the app uses. */
  push: PushSetup;
  close(): Promise<void>;
};

/**
 * Push settings of a test app: `env` as createPushSetup reads it (FCM_SERVICE_ACCOUNT_JSON,
 * FCM_BASE_URL of the fake FCM…; never the process env), `fetch` for the senders.
 */
export type TestPushOptions = { env?: NodeJS.ProcessEnv; fetch?: typeof fetch };

function createOutbox(): Outbox {
  const messages = [] as unknown as Outbox;
  messages.notices = [];
  messages.lastCodeTo = (to) => {
    const message = messages.findLast((item) => item.to === to);
    if (!message) throw new Error(`no code was sent to ${to}`);
    return message.code;
  };
  return messages;
}

/** Builds the real app on a fresh database, with a movable clock and a captured outbox. */
export async function buildTestApp(
  overrides: {
    config?: Partial<Config>;
    captureDelivery?: boolean;
    push?: TestPushOptions;
    /** Run the job worker's own loop (default false: drain it by hand). */
    startJobs?: boolean;
    /** Budgets of the costly routes (default the app's RATE_BUDGETS). */
    rateBudgets?: Partial<RateBudgets>;
    /** The app's logger options (default none): a test that reads the log passes a stream. */
    logger?: AppDeps['logger'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kabinet-test-'));
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Kabinet <no-reply@kabinet.test>',
    logLevel: 'silent',
    appKey: 'test-app-key-0123456789abcdefghijklmnopqrstuvwxyz',
    corsOrigins: ['http://localhost:5173'],
    webDist: path.join(dataDir, 'no-web-dist'),
    tokenTtlDays: 30,
    seedDemo: false,
    trustProxy: false,
    roles: new Set(PROCESS_ROLES),
    ...overrides.config,
  };
  const clock = createTestClock();
  const outbox = createOutbox();
  const delivery: Delivery | undefined =
    overrides.captureDelivery === false
      ? undefined
      : {
          sendCode: async (message) => void outbox.push(message),
          sendNotice: async (message) => void outbox.notices.push(message),
        };
  const push = createPushSetup({
    dataDir,
    env: overrides.push?.env ?? {},
    ...(overrides.push?.fetch ? { fetch: overrides.push.fetch } : {}),
  });
  const app = await buildApp({
    config,
    database,
    clock,
    delivery,
    logger: overrides.logger ?? false,
    push,
    startJobs: overrides.startJobs ?? false,
    ...(overrides.rateBudgets ? { rateBudgets: overrides.rateBudgets } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    outbox,
    config,
    jobs: app.jobs,
    push,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app per test file: built before the tests, closed after them. */
export function useTestApp(overrides?: Parameters<typeof buildTestApp>[0]): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await buildTestApp(overrides));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}
