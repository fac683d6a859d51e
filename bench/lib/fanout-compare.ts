import { numberFromEnv } from './env.ts';
import { medianFanout } from './fanout.ts';
import type { FanoutOptions, FanoutResult } from './fanout.ts';

export interface ChatFanoutSettings {
  receivers: number;
  /** Messages per round in the paced mode, sent at `rate` per second. */
  pacedMessages: number;
  rate: number;
  /** Messages per round in the flood mode, `inflight` sends at once. */
  floodMessages: number;
  inflight: number;
  rounds: number;
  timeCapMs: number;
  /** Receivers have the conversation open (no notifications per send); see createChatRoom. */
  present: boolean;
}

export interface FanoutRow {
  name: string;
  result: FanoutResult;
  /** This row divided by the baseline row of the same mode, measured in the same run. */
  p50Ratio: number;
  p99Ratio: number;
  throughputRatio: number;
}

export type FanoutLimits = Pick<FanoutOptions, 'messages' | 'rate' | 'inflight'>;

/** The chat fan-out knobs of bench/README.md, read the same way by every chat fan-out bench. */
export function chatFanoutSettingsFromEnv(): ChatFanoutSettings {
  const rate = numberFromEnv('BENCH_CHAT_RATE', 20);
  return {
    receivers: numberFromEnv('BENCH_CHAT_RECEIVERS', 20),
    rate,
    pacedMessages: Math.round(rate * 5),
    floodMessages: numberFromEnv('BENCH_CHAT_MESSAGES', 300),
    inflight: numberFromEnv('BENCH_CHAT_INFLIGHT', 8),
    rounds: numberFromEnv('BENCH_CHAT_ROUNDS', 2),
    timeCapMs: numberFromEnv('BENCH_CHAT_TIME_CAP_MS', 15_000),
    present: process.env.BENCH_CHAT_PRESENT !== '0',
  };
}

/**
 * Both modes (paced: latency below saturation; flood: capacity), each with rounds alternating
 * the baseline and the subject so drift on a shared box hits both; medians and their ratios.
 * `names` prefix the row names, e.g. `raw ws` → `raw ws, paced 20/s (baseline)`.
 */
export async function compareFanout(
  settings: ChatFanoutSettings,
  names: { baseline: string; subject: string },
  once: (side: 'baseline' | 'subject', limits: FanoutLimits) => Promise<FanoutResult>,
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
    const baselineRounds: FanoutResult[] = [];
    const subjectRounds: FanoutResult[] = [];
    for (let round = 0; round < settings.rounds; round += 1) {
      baselineRounds.push(await once('baseline', limits));
      subjectRounds.push(await once('subject', limits));
    }
    const base = medianFanout(baselineRounds);
    const ours = medianFanout(subjectRounds);
    rows.push(
      {
        name: `${names.baseline}, ${label} (baseline)`,
        result: base,
        p50Ratio: 1,
        p99Ratio: 1,
        throughputRatio: 1,
      },
      {
        name: `${names.subject}, ${label}`,
        result: ours,
        p50Ratio: ours.p50Ms / base.p50Ms,
        p99Ratio: ours.p99Ms / base.p99Ms,
        throughputRatio: ours.deliveriesPerSec / base.deliveriesPerSec,
      },
    );
  }
  return rows;
}

/** Lost deliveries, failed sends or nothing sent: the run's numbers are not valid. */
export const fanoutFailed = (rows: FanoutRow[]): boolean =>
  rows.some((row) => row.result.lost > 0 || row.result.errors > 0 || row.result.sent === 0);
