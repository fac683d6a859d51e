// PostgreSQL restarted under load. A real server process (ROLE=all, rate limits in
// Redis) reaches its scratch database through a TCP proxy that the test cuts for a few seconds —
// connections reset, connects refused, as in a restart — without touching the machine's
// PostgreSQL, which other suites share. Runs with TEST_REDIS_URL and TEST_DATABASE_URL, as
// `.ci/run` sets them.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_USERS } from '../demo-seed.ts';
import { jsonHeaders, loginOn, postMessage, until } from './scale-out.test-support.ts';
import { createScratchDatabase } from '../testing/scratch-database.ts';
import { startServerNode, type ServerNode } from '../testing/server-node.ts';
import { startTcpOutageProxy, type TcpOutageProxy } from '../testing/tcp-outage-proxy.ts';

const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
const UNAVAILABLE = 'Сервис временно недоступен. Повторите попытку через несколько секунд.';

let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let proxy: TcpOutageProxy;
let node: ServerNode;

beforeAll(async () => {
  if (!BASE_DATABASE_URL) throw new Error('the PostgreSQL outage suite needs TEST_DATABASE_URL');
  database = await createScratchDatabase(BASE_DATABASE_URL);
  const direct = new URL(database.url);
  proxy = await startTcpOutageProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const throughProxy = new URL(database.url);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  node = await startServerNode('outage', {
    ROLE: 'all',
    DATABASE_URL: throughProxy.toString(),
    REDIS_URL,
    REDIS_PREFIX: `kabinet-outage-${randomBytes(4).toString('hex')}`,
    APP_KEY: randomBytes(32).toString('hex'),
    SEED_DEMO: '1',
  });
}, 240_000);

afterAll(async () => {
  await node?.stop();
  await proxy?.close();
  await database?.drop();
}, 60_000);

const login = (email: string) => loginOn(node.url, email);

const json = jsonHeaders;

/** One send's outcome: its status (0: no answer in 15 s or a cut connection), time and id. */
type Outcome = {
  status: number;
  ms: number;
  startedAt: number;
  retryAfter: string | null;
  message?: string;
  id?: number;
};

async function send(token: string, conversationId: number, text: string): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const response = await postMessage(node.url, token, {
      conversationId,
      text,
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as { data?: { id: number }; message?: string };
    return {
      status: response.status,
      ms: Date.now() - startedAt,
      startedAt,
      retryAfter: response.headers.get('retry-after'),
      message: body.message,
      id: response.ok ? body.data?.id : undefined,
    };
  } catch {
    return { status: 0, ms: Date.now() - startedAt, startedAt, retryAfter: null };
  }
}

describe('PostgreSQL restarted under load', () => {
  it('answers 503 with Retry-After during the outage, reconnects by itself and loses no acknowledged message', async () => {
    const client = await login(DEMO_USERS.client.email);
    const manager = await login(DEMO_USERS.manager.email);
    const load = (await (
      await fetch(`${node.url}/api/v1/chat/initial-load`, { headers: json(client) })
    ).json()) as { data: { chat_conversations: { id: number }[] } };
    const conversationId = load.data.chat_conversations[0]!.id;
    const [before] = await database.query<{ last_seq: number }>(
      'select last_seq::int from chat_conversations where id = $1',
      [conversationId],
    );

    const outcomes: Outcome[] = [];
    let stop = false;
    // The client and the manager send in three lanes each: two budgets of chatSend (60 a
    // minute per account, platform/rate-limit.ts) hold the whole run.
    const lane = async (n: number) => {
      const token = n % 2 === 0 ? client : manager;
      for (let k = 0; !stop; k += 1) {
        const outcome = await send(token, conversationId, `Сбой базы ${n}-${k}`);
        outcomes.push(outcome);
        // A caller told to come back later waits a little (not the whole Retry-After: the test
        // wants several answers from the outage, and few enough to stay within chatSend's 60 a
        // minute per account, which every request counts against).
        if (outcome.id === undefined) await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    };
    const acknowledged = () => outcomes.filter((o) => o.id !== undefined);
    const lanes = Array.from({ length: 6 }, (_, n) => lane(n));

    await until(() => acknowledged().length >= 20);
    const cutAt = Date.now();
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ready = await fetch(`${node.url}/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const restoredAt = Date.now();
    await proxy.restore();
    // The same process, no restart: sends succeed again once the pool has reconnected.
    await until(() => acknowledged().filter((o) => o.startedAt > restoredAt).length >= 20).catch(
      (error: unknown) => {
        const after = outcomes.filter((o) => o.startedAt > restoredAt);
        const summary = JSON.stringify(after.slice(-10));
        throw new Error(`no recovery: ${after.length} sends after restore, last ${summary}`, {
          cause: error,
        });
      },
    );
    stop = true;
    await Promise.all(lanes);

    // Sends that started well inside the cut (one started just before the restore may connect
    // after it and succeed).
    const during = outcomes.filter(
      (o) => o.startedAt >= cutAt + 200 && o.startedAt < restoredAt - 500,
    );
    const failed = outcomes.filter((o) => o.id === undefined);
    // Each request that started while the database was away was refused, quickly and politely.
    expect(during.length).toBeGreaterThanOrEqual(4);
    expect(during.every((o) => o.status === 503)).toBe(true);
    // No 500, no dropped connection, no other status from any request of the run.
    expect([...new Set(failed.map((o) => o.status))]).toEqual([503]);
    for (const o of failed) {
      expect(o.retryAfter).toBe('5');
      expect(o.message).toBe(UNAVAILABLE);
    }
    // No request hung through the outage (the pool's connect timeout is 5 s).
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(7_000);
    expect(node.log()).not.toMatch(/unhandled error/);
    expect((await fetch(`${node.url}/ready`)).status).toBe(200);

    // Every acknowledged message is stored.
    const ids = acknowledged().map((o) => o.id!);
    const stored = await database.query<{ id: number }>(
      'select id from chat_messages where id = any($1::int[])',
      [ids],
    );
    expect(stored.map((row) => row.id).sort((x, y) => x - y)).toEqual(
      [...ids].sort((x, y) => x - y),
    );
    // Nothing half-written: each seq the conversation handed out belongs to a stored message
    // (a send whose transaction failed took no seq), and there are no more of them than sends.
    const [after] = await database.query<{ last_seq: number; seqs: number; messages: number }>(
      `select c.last_seq::int,
              count(distinct m.seq)::int as seqs,
              count(m.id)::int as messages
         from chat_conversations c
         left join chat_messages m on m.conversation_id = c.id and m.seq > $2
        where c.id = $1
        group by c.id`,
      [conversationId, before!.last_seq],
    );
    expect(after!.seqs).toBe(after!.last_seq - before!.last_seq);
    expect(after!.messages).toBe(after!.seqs);
    expect(after!.messages).toBeGreaterThanOrEqual(ids.length);
    expect(after!.messages).toBeLessThanOrEqual(outcomes.length);
  });
});
