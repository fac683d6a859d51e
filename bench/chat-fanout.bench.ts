// Chat fan-out: one conversation with N subscribed socket.io-client receivers, one sender posting
// M messages over HTTP (POST /api/chat/messages: auth, validation, transaction with seq, commit,
// MessageSent on presence-chat.{id}). Per delivery: send start → arrival at each receiver.
// Baseline in the same run: bare node:http + `ws` broadcasting the same envelope size to N raw
// WebSocket clients (lib/ws-baseline.ts). Rounds alternate baseline and app; medians reported.
import { createChatRoom, startChatBenchServer } from './lib/chat-server.ts';
import { runFanout } from './lib/fanout.ts';
import { chatFanoutSettingsFromEnv, compareFanout } from './lib/fanout-compare.ts';
import type { ChatFanoutSettings, FanoutLimits, FanoutRow } from './lib/fanout-compare.ts';
import { startWsBaseline } from './lib/ws-baseline.ts';

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
    const once = (mode: 'app' | 'ws', limits: FanoutLimits) => {
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

    const rows = await compareFanout(
      settings,
      { baseline: 'raw ws', subject: 'Kabinet chat' },
      (side, limits) => once(side === 'baseline' ? 'ws' : 'app', limits),
    );
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

// Run alone: `npx tsx bench/chat-fanout.bench.ts`, with the knobs of bench/README.md.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows } = await benchChatFanout(chatFanoutSettingsFromEnv());
  printFanoutTable('Chat fan-out', rows);
}
