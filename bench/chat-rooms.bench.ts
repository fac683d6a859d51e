// Chat as a firm chats: many small conversations at once. N conversations of 3 people (N from
// BENCH_ROOMS_COUNTS, default 16 and 256), sends spread over every account (send i goes to
// conversation i mod N, by its members in turn), BENCH_ROOMS_INFLIGHT in flight, from a load
// thread of the bench's process (lib/rooms-load-worker.mjs) while the app runs alone in a child
// process (lib/bench-child.ts), so the CPU it reports is the server's own. Rows, on one fresh
// PostgreSQL database, in one run:
// - bare transaction: the send's least SQL (bump the conversation row, insert the message,
//   commit) over N conversation rows from a pool of as many connections as sends in flight;
// - bare Fastify + pg: that transaction behind a bare Fastify route (lib/bare-route.ts) in its
//   own child, driven by the same load thread as the app: the framework's floor;
// - floor: that route plus what no send may skip, the token lookup and MessageSent to the
//   members' sockets (lib/floor-route.ts), counted as the app is, at the last socket: what
//   authentication and delivery cost without the app around them;
// - Kabinet, present: POST /api/chat/messages, everyone has the conversation open (no
//   notifications); a send counts when MessageSent reached all 3 members' sockets, once each and
//   in seq order per conversation;
// - Kabinet, away: the same, the members are away, so each send makes 2 notifications.
// Then a sampled CPU profile of the app over a present run, summarised by mechanism.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

import { runBareSends, type BareSendResult } from './lib/bare-send.ts';
import { forkBenchServer, type BenchProcess } from './lib/bench-process.ts';
import { summarizeProfile, type ProfileSummary } from './lib/cpu-profile.ts';
import { numberFromEnv } from './lib/env.ts';
import { withFreshPostgres } from './lib/fresh-postgres.ts';
import type { SmallRoom } from './lib/rooms.ts';

export interface ChatRoomsSettings {
  counts: number[];
  people: number;
  inflight: number;
  durationMs: number;
  warmupMs: number;
  timeCapMs: number;
  /** A profile of the app over a present run of the first N (BENCH_ROOMS_PROFILE=0: none). */
  profileDir: string | null;
}

export function chatRoomsSettingsFromEnv(): ChatRoomsSettings {
  const counts = (process.env.BENCH_ROOMS_COUNTS ?? '16,256')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return {
    counts,
    people: numberFromEnv('BENCH_ROOMS_PEOPLE', 3),
    inflight: numberFromEnv('BENCH_ROOMS_INFLIGHT', 8),
    durationMs: numberFromEnv('BENCH_ROOMS_DURATION_MS', 8000),
    warmupMs: numberFromEnv('BENCH_ROOMS_WARMUP_MS', 2000),
    timeCapMs: numberFromEnv('BENCH_CHAT_TIME_CAP_MS', 15_000),
    profileDir:
      process.env.BENCH_ROOMS_PROFILE === '0'
        ? null
        : (process.env.BENCH_ROOMS_PROFILE_DIR ?? '/tmp/kabinet-bench-profile'),
  };
}

/** One row: sends/s, latency, and what went wrong (all must be 0 for a valid run). */
export interface RoomsRow {
  name: string;
  perSec: number;
  p50Ms: number;
  p99Ms: number;
  sent: number;
  errors: number;
  lost: number;
  duplicates: number;
  outOfOrder: number;
  /** Server CPU (user + system) per send, µs; null where the server is not ours to measure. */
  cpuUsPerSend: number | null;
  /** Notifications made per send (the away row: 2 of 3 people each send). */
  notificationsPerSend: number | null;
}

export interface RoomsResult {
  count: number;
  rows: RoomsRow[];
  bareTxn: number;
  bareRoute: number;
  floor: number;
}

type LoadResult = {
  sent: number;
  ok: number;
  errors: number;
  lost: number;
  duplicates: number;
  outOfOrder: number;
  perSec: number;
  p50Ms: number;
  p99Ms: number;
};

const TEXT = 'Добрый день! Пришлите, пожалуйста, акт сверки за третий квартал.';

async function runLoad(options: {
  mode: 'app' | 'floor' | 'bare';
  baseUrl: string;
  rooms: SmallRoom[];
  durationMs: number;
  inflight: number;
  timeCapMs: number;
  tag: string;
}): Promise<LoadResult> {
  const worker = new Worker(new URL('./lib/rooms-load-worker.mjs', import.meta.url), {
    workerData: { ...options, maxMessages: 1_000_000, text: TEXT },
  });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return result;
}

