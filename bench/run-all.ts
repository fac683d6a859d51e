// `npm run bench`: ratio benchmarks. Absolute numbers depend on the machine (and the load
// generator shares it); the ratios against a baseline measured in the same run are the result.
import { availableParallelism, loadavg } from 'node:os';

import { benchUserFull } from './api-user.bench.ts';
import type { BenchRow, BenchSettings } from './api-user.bench.ts';
import { benchChatFanout, printFanoutTable } from './chat-fanout.bench.ts';
import {
  benchFanout1000,
  fanout1000SettingsFromEnv,
  printFanout1000,
} from './chat-fanout-1000.bench.ts';
import { benchChatHistory, printHistoryTable } from './chat-history.bench.ts';
import { reportChatRooms } from './chat-rooms.bench.ts';
import { reportChatSend } from './chat-send.bench.ts';
import { numberFromEnv } from './lib/env.ts';
import { chatFanoutSettingsFromEnv, fanoutFailed } from './lib/fanout-compare.ts';
import { benchIdleSockets, idleSettingsFromEnv, printIdleSockets } from './idle-sockets.bench.ts';
import { withFreshPostgres } from './lib/fresh-postgres.ts';
import { startBenchServer, type BenchServer } from './lib/server.ts';
import {
  benchOperations,
  operationsSettingsFromEnv,
  printOperations,
} from './operations-list.bench.ts';

const settings: BenchSettings = {
  connections: numberFromEnv('BENCH_CONNECTIONS', 16),
  durationMs: numberFromEnv('BENCH_DURATION_MS', 3000),
  maxRequests: numberFromEnv('BENCH_MAX_REQUESTS', 50_000),
  rounds: numberFromEnv('BENCH_ROUNDS', 3),
};

function printTable(title: string, rows: BenchRow[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'endpoint'.padEnd(44)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'× baseline'.padStart(12)}${'loop p99'.padStart(10)}${'loop max'.padStart(10)}`,
  );
  for (const { name, result, ratio, loopDelay } of rows) {
    console.log(
      `${name.padEnd(44)}${result.rps.toFixed(0).padStart(9)}${result.p50Ms.toFixed(2).padStart(9)}${result.p99Ms.toFixed(2).padStart(9)}${String(result.errors).padStart(8)}${ratio.toFixed(3).padStart(12)}` +
        `${loopDelay.p99Ms.toFixed(1).padStart(10)}${loopDelay.maxMs.toFixed(1).padStart(10)}`,
    );
  }
}

/** The api bench on `server`; with `bareDatabaseUrl`, against the bare replay of its SQL. */
async function runApi(server: BenchServer, bareDatabaseUrl?: string) {
  try {
    console.log(
      `\napi · ${server.databaseKind} · ${settings.connections} connections · ${settings.rounds} rounds × ≤${settings.durationMs} ms / ≤${settings.maxRequests} requests`,
    );
    const rows = await benchUserFull(server, settings, bareDatabaseUrl);
    printTable(
      "API: full user (median of rounds; loop = how late the server's event loop ran, ms)",
      rows,
    );
    if (rows.some((row) => row.result.errors > 0 || row.result.requests === 0)) {
      console.error('\nSome requests failed: the numbers above are not valid.');
      process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
}

// `npm run bench -- chat-fanout chat-history` runs only the named benches (api, api-pg,
// chat-send, chat-rooms, chat-fanout, chat-history, operations, fanout-1000, idle-sockets); no names runs
// them all.
const only = process.argv.slice(2);
const selected = (name: string) => only.length === 0 || only.includes(name);

const fanout = chatFanoutSettingsFromEnv();
const history = {
  messages: numberFromEnv('BENCH_HISTORY_MESSAGES', 100_000),
  requests: numberFromEnv('BENCH_HISTORY_REQUESTS', 100),
  rounds: numberFromEnv('BENCH_CHAT_ROUNDS', 2),
};

console.log(
  `Kabinet bench · Node ${process.version} · ${availableParallelism()} CPUs · load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);

if (selected('api')) await runApi(await startBenchServer());

if (selected('api-pg')) {
  await withFreshPostgres('kabinet_bench_api', async (url) =>
    runApi(await startBenchServer(url), url),
  );
}

if (selected('chat-send')) await reportChatSend();

if (selected('chat-rooms')) await reportChatRooms();

if (selected('chat-fanout')) {
  const { rows, databaseKind } = await benchChatFanout(fanout);
  console.log(
    `\nchat-fanout · ${databaseKind} · ${fanout.receivers} receivers (${fanout.present ? 'conversation open' : 'away: a notification each per send'}) · paced ${fanout.pacedMessages} msgs at ${fanout.rate}/s, ` +
      `flood ${fanout.floodMessages} msgs ${fanout.inflight} in flight · ${fanout.rounds} rounds · cap ${fanout.timeCapMs} ms`,
  );
  printFanoutTable(
    'Chat fan-out: POST /api/chat/messages → MessageSent at every receiver vs. raw ws broadcast (median of rounds; × = ours / baseline)',
    rows,
  );
  if (fanoutFailed(rows)) {
    console.error('\nSome messages failed or were not delivered: the numbers above are not valid.');
    process.exitCode = 1;
  }
}

if (selected('chat-history')) {
  const { rows, plans, fillMs, databaseKind } = await benchChatHistory(history);
  console.log(
    `\nchat-history · ${databaseKind} · ${history.messages} messages in one conversation (bulk insert ${(fillMs / 1000).toFixed(1)} s) · ` +
      `${history.rounds} rounds × ${history.requests} requests, 1 in flight`,
  );
  printHistoryTable(
    'Chat history: deep page vs. first page (median of rounds; × = deep / first)',
    rows,
    plans,
  );
  if (rows.some((row) => row.result.errors > 0 || row.result.requests === 0)) {
    console.error('\nSome requests failed: the numbers above are not valid.');
    process.exitCode = 1;
  }
}

if (selected('operations')) {
  const operationsSettings = operationsSettingsFromEnv();
  const result = await benchOperations(operationsSettings);
  printOperations(result, operationsSettings);
  if (!result.indexRangeScan || result.import.added !== result.import.lines) process.exitCode = 1;
}

if (selected('fanout-1000')) {
  const fanout1000 = fanout1000SettingsFromEnv();
  const rows = await benchFanout1000(fanout1000);
  printFanout1000(fanout1000, rows);
  if (rows.some((row) => row.result.lost > 0)) {
    console.error('\nSome copies did not arrive: the numbers above are not valid.');
    process.exitCode = 1;
  }
}

if (selected('idle-sockets')) {
  const idle = idleSettingsFromEnv();
  const rows = await benchIdleSockets(idle);
  printIdleSockets(idle, rows);
  if (rows.some((row) => row.connected !== idle.sockets)) {
    console.error('\nSome sockets did not connect: the numbers above are not valid.');
    process.exitCode = 1;
  }
}
