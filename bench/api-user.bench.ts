import { medianOf, runLoad } from './lib/load.ts';
import type { LoadResult } from './lib/load.ts';
import type { BenchServer } from './lib/server.ts';

export interface BenchRow {
  name: string;
  result: LoadResult;
  /** This row's req/s divided by the baseline's, measured in the same run. */
  ratio: number;
}

export interface BenchSettings {
  connections: number;
  durationMs: number;
  maxRequests: number;
  rounds: number;
}

/**
 * `GET /api/user-full/current` (token lookup + the full user of spec §3: role, companies,
 * devices, notifications, accompanying) against `GET /health` (routing and JSON only) as the
 * baseline. Rounds alternate baseline and subject so drift hits both; medians are reported.
 */
export async function benchUserFull(
  server: BenchServer,
  settings: BenchSettings,
): Promise<BenchRow[]> {
  const health = { url: `${server.baseUrl}/health` };
  const user = {
    url: `${server.baseUrl}/api/user-full/current`,
    headers: { authorization: `Bearer ${server.clientToken}`, accept: 'application/json' },
  };
  const limits = {
    connections: settings.connections,
    durationMs: settings.durationMs,
    maxRequests: settings.maxRequests,
  };

  // Warm-up: JIT, PGlite caches, pools.
  await runLoad({ ...health, ...limits, durationMs: 500 });
  await runLoad({ ...user, ...limits, durationMs: 1000 });

  const baselineRounds: LoadResult[] = [];
  const userRounds: LoadResult[] = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    baselineRounds.push(await runLoad({ ...health, ...limits }));
    userRounds.push(await runLoad({ ...user, ...limits }));
  }
  const baseline = medianOf(baselineRounds);
  const subject = medianOf(userRounds);
  return [
    { name: 'GET /health (baseline)', result: baseline, ratio: 1 },
    { name: 'GET /api/user-full/current', result: subject, ratio: subject.rps / baseline.rps },
  ];
}
