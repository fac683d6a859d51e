// Memory of BENCH_IDLE_SOCKETS (10,000) idle authenticated sockets on one node. The
// app runs alone in a child process (lib/bench-child.ts `app`); then, as a second subject, a
// realtime-only node (child `realtime`: Socket.IO alone, ARCHITECTURE §1 ROLE=realtime) holds
// the sockets while the app answers their /broadcasting/auth. BENCH_IDLE_SOCKETS users with one
// web token each are inserted in bulk; each socket connects and subscribes to its user's
// `private-user.{id}` as the web client does after login (POST /broadcasting/auth with the
// bearer token, `subscribe` with ack), then stays idle (answering pings). The server's RSS
// (VmRSS) and heap are read inside it after forced full GCs, before the sockets and after
// BENCH_IDLE_WAIT_MS of idleness. Baseline in the same run: the bare `ws` server (child `ws`)
// with as many raw ws connections. Clients: lib/swarm-worker.mjs in BENCH_SWARM_THREADS threads,
// from several loopback source addresses (127.0.0.1–127.0.0.N) so ephemeral ports never run out.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

import { forkBenchServer, type BenchProcess } from './lib/bench-process.ts';
import { numberFromEnv } from './lib/env.ts';
import { startSwarm, type Subscription, type SwarmOptions } from './lib/swarm.ts';

export interface IdleSettings {
  sockets: number;
  idleMs: number;
  threads: number;
  sourceAddresses: number;
}

export function idleSettingsFromEnv(): IdleSettings {
  return {
    sockets: numberFromEnv('BENCH_IDLE_SOCKETS', 10_000),
    idleMs: numberFromEnv('BENCH_IDLE_WAIT_MS', 5_000),
    threads: numberFromEnv('BENCH_SWARM_THREADS', 2),
    sourceAddresses: numberFromEnv('BENCH_IDLE_SOURCE_IPS', 4),
  };
}

type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number };

export interface IdleRow {
  name: string;
  connected: number;
  connectMs: number;
  before: Memory;
  after: Memory;
  /** (after − before) ÷ sockets, KiB. */
  rssKiB: number;
  heapKiB: number;
  ratio: number;
}

/** BENCH_IDLE_SNAPSHOT_DIR: heap snapshots of the server before and after, to compare. */
async function snapshot(server: BenchProcess): Promise<void> {
  const dir = process.env.BENCH_IDLE_SNAPSHOT_DIR;
  if (dir) console.log(`heap snapshot: ${await server.call<string>('snapshot', { dir })}`);
}

/** Connects the swarm to a server child, idles, and reads the server's memory around it. */
async function measure(
  server: BenchProcess,
  swarmOptions: SwarmOptions,
  settings: IdleSettings,
): Promise<Omit<IdleRow, 'name' | 'ratio'>> {
  // Warm-up: a tenth of the sockets connect and go, so "before" holds the JIT-compiled code and
  // grown pools of the connection path and the difference is the sockets' own.
  const warm = startSwarm({
    ...swarmOptions,
    subscriptions: swarmOptions.subscriptions.slice(0, Math.ceil(settings.sockets / 10)),
  });
  await warm.connect();
  await warm.close();
  await sleep(1000);
  const before = await server.call<Memory>('memory');
  await snapshot(server);
  const swarm = startSwarm(swarmOptions);
  try {
    const { connected, ms } = await swarm.connect();
    await sleep(settings.idleMs);
    const after = await server.call<Memory>('memory');
    await snapshot(server);
    const perSocket = (bytes: number) => bytes / Math.max(1, connected) / 1024;
    return {
      connected,
      connectMs: ms,
      before,
      after,
      rssKiB: perSocket(after.rss - before.rss),
      heapKiB: perSocket(after.heapUsed - before.heapUsed),
    };
  } finally {
    await swarm.close();
  }
}

