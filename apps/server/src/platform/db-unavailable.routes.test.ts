// An unreachable database is a 503 with Retry-After, never a 500 — checked with the
// errors node-postgres really raises (a pool on a port nobody listens on) and with the codes a
// restarting PostgreSQL sends; the whole outage under load is scale-out/postgres-outage.redis.test.ts.
import { createServer, type Socket } from 'node:net';

import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type Database } from '../db/client.ts';

import { isDatabaseUnavailable } from './db-errors.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerHealth } from './health.ts';

const UNAVAILABLE = 'Сервис временно недоступен. Повторите попытку через несколько секунд.';

/** A port that was free a moment ago: connects to it are refused. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = createDatabase({
    databaseUrl: `postgres://kabinet@127.0.0.1:${await closedPort()}/kabinet`,
    pgliteDir: '',
  });
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerHealth(app, database.ping);
  app.get('/query', async () => database.db.execute(sql`select 1`));
  app.get('/transaction', async () =>
    database.db.transaction(async (tx) => tx.execute(sql`select 1`)),
  );
  app.get('/shutdown', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
  });
  app.get('/missing-table', async () => {
    throw Object.assign(new Error('relation "nothing" does not exist'), { code: '42P01' });
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a database that cannot be reached', () => {
  it.each(['/query', '/transaction', '/shutdown'])(
    '%s answers 503 with Retry-After',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: UNAVAILABLE });
    },
  );

  it('a database that takes connections and never answers fails within the connect timeout, as unavailable', async () => {
    // A black hole: connects are taken and nothing comes back, as behind a dead failover address.
    const sockets: Socket[] = [];
    const blackHole = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const { port } = blackHole.address() as { port: number };
    const silent = createDatabase({
      databaseUrl: `postgres://kabinet@127.0.0.1:${port}/kabinet`,
      pgliteDir: '',
    });
    const started = Date.now();
    try {
      const error = await silent.ping().then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await silent.close();
      await new Promise((resolve) => blackHole.close(resolve));
    }
  });

  it('/ready answers 503 with Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
  });

  it('a fault of the query itself stays a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing-table' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('recognises the driver’s errors through Drizzle’s wrapping', () => {
    const wrapped = (cause: object) =>
      Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNRESET' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        wrapped(new Error('Client has encountered a connection error and is not queryable')),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
