import { monitorEventLoopDelay } from 'node:perf_hooks';

import { captureQueries, startBareReplay } from './lib/bare-replay.ts';
import { medianOf, runLoad } from './lib/load.ts';
import type { LoadOptions, LoadResult } from './lib/load.ts';
import type { BenchServer } from './lib/server.ts';

/** How late the server's event loop ran its timers while a row's load ran (ms). */
export interface LoopDelay {
  p99Ms: number;
  maxMs: number;
}

export interface BenchRow {
  name: string;
  result: LoadResult;
  /** This row's req/s divided by the baseline's, measured in the same run. */
  ratio: number;
  loopDelay: LoopDelay;
}

export interface BenchSettings {
  connections: number;
  durationMs: number;
  maxRequests: number;
  rounds: number;
}

type Target = Pick<LoadOptions, 'url' | 'headers'>;

/**
 * A load round, watching this process's event loop meanwhile: the app (and, on PGlite, the
 * embedded database) runs here, the load generator in a worker thread. A loop blocked by
 * synchronous work — a query running on the main thread — shows as timers running late.
 */
async function watchedLoad(options: LoadOptions) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const result = await runLoad(options);
  histogram.disable();
  const delay = {
    p99Ms: histogram.percentile(99) / 1e6,
    maxMs: histogram.max / 1e6,
  };
  return { result, delay };
}

/** Rounds alternating the targets so drift hits all; medians per target. */
async function compare(targets: Target[], settings: BenchSettings) {
  const limits = {
    connections: settings.connections,
    durationMs: settings.durationMs,
    maxRequests: settings.maxRequests,
  };
  // Warm-up: JIT, PGlite caches, pools, prepared statements.
  for (const target of targets) await runLoad({ ...target, ...limits, durationMs: 1000 });
  const rounds = targets.map(() => ({ results: [] as LoadResult[], delays: [] as LoopDelay[] }));
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const [index, target] of targets.entries()) {
      const { result, delay } = await watchedLoad({ ...target, ...limits });
      rounds[index]?.results.push(result);
      rounds[index]?.delays.push(delay);
    }
  }
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
  return rounds.map(({ results, delays }) => ({
    result: medianOf(results),
    loopDelay: {
      p99Ms: middle(delays.map((delay) => delay.p99Ms)),
      maxMs: middle(delays.map((delay) => delay.maxMs)),
    },
  }));
}

/**
 * `GET /api/user-full/current` (token lookup + the full user of spec §3: role, companies,
 * devices, notifications, accompanying) against `GET /health` (routing and JSON only). With
 * `bareDatabaseUrl` (the app's PostgreSQL), also against the baseline: a bare Fastify +
 * node-postgres route running the very SQL one user-full request runs (lib/bare-replay.ts);
 * the user-full row's ratio is then to that baseline.
 */
export async function benchUserFull(
  server: BenchServer,
  settings: BenchSettings,
  bareDatabaseUrl?: string,
): Promise<BenchRow[]> {
  const health = { url: `${server.baseUrl}/health` };
  const user = {
    url: `${server.baseUrl}/api/user-full/current`,
    headers: { authorization: `Bearer ${server.clientToken}`, accept: 'application/json' },
  };
  if (!bareDatabaseUrl) {
    const [base, ours] = await compare([health, user], settings);
    if (!base || !ours) throw new Error('no rounds ran');
    return [
      { name: 'GET /health (baseline)', ...base, ratio: 1 },
      { name: 'GET /api/user-full/current', ...ours, ratio: ours.result.rps / base.result.rps },
    ];
  }
  // A warm request first: the token's last_used_at is written at most once a minute.
  await fetch(user.url, { headers: user.headers });
  const queries = await captureQueries(() => fetch(user.url, { headers: user.headers }));
  const bare = await startBareReplay(bareDatabaseUrl, queries);
  try {
    const [base, ours, replay] = await compare(
      [health, user, { url: `${bare.baseUrl}/replay` }],
      settings,
    );
    if (!base || !ours || !replay) throw new Error('no rounds ran');
    return [
      { name: 'GET /health', ...base, ratio: base.result.rps / replay.result.rps },
      {
        name: `bare Fastify + pg, same ${queries.length} queries (baseline)`,
        ...replay,
        ratio: 1,
      },
      { name: 'GET /api/user-full/current', ...ours, ratio: ours.result.rps / replay.result.rps },
    ];
  } finally {
    await bare.close();
  }
}
