import { Worker } from 'node:worker_threads';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Requests kept in flight at once. */
  connections: number;
  /** Stop after this long… */
  durationMs: number;
  /** …or after this many requests, whichever comes first. */
  maxRequests: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * An autocannon-like bounded loop in a worker thread, so the load generator does not share the
 * event loop of the server it measures (which runs in this process).
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: { headers: {}, ...options },
  });
  const { latencies, errors, elapsedMs } = await new Promise<{
    latencies: number[];
    errors: number;
    elapsedMs: number;
  }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / (elapsedMs / 1000),
    p50Ms: percentile(sorted, 0.5) / 1000,
    p99Ms: percentile(sorted, 0.99) / 1000,
  };
}

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** The median of several rounds' results, field by field. */
export function medianOf(results: LoadResult[]): LoadResult {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[mid] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  };
  return {
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    rps: median(results.map((r) => r.rps)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
  };
}
