// Durable chat send on PostgreSQL: `BENCH_SEND_MESSAGES` messages posted to one
// conversation over HTTP (POST /api/chat/messages: auth, access, validation, the ordered insert,
// commit, MessageSent), `BENCH_SEND_INFLIGHT` in flight, each counted once it reached every
// subscribed participant; any copy lost, repeated or out of seq order makes the run invalid.
// Baseline in the same run, on the same database: the bare transaction such a send cannot do
// without — bump the conversation's seq under its row lock and insert the message — from a
// pool of as many connections as sends in flight (lib/bare-send.ts).
import { runBareSends, type BareSendResult } from './lib/bare-send.ts';
import { createChatRoom } from './lib/chat-server.ts';
import { numberFromEnv } from './lib/env.ts';
import { withFreshPostgres } from './lib/fresh-postgres.ts';
import { median, medianFanout, runFanout, type FanoutResult } from './lib/fanout.ts';
import { startBenchApp } from './lib/server.ts';

export interface ChatSendSettings {
  messages: number;
  inflight: number;
  /** Participants subscribed to the conversation (the first one sends). */
  receivers: number;
  rounds: number;
  timeCapMs: number;
  /** `off`: commits do not wait for the disk, on both sides (BENCH_SEND_SYNC_COMMIT). */
  synchronousCommit: 'on' | 'off';
}

export function chatSendSettingsFromEnv(): ChatSendSettings {
  return {
    messages: numberFromEnv('BENCH_SEND_MESSAGES', 2000),
    inflight: numberFromEnv('BENCH_SEND_INFLIGHT', 8),
    receivers: numberFromEnv('BENCH_SEND_RECEIVERS', 2),
    rounds: numberFromEnv('BENCH_CHAT_ROUNDS', 2),
    timeCapMs: numberFromEnv('BENCH_CHAT_TIME_CAP_MS', 30_000),
    synchronousCommit: process.env.BENCH_SEND_SYNC_COMMIT === 'off' ? 'off' : 'on',
  };
}

export interface ChatSendResult {
  bare: BareSendResult;
  app: FanoutResult;
  /** Messages delivered per second ÷ bare transactions per second (target ≥ 0.5). */
  ratio: number;
}

const TEXT = 'Добрый день! Пришлите, пожалуйста, акт сверки за третий квартал.';

export function benchChatSend(settings: ChatSendSettings): Promise<ChatSendResult> {
  return withFreshPostgres('kabinet_bench_send', (url) => sendOn(url, settings), {
    synchronousCommit: settings.synchronousCommit,
  });
}

async function sendOn(url: string, settings: ChatSendSettings): Promise<ChatSendResult> {
  const server = await startBenchApp({ name: 'kabinet-bench-send', env: { DATABASE_URL: url } });
  try {
    const room = await createChatRoom(server, settings.receivers, { present: true });
    // The baseline writes into a conversation of its own, so the app's seqs stay its own.
    const bareRoom = await createChatRoom(server, 2);
    let run = 0;
    const bare = (transactions: number) => {
      run += 1;
      return runBareSends({
        url,
        conversationId: bareRoom.conversationId,
        transactions,
        inflight: settings.inflight,
        text: TEXT,
        tag: `bare${run}`,
      });
    };
    const app = (messages: number) => {
      run += 1;
      return runFanout({
        mode: 'app',
        baseUrl: server.baseUrl,
        tokens: room.tokens,
        conversationId: room.conversationId,
        messages,
        rate: 0,
        inflight: settings.inflight,
        timeCapMs: settings.timeCapMs,
        text: TEXT,
        tag: `send${run}`,
      });
    };

    // Warm-up: JIT, prepared statements, the pools' connections.
    await bare(200);
    await app(200);
    const bareRounds: BareSendResult[] = [];
    const appRounds: FanoutResult[] = [];
    for (let round = 0; round < settings.rounds; round += 1) {
      bareRounds.push(await bare(settings.messages));
      appRounds.push(await app(settings.messages));
    }
    const bareMedian = medianBare(bareRounds);
    const appMedian = medianFanout(appRounds);
    return {
      bare: bareMedian,
      app: appMedian,
      ratio: appMedian.messagesPerSec / bareMedian.perSec,
    };
  } finally {
    await server.close();
  }
}

function medianBare(rounds: BareSendResult[]): BareSendResult {
  const mid = (pick: (r: BareSendResult) => number) => median(rounds.map(pick));
  return {
    transactions: mid((r) => r.transactions),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    perSec: mid((r) => r.perSec),
    p50Ms: mid((r) => r.p50Ms),
  };
}

/** Lost, failed, repeated or reordered sends: the run's numbers are not valid. */
export const chatSendFailed = ({ bare, app }: ChatSendResult): boolean =>
  bare.errors > 0 || app.lost > 0 || app.errors > 0 || app.outOfOrder > 0 || app.sent === 0;

export function printChatSend(result: ChatSendResult, settings: ChatSendSettings): void {
  const { bare, app } = result;
  console.log(
    `\nchat-send · postgres · ${settings.messages} messages × ${settings.rounds} rounds, ${settings.inflight} in flight, ` +
      `${settings.receivers} subscribed participants · synchronous_commit ${settings.synchronousCommit} · median of rounds`,
  );
  console.log(
    `${'row'.padEnd(52)}${'per s'.padStart(9)}${'p50 ms'.padStart(9)}${'lost'.padStart(6)}${'order'.padStart(7)}${'× bare'.padStart(9)}`,
  );
  console.log(
    `${'bare transaction: bump seq + insert (baseline)'.padEnd(52)}${bare.perSec.toFixed(0).padStart(9)}${bare.p50Ms.toFixed(2).padStart(9)}${String(bare.errors).padStart(6)}${'—'.padStart(7)}${'1'.padStart(9)}`,
  );
  console.log(
    `${'Kabinet send → delivered to every participant'.padEnd(52)}${app.messagesPerSec.toFixed(0).padStart(9)}${app.p50Ms.toFixed(2).padStart(9)}${String(app.lost + app.errors).padStart(6)}${String(app.outOfOrder).padStart(7)}${result.ratio.toFixed(3).padStart(9)}`,
  );
}

/** Runs the bench with the environment's knobs and prints it; an invalid run exits 1. */
export async function reportChatSend(): Promise<void> {
  const settings = chatSendSettingsFromEnv();
  const result = await benchChatSend(settings);
  printChatSend(result, settings);
  if (chatSendFailed(result)) {
    console.error('\nSome messages failed, were lost or came out of order: not valid.');
    process.exitCode = 1;
  }
}

// Run alone: `npx tsx bench/chat-send.bench.ts`, with the knobs of bench/README.md.
if (import.meta.url === `file://${process.argv[1]}`) await reportChatSend();
