import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildApp } from '@kabinet/server/src/app.ts';
import { wideBudgets } from '@kabinet/server/src/platform/rate-limit.ts';
import { loadConfig } from '@kabinet/server/src/config.ts';
import { createDatabase } from '@kabinet/server/src/db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '@kabinet/server/src/demo-seed.ts';

export interface BenchServer {
  baseUrl: string;
  databaseKind: string;
  /** A bearer token of the demo client (owner of two companies: the fullest user). */
  clientToken: string;
  close(): Promise<void>;
}

/**
 * The real app, built in this process exactly as main.ts builds it, on a fresh temp DATA_DIR
 * with embedded PGlite (or `BENCH_DATABASE_URL` when set), demo data seeded, on loopback.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kabinet-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
  });
  await database.migrate();
  await seedDemoData(database.db);
  const app = await buildApp({ config, database, logger: false, rateBudgets: wideBudgets() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const login = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO_USERS.client.email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) {
    throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  }
  const { plainTextToken } = (await login.json()) as { plainTextToken: string };

  return {
    baseUrl,
    databaseKind: database.kind,
    clientToken: plainTextToken,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