const rowOf = (
  name: string,
  load: LoadResult,
  cpuUs: number | null,
  notifications: number | null,
): RoomsRow => ({
  name,
  perSec: load.perSec,
  p50Ms: load.p50Ms,
  p99Ms: load.p99Ms,
  sent: load.ok,
  errors: load.errors,
  lost: load.lost,
  duplicates: load.duplicates,
  outOfOrder: load.outOfOrder,
  cpuUsPerSend: cpuUs === null ? null : cpuUs / Math.max(1, load.ok),
  notificationsPerSend: notifications === null ? null : notifications / Math.max(1, load.ok),
});

const bareRow = (result: BareSendResult): RoomsRow => ({
  name: 'bare transaction over N rows (pool)',
  perSec: result.perSec,
  p50Ms: result.p50Ms,
  p99Ms: Number.NaN,
  sent: result.transactions,
  errors: result.errors,
  lost: 0,
  duplicates: 0,
  outOfOrder: 0,
  cpuUsPerSend: null,
  notificationsPerSend: null,
});

export async function benchChatRooms(
  settings: ChatRoomsSettings,
): Promise<{ results: RoomsResult[]; profile: ProfileSummary | null }> {
  return withFreshPostgres('kabinet_bench_rooms', async (url) => {
    const app = await forkBenchServer('app', { BENCH_DATABASE_URL: url });
    let bare: BenchProcess | null = null;
    let floor: BenchProcess | null = null;
    try {
      bare = await forkBenchServer('bare-route', {
        BENCH_BARE_DATABASE_URL: url,
        BENCH_BARE_CONNECTIONS: String(settings.inflight),
      });
      const { baseUrl } = await app.call<{ baseUrl: string }>('info');
      const bareServer = bare;
      const bareUrl = (await bare.call<{ baseUrl: string }>('info')).baseUrl;
      floor = await forkBenchServer('floor-route', {
        BENCH_BARE_DATABASE_URL: url,
        BENCH_BARE_CONNECTIONS: String(settings.inflight),
      });
      const floorServer = floor;
      const floorUrl = (await floor.call<{ baseUrl: string }>('info')).baseUrl;
      const urls = { app: baseUrl, floor: floorUrl, bare: bareUrl };
      const results: RoomsResult[] = [];
      let profile: ProfileSummary | null = null;
      let run = 0;
      const tag = () => `r${(run += 1)}`;
      for (const count of settings.counts) {
        const rooms = (present: boolean) =>
          app.call<SmallRoom[]>('smallRooms', { count, size: settings.people, present });
        const present = await rooms(true);
        const away = await rooms(false);
        const bareRooms = await rooms(false);
        const floorRooms = await rooms(false);
        const load = (mode: 'app' | 'floor' | 'bare', target: SmallRoom[], durationMs: number) =>
          runLoad({
            mode,
            baseUrl: urls[mode],
            rooms: target,
            durationMs,
            inflight: settings.inflight,
            timeCapMs: settings.timeCapMs,
            tag: tag(),
          });
        const bareTxn = (durationMs: number) =>
          runBareSends({
            url,
            conversationId: bareRooms.map((room) => room.conversationId),
            transactions: 10_000_000,
            durationMs,
            inflight: settings.inflight,
            text: TEXT,
            tag: tag(),
          });
        const measured = async (target: SmallRoom[]) => {
          const before = await app.call<number>('notifications');
          await app.call('cpuMark');
          const result = await load('app', target, settings.durationMs);
          const { us } = await app.call<{ us: number }>('cpu');
          const made = (await app.call<number>('notifications')) - before;
          return { result, us, made };
        };
        // Warm-up: JIT, prepared statements, the pools' connections, on every path.
        await bareTxn(settings.warmupMs);
        await load('bare', bareRooms, settings.warmupMs);
        await load('floor', floorRooms, settings.warmupMs);
        await load('app', present, settings.warmupMs);
        await load('app', away, settings.warmupMs);

        const txn = await bareTxn(settings.durationMs);
        await bareServer.call('cpuMark');
        const route = await load('bare', bareRooms, settings.durationMs);
        const routeCpu = await bareServer.call<{ us: number }>('cpu');
        await floorServer.call('cpuMark');
        const floored = await load('floor', floorRooms, settings.durationMs);
        const floorCpu = await floorServer.call<{ us: number }>('cpu');
        const here = await measured(present);
        const gone = await measured(away);
        results.push({
          count,
          bareTxn: txn.perSec,
          bareRoute: route.perSec,
          floor: floored.perSec,
          rows: [
            bareRow(txn),
            rowOf('bare Fastify + pg route, same load thread', route, routeCpu.us, null),
            rowOf('floor: route + token + sockets', floored, floorCpu.us, null),
            rowOf('Kabinet send, everyone present', here.result, here.us, here.made),
            rowOf('Kabinet send, the others away', gone.result, gone.us, gone.made),
          ],
        });
        if (settings.profileDir && !profile) {
          mkdirSync(settings.profileDir, { recursive: true });
          const path = join(
            settings.profileDir,
            `chat-rooms-${count}-present-${Date.now()}.cpuprofile`,
          );
          await app.call('profileStart');
          await load('app', present, Math.min(settings.durationMs, 5000));
          await app.call('profileStop', { path });
          profile = summarizeProfile(path);
          console.log(`\nprofile written: ${path}`);
        }
      }
      return { results, profile };
    } finally {
      await floor?.close();
      await bare?.close();
      await app.close();
    }
  });
}

