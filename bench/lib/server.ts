import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '@kabinet/server/src/app.ts';
import { wideBudgets } from '@kabinet/server/src/platform/rate-limit.ts';
import { loadConfig } from '@kabinet/server/src/config.ts';
import { createDatabase, type Db } from '@kabinet/server/src/db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '@kabinet/server/src/demo-seed.ts';

/** The real app of a bench, listening on loopback. */
export interface BenchApp {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
  databaseKind: string;
  close(): Promise<void>;
}

/**
 * The real app, built in this process exactly as main.ts builds it, on a fresh temp DATA_DIR
 * (named after `name`) with embedded PGlite, or `BENCH_DATABASE_URL` when set, on loopback.
 * `env` adds to its configuration; `prepare` runs on the migrated database before the app is
 * built. The budgets are wide: a bench loads one caller on purpose.
 */
export async function startBenchApp(options: {
  name: string;
  env?: Record<string, string | undefined>;
  prepare?: (db: Db) => Promise<unknown>;
}): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `${options.name}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    ...options.env,
  });
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
  });
  await database.migrate();
  await options.prepare?.(database.db);
  const app = await buildApp({ config, database, logger: false, rateBudgets: wideBudgets() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : 0;
  return {
    app,
    db: database.db,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseKind: database.kind,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchServer {
  baseUrl: string;
  databaseKind: string;
  /** A bearer token of the demo client (owner of two companies: the fullest user). */
  clientToken: string;
  close(): Promise<void>;
}

/**
 * The real app with the demo data seeded, and the demo client signed in; on `databaseUrl` (an
 * empty PostgreSQL database) when given.
 */
export async function startBenchServer(databaseUrl?: string): Promise<BenchServer> {
  const { baseUrl, databaseKind, close } = await startBenchApp({
    name: 'kabinet-bench',
    env: { SEED_DEMO: '1', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    prepare: seedDemoData,
  });

  const login = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO_USERS.client.email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) {
    throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  }
  const { plainTextToken } = (await login.json()) as { plainTextToken: string };

  return { baseUrl, databaseKind, clientToken: plainTextToken, close };
}
