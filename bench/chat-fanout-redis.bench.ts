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

import { printFanoutTable } from './chat-fanout.bench.ts';
import { createChatRoom, startChatBenchServer, type ChatRoom } from './lib/chat-server.ts';
import { runFanout } from './lib/fanout.ts';
import { chatFanoutSettingsFromEnv, compareFanout, fanoutFailed } from './lib/fanout-compare.ts';
import type { ChatFanoutSettings, FanoutLimits, FanoutRow } from './lib/fanout-compare.ts';
import { benchRedisPrefix, startApiNode, startRealtimeNode } from './lib/realtime-node.ts';
import { startSplitProxy } from './lib/split-proxy.ts';

const TEXT =
  'Добрый день! Пришлите, пожалуйста, акт сверки за третий квартал и счёт на оплату услуг.';

type Target = { baseUrl: string; room: ChatRoom };

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
    const once = (target: 'single' | 'redis', limits: FanoutLimits) => {
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
    return await compareFanout(
      settings,
      { baseline: '1 node', subject: '2 nodes + Redis' },
      (side, limits) => once(side === 'baseline' ? 'single' : 'redis', limits),
    );
  } finally {
    await redisProxy.close();
    await singleProxy.close();
    await realtime.close();
    await api.close();
    await single.close();
  }
}

// Run alone: `REDIS_URL=redis://127.0.0.1:6379 npx tsx bench/chat-fanout-redis.bench.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    console.log(
      'chat-fanout-redis: skipped, set REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.',
    );
  } else {
    const settings = chatFanoutSettingsFromEnv();
    const rows = await benchChatFanoutRedis(settings, redisUrl);
    printFanoutTable(
      `Chat fan-out across 2 nodes over Redis vs. in-process (${settings.receivers} receivers; median of ${settings.rounds} rounds; × = Redis / in-process)`,
      rows,
    );
    if (fanoutFailed(rows)) {
      console.error(
        '\nSome messages failed or were not delivered: the numbers above are not valid.',
      );
      process.exitCode = 1;
    }
  }
}
