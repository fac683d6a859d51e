// `npm run bench`: ratio benchmarks. Absolute numbers depend on the machine (and the load
// generator shares it); the ratios against a baseline measured in the same run are the result.
import { availableParallelism } from 'node:os';

import { benchUserFull } from './api-user.bench.ts';
import type { BenchRow, BenchSettings } from './api-user.bench.ts';
import { startBenchServer } from './lib/server.ts';

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const settings: BenchSettings = {
  connections: numberFromEnv('BENCH_CONNECTIONS', 16),
  durationMs: numberFromEnv('BENCH_DURATION_MS', 3000),
  maxRequests: numberFromEnv('BENCH_MAX_REQUESTS', 50_000),
  rounds: numberFromEnv('BENCH_ROUNDS', 3),
};

function printTable(title: string, rows: BenchRow[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'endpoint'.padEnd(34)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'× baseline'.padStart(12)}`,
  );
  for (const { name, result, ratio } of rows) {
    console.log(
      `${name.padEnd(34)}${result.rps.toFixed(0).padStart(9)}${result.p50Ms.toFixed(2).padStart(9)}${result.p99Ms.toFixed(2).padStart(9)}${String(result.errors).padStart(8)}${ratio.toFixed(3).padStart(12)}`,
    );
  }
}

const server = await startBenchServer();
try {
  console.log(
    `Kabinet bench · Node ${process.version} · ${availableParallelism()} CPUs · ${server.databaseKind} · ` +
      `${settings.connections} connections · ${settings.rounds} rounds × ≤${settings.durationMs} ms / ≤${settings.maxRequests} requests`,
  );
  const rows = await benchUserFull(server, settings);
  printTable('API: full user vs. health (median of rounds)', rows);
  const failed = rows.some((row) => row.result.errors > 0 || row.result.requests === 0);
  if (failed) {
    console.error('\nSome requests failed: the numbers above are not valid.');
    process.exitCode = 1;
  }
} finally {
  await server.close();
}