const fixed = (value: number | null, digits = 0) =>
  value === null || Number.isNaN(value) ? '—' : value.toFixed(digits);

export function printChatRooms(
  settings: ChatRoomsSettings,
  results: RoomsResult[],
  profile: ProfileSummary | null,
): void {
  for (const { count, rows, bareTxn, bareRoute, floor } of results) {
    console.log(
      `\nchat-rooms · postgres · ${count} conversations of ${settings.people} · ${settings.inflight} in flight · ${settings.durationMs} ms a row`,
    );
    console.log(
      `${'row'.padEnd(42)}${'msg/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'sent'.padStart(8)}${'err'.padStart(5)}${'lost'.padStart(6)}${'dup'.padStart(5)}${'order'.padStart(6)}${'CPU µs'.padStart(8)}${'notif'.padStart(7)}${'× txn'.padStart(8)}${'× route'.padStart(9)}${'× floor'.padStart(9)}`,
    );
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(42)}${fixed(row.perSec).padStart(8)}${fixed(row.p50Ms, 2).padStart(8)}${fixed(row.p99Ms, 2).padStart(8)}${String(row.sent).padStart(8)}${String(row.errors).padStart(5)}${String(row.lost).padStart(6)}${String(row.duplicates).padStart(5)}${String(row.outOfOrder).padStart(6)}` +
          `${fixed(row.cpuUsPerSend).padStart(8)}${fixed(row.notificationsPerSend, 2).padStart(7)}${(row.perSec / bareTxn).toFixed(3).padStart(8)}${(row.perSec / bareRoute).toFixed(3).padStart(9)}${(row.perSec / floor).toFixed(3).padStart(9)}`,
      );
    }
  }
  if (!profile) return;
  console.log(
    `\nprofile of the app over a present run (${profile.totalMs.toFixed(0)} ms of CPU sampled): by mechanism`,
  );
  for (const entry of profile.mechanisms) {
    console.log(
      `  ${entry.name.padEnd(44)}${entry.ms.toFixed(0).padStart(7)} ms${(entry.share * 100).toFixed(1).padStart(7)} %`,
    );
  }
  console.log('top functions by self time');
  for (const entry of profile.functions) {
    console.log(`  ${(entry.share * 100).toFixed(1).padStart(5)} %  ${entry.name}`);
  }
}

/** Lost, repeated, reordered or failed sends, or an away row without its notifications. */
export const chatRoomsFailed = (results: RoomsResult[], settings: ChatRoomsSettings): boolean =>
  results.some(({ rows }) =>
    rows.some(
      (row) =>
        row.sent === 0 ||
        row.errors > 0 ||
        row.lost > 0 ||
        row.duplicates > 0 ||
        row.outOfOrder > 0 ||
        (row.name.endsWith('away') && row.notificationsPerSend !== settings.people - 1),
    ),
  );

export async function reportChatRooms(): Promise<void> {
  const settings = chatRoomsSettingsFromEnv();
  const { results, profile } = await benchChatRooms(settings);
  printChatRooms(settings, results, profile);
  if (chatRoomsFailed(results, settings)) {
    console.error('\nSome sends failed, were lost, repeated or out of order: not valid.');
    process.exitCode = 1;
  }
}

// Run alone: `npx tsx bench/chat-rooms.bench.ts`, with the knobs of bench/README.md.
if (import.meta.url === `file://${process.argv[1]}`) await reportChatRooms();
