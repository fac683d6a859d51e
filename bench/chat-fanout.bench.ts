// Chat fan-out: one conversation with N subscribed socket.io-client receivers, one sender posting
// M messages over HTTP (POST /api/chat/messages: auth, validation, transaction with seq, commit,
// MessageSent on presence-chat.{id}). Per delivery: send start → arrival at each receiver.
// Baseline in the same run: bare node:http + `ws` broadcasting the same envelope size to N raw
// WebSocket clients (lib/ws-baseline.ts). Rounds alternate baseline and app; medians reported.
import { createChatRoom, startChatBenchServer } from './lib/chat-server.ts';
import { medianFanout, runFanout } from './lib/fanout.ts';
import type { FanoutOptions, FanoutResult } from './lib/fanout.ts';
import { startWsBaseline } from './lib/ws-baseline.ts';

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

const TEXT =
  'Добрый день! Пришлите, пожалуйста, акт сверки за третий квартал и счёт на оплату услуг.';

export async function benchChatFanout(
  settings: ChatFanoutSettings,
): Promise<{ rows: FanoutRow[]; databaseKind: string }> {
  const server = await startChatBenchServer();
  const baseline = await startWsBaseline();
  try {
    const room = await createChatRoom(server, settings.receivers, { present: settings.present });
    const wsTokens = room.tokens.map(() => '');
    let run = 0;
    const once = (
      mode: 'app' | 'ws',
      limits: Pick<FanoutOptions, 'messages' | 'rate' | 'inflight'>,
    ) => {
      run += 1;
      return runFanout({
        mode,
        baseUrl: mode === 'app' ? server.baseUrl : baseline.baseUrl,
        wsUrl: baseline.wsUrl,
        tokens: mode === 'app' ? room.tokens : wsTokens,
        conversationId: room.conversationId,
        timeCapMs: settings.timeCapMs,
        text: TEXT,
        tag: `bench${run}`,
        ...limits,
      });
    };

    // Warm-up (JIT, PGlite caches); it also tells the baseline the app's envelope size.
    const warm = await once('app', { messages: 50, rate: 0, inflight: 4 });
    baseline.setEnvelopeBytes(warm.envelopeBytes);
    await once('ws', { messages: 50, rate: 0, inflight: 4 });

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
      const wsRounds: FanoutResult[] = [];
      const appRounds: FanoutResult[] = [];
      for (let round = 0; round < settings.rounds; round += 1) {
        wsRounds.push(await once('ws', limits));
        appRounds.push(await once('app', limits));
      }
      const base = medianFanout(wsRounds);
      const ours = medianFanout(appRounds);
      rows.push(
        {
          name: `raw ws, ${label} (baseline)`,
          result: base,
          p50Ratio: 1,
          p99Ratio: 1,
          throughputRatio: 1,
        },
        {
          name: `Kabinet chat, ${label}`,
          result: ours,
          p50Ratio: ours.p50Ms / base.p50Ms,
          p99Ratio: ours.p99Ms / base.p99Ms,
          throughputRatio: ours.deliveriesPerSec / base.deliveriesPerSec,
        },
      );
    }
    return { rows, databaseKind: server.databaseKind };
  } finally {
    await baseline.close();
    await server.close();
  }
}

export function printFanoutTable(title: string, rows: FanoutRow[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'sender → receivers'.padEnd(38)}${'msgs'.padStart(6)}${'lost'.padStart(6)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}` +
      `${'deliv/s'.padStart(9)}${'msg/s'.padStart(8)}${'POST p50'.padStart(10)}${'× p50'.padStart(8)}${'× p99'.padStart(8)}${'× deliv/s'.padStart(11)}`,
  );
  for (const { name, result: r, p50Ratio, p99Ratio, throughputRatio } of rows) {
    console.log(
      `${name.padEnd(38)}${String(r.sent).padStart(6)}${String(r.lost + r.errors).padStart(6)}${r.p50Ms.toFixed(2).padStart(9)}${r.p99Ms.toFixed(2).padStart(9)}` +
        `${r.deliveriesPerSec.toFixed(0).padStart(9)}${r.messagesPerSec.toFixed(0).padStart(8)}${r.postP50Ms.toFixed(2).padStart(10)}` +
        `${p50Ratio.toFixed(2).padStart(8)}${p99Ratio.toFixed(2).padStart(8)}${throughputRatio.toFixed(3).padStart(11)}`,
    );
  }
}

// Run alone: `npx tsx bench/chat-fanout.bench.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows } = await benchChatFanout({
    receivers: 20,
    pacedMessages: 200,
    rate: 50,
    floodMessages: 400,
    inflight: 8,
    rounds: 2,
    timeCapMs: 15_000,
    present: process.env.BENCH_CHAT_PRESENT !== '0',
  });
  printFanoutTable('Chat fan-out', rows);
}