export async function benchIdleSockets(settings: IdleSettings): Promise<IdleRow[]> {
  const localAddresses = Array.from(
    { length: settings.sourceAddresses },
    (_, i) => `127.0.0.${i + 1}`,
  );
  const common = { threads: settings.threads, localAddresses, concurrency: 25 };

  const ws = await forkBenchServer('ws');
  let baseline: Awaited<ReturnType<typeof measure>>;
  try {
    const { baseUrl, wsUrl } = await ws.call<{ baseUrl: string; wsUrl: string }>('info');
    const subscriptions: Subscription[] = Array.from({ length: settings.sockets }, () => ({
      token: '',
      channel: '',
    }));
    baseline = await measure(
      ws,
      { ...common, protocol: 'ws', url: wsUrl, apiBaseUrl: baseUrl, subscriptions },
      settings,
    );
  } finally {
    await ws.close();
  }

  // The app signs every subscribe with this key; the realtime node checks them with it.
  const appKey = randomBytes(32).toString('base64url');
  const app = await forkBenchServer('app', { BENCH_APP_KEY: appKey });
  try {
    const { baseUrl } = await app.call<{ baseUrl: string }>('info');
    const users = await app.call<Array<{ userId: number; token: string }>>('users', {
      count: settings.sockets,
    });
    const subscriptions = users.map(({ userId, token }) => ({
      token,
      channel: `private-user.${userId}`,
    }));
    const swarmTo = (origin: string): SwarmOptions => ({
      ...common,
      protocol: 'socket.io',
      url: origin.replace('http:', 'ws:'),
      apiBaseUrl: baseUrl,
      subscriptions,
    });
    const subject = await measure(app, swarmTo(baseUrl), settings);
    const realtime = await forkBenchServer('realtime', { BENCH_APP_KEY: appKey });
    try {
      const node = await realtime.call<{ baseUrl: string }>('info');
      const alone = await measure(realtime, swarmTo(node.baseUrl), settings);
      const ratio = (row: typeof subject) => row.rssKiB / baseline.rssKiB;
      return [
        { name: 'raw ws (baseline)', ...baseline, ratio: 1 },
        { name: 'Kabinet app', ...subject, ratio: ratio(subject) },
        { name: 'Kabinet realtime node', ...alone, ratio: ratio(alone) },
      ];
    } finally {
      await realtime.close();
    }
  } finally {
    await app.close();
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export function printIdleSockets(settings: IdleSettings, rows: IdleRow[]): void {
  console.log(
    `\nidle-sockets · ${settings.sockets} sockets · idle ${settings.idleMs} ms · clients in ${settings.threads} threads from ${settings.sourceAddresses} loopback addresses · after forced GC`,
  );
  console.log(
    `${'server'.padEnd(24)}${'sockets'.padStart(8)}${'connect s'.padStart(10)}${'RSS before'.padStart(12)}${'RSS after'.padStart(11)}` +
      `${'heap after'.padStart(12)}${'KiB/socket'.padStart(12)}${'heap KiB/s.'.padStart(13)}${'× KiB/socket'.padStart(14)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(24)}${String(r.connected).padStart(8)}${(r.connectMs / 1000).toFixed(1).padStart(10)}${`${mb(r.before.rss)} MB`.padStart(12)}` +
        `${`${mb(r.after.rss)} MB`.padStart(11)}${`${mb(r.after.heapUsed)} MB`.padStart(12)}${r.rssKiB.toFixed(2).padStart(12)}` +
        `${r.heapKiB.toFixed(2).padStart(13)}${r.ratio.toFixed(2).padStart(14)}`,
    );
  }
  for (const r of rows) {
    const line = (m: Memory) =>
      `heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} MB, external ${mb(m.external)} MB`;
    console.log(`${r.name}: before ${line(r.before)}; after ${line(r.after)}`);
  }
}

const loads = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// Run alone: `npx tsx bench/idle-sockets.bench.ts`, with the knobs of bench/README.md.
if (import.meta.url === `file://${process.argv[1]}`) {
  const settings = idleSettingsFromEnv();
  console.log(`Node ${process.version} · ${availableParallelism()} CPUs · load average ${loads()}`);
  const rows = await benchIdleSockets(settings);
  printIdleSockets(settings, rows);
  console.log(`load average at the end ${loads()}`);
  if (rows.some((row) => row.connected !== settings.sockets)) process.exitCode = 1;
}
