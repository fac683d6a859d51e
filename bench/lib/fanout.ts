import { Worker } from 'node:worker_threads';

export interface FanoutOptions {
  mode: 'app' | 'ws';
  /** HTTP origin the sender posts to (and, for 'app', the Socket.IO origin). */
  baseUrl: string;
  /** 'ws' only: the raw WebSocket URL. */
  wsUrl?: string;
  /** One per receiver; the first one also sends. For 'ws' only their count matters. */
  tokens: string[];
  conversationId: number;
  /** Messages to send (bounded)… */
  messages: number;
  /** …at this many per second (0 = as fast as `inflight` allows)… */
  rate: number;
  /** …with at most this many sends in flight… */
  inflight: number;
  /** …and never longer than this. */
  timeCapMs: number;
  text: string;
  /** Makes client ids unique per run. */
  tag: string;
}

export interface FanoutResult {
  sent: number;
  delivered: number;
  /** Deliveries that never arrived within the time cap (sent × receivers − delivered). */
  lost: number;
  errors: number;
  /** Send start → arrival at a receiver, over every delivery. */
  p50Ms: number;
  p99Ms: number;
  /** Message copies received per second, all receivers together (first send → last arrival). */
  deliveriesPerSec: number;
  /** The same divided by the receivers: whole messages fanned out per second. */
  messagesPerSec: number;
  /** The sender's HTTP round trip (201 answer). */
  postP50Ms: number;
  envelopeBytes: number;
}

/** Runs one fan-out in a worker thread so the clients do not share the server's event loop. */
export async function runFanout(options: FanoutOptions): Promise<FanoutResult> {
  const worker = new Worker(new URL('./chat-fanout-worker.mjs', import.meta.url), {
    workerData: options,
  });
  const raw = await new Promise<{
    latencies: number[];
    sendLatencies: number[];
    sent: number;
    delivered: number;
    expected: number;
    errors: number;
    envelopeBytes: number;
    elapsedMs: number;
  }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const sorted = Float64Array.from(raw.latencies).sort();
  const deliveriesPerSec = raw.delivered / (raw.elapsedMs / 1000);
  return {
    sent: raw.sent,
    delivered: raw.delivered,
    lost: raw.expected - raw.delivered,
    errors: raw.errors,
    p50Ms: percentile(sorted, 0.5) / 1000,
    p99Ms: percentile(sorted, 0.99) / 1000,
    deliveriesPerSec,
    messagesPerSec: deliveriesPerSec / options.tokens.length,
    postP50Ms: percentile(Float64Array.from(raw.sendLatencies).sort(), 0.5) / 1000,
    envelopeBytes: raw.envelopeBytes,
  };
}

/** Nearest-rank percentile of an ascending array (NaN when empty). */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Rounds folded into one result: counts summed, rates and latencies as medians. */
export function medianFanout(results: FanoutResult[]): FanoutResult {
  const sum = (pick: (r: FanoutResult) => number) => results.reduce((s, r) => s + pick(r), 0);
  const mid = (pick: (r: FanoutResult) => number) => median(results.map(pick));
  return {
    sent: sum((r) => r.sent),
    delivered: sum((r) => r.delivered),
    lost: sum((r) => r.lost),
    errors: sum((r) => r.errors),
    p50Ms: mid((r) => r.p50Ms),
    p99Ms: mid((r) => r.p99Ms),
    deliveriesPerSec: mid((r) => r.deliveriesPerSec),
    messagesPerSec: mid((r) => r.messagesPerSec),
    postP50Ms: mid((r) => r.postP50Ms),
    envelopeBytes: mid((r) => r.envelopeBytes),
  };
}
