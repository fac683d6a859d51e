// Chat fan-out across two nodes over Redis vs. the same fan-out in one process. Runs only with
// REDIS_URL: `REDIS_URL=redis://127.0.0.1:6379 npx tsx bench/chat-fanout-redis.bench.ts`.
// Subject: the sender posts to node A (the real app with REDIS_URL: API + Socket.IO over the
// Redis adapter), the receivers are connected to node B (a realtime-only node, no database), so
// every MessageSent goes A → Redis → B → sockets. Baseline in the same run: one app without
// Redis (the embedded default), sender and receivers on it. Both go through the same loopback
// split proxy (HTTP → API node, upgrades → realtime node), so the hop cancels in the ratio.
// Caveat: nodes A and B share this process's event loop (and the 2 cores with Redis and the
// clients' worker thread); on separate machines node B's work would not queue behind A's.
import { randomBytes } from 'node:crypto';

import { printFanoutTable, type ChatFanoutSettings, type FanoutRow } from './chat-fanout.bench.ts';
import { createChatRoom, startChatBenchServer, type ChatRoom } from './lib/chat-server.ts';
import { medianFanout, runFanout, type FanoutOptions, type FanoutResult } from './lib/fanout.ts';
import { benchRedisPrefix, startApiNode, startRealtimeNode } from './lib/realtime-node.ts';
import { startSplitProxy } from './lib/split-proxy.ts';

const TEXT =
  'Добрый день! Пришлите, пожалуйста, акт сверки за третий квартал и счёт на оплату услуг.';

type Limits = Pick<FanoutOptions, 'messages' | 'rate' | 'inflight'>;
type Target = { baseUrl: string; room: ChatRoom };

/** Alternates rounds of the baseline and the subject per mode; medians and their ratios. */
async function measure(
  settings: ChatFanoutSettings,
  once: (target: 'single' | 'redis', limits: Limits) => Promise<FanoutResult>,
): Promise<FanoutRow[]> {
  const modes = [
    {
      label: `paced ${settings.rate}/s`,
      limits: { messages: settings.pacedMessages, rate: settings.rate, inflight: 4 },
    },
    {
      label: `flood ${settings.inflight} in flight`,
      limits: { messages: settings.floodMessages, rate: 0, inflight: settings.inflight },
    },
  ];
  const rows: FanoutRow[] = [];
  for (const { label, limits } of modes) {
    const singleRounds: FanoutResult[] = [];
    const redisRounds: FanoutResult[] = [];
    for (let round = 0; round < settings.rounds; round += 1) {
      singleRounds.push(await once('single', limits));
      redisRounds.push(await once('redis', limits));
    }
    const base = medianFanout(singleRounds);
    const ours = medianFanout(redisRounds);
    rows.push(
      {
        name: `1 node, ${label} (baseline)`,
        result: base,
        p50Ratio: 1,
        p99Ratio: 1,
        throughputRatio: 1,
      },
      {
        name: `2 nodes + Redis, ${label}`,
        result: ours,
        p50Ratio: ours.p50Ms / base.p50Ms,
        p99Ratio: ours.p99Ms / base.p99Ms,
        throughputRatio: ours.deliveriesPerSec / base.deliveriesPerSec,
      },
    );
  }
  return rows;
}

export async function benchChatFanoutRedis(
  settings: ChatFanoutSettings,
  redisUrl: string,
): Promise<FanoutRow[]> {
  const appKey = randomBytes(32).toString('base64url');
  const redis = { url: redisUrl, prefix: benchRedisPrefix() };
  const single = await startChatBenchServer();
  const api = await startApiNode(redis, appKey);
  const realtime = await startRealtimeNode(redis, appKey);
  const singleProxy = await startSplitProxy({ http: single.baseUrl, ws: single.baseUrl });
  const redisProxy = await startSplitProxy({ http: api.baseUrl, ws: realtime.baseUrl });
  try {
    const options = { present: settings.present };
    const targets: Record<'single' | 'redis', Target> = {
      single: {
        baseUrl: singleProxy.baseUrl,
        room: await createChatRoom(single, settings.receivers, options),
      },
      redis: {
        baseUrl: redisProxy.baseUrl,
        room: await createChatRoom(api, settings.receivers, options),
      },
    };
    let run = 0;
    const once = (target: 'single' | 'redis', limits: Limits) => {
      run += 1;
      const { baseUrl, room } = targets[target];
      return runFanout({
        mode: 'app',
        baseUrl,
        tokens: room.tokens,
        conversationId: room.conversationId,
        timeCapMs: settings.timeCapMs,
        text: TEXT,
        tag: `redis-bench${run}`,
        ...limits,
      });
    };
    // Warm-up of both (JIT, PGlite caches, Redis connections).
    await once('single', { messages: 50, rate: 0, inflight: 4 });
    await once('redis', { messages: 50, rate: 0, inflight: 4 });
    return await measure(settings, once);
  } finally {
    await redisProxy.close();
    await singleProxy.close();
    await realtime.close();
    await api.close();
    await single.close();
  }
}

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

// Run alone: `REDIS_URL=redis://127.0.0.1:6379 npx tsx bench/chat-fanout-redis.bench.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    console.log(
      'chat-fanout-redis: skipped, set REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.',
    );
  } else {
    const rate = numberFromEnv('BENCH_CHAT_RATE', 20);
    const settings: ChatFanoutSettings = {
      receivers: numberFromEnv('BENCH_CHAT_RECEIVERS', 20),
      rate,
      pacedMessages: Math.round(rate * 5),
      floodMessages: numberFromEnv('BENCH_CHAT_MESSAGES', 300),
      inflight: numberFromEnv('BENCH_CHAT_INFLIGHT', 8),
      rounds: numberFromEnv('BENCH_CHAT_ROUNDS', 2),
      timeCapMs: numberFromEnv('BENCH_CHAT_TIME_CAP_MS', 15_000),
      present: process.env.BENCH_CHAT_PRESENT !== '0',
    };
    const rows = await benchChatFanoutRedis(settings, redisUrl);
    printFanoutTable(
      `Chat fan-out across 2 nodes over Redis vs. in-process (${settings.receivers} receivers; median of ${settings.rounds} rounds; × = Redis / in-process)`,
      rows,
    );
    if (rows.some((row) => row.result.lost > 0 || row.result.errors > 0 || row.result.sent === 0)) {
      console.error(
        '\nSome messages failed or were not delivered: the numbers above are not valid.',
      );
      process.exitCode = 1;
    }
  }
}
