// Fan-out of one conversation to 1,000 sockets. The app (lib/bench-child.ts `app`, a
// child process) has BENCH_FANOUT_SOCKETS sockets subscribed to `presence-chat.{id}` as the web
// client subscribes (POST /broadcasting/auth, `subscribe` with ack), spread over the
// conversation's BENCH_FANOUT_USERS present participants (several tabs each). The driver emits
// MessageSent (the data of a real send) through the app's realtime port — the send service's own
// call — one per event-loop turn, BENCH_FANOUT_MESSAGES of them: the server's fan-out, not the
// send path's database. Baseline in the same run: the bare `ws` server (child `ws`) sending the
// same envelope, serialized once, to as many raw ws clients, with the same driver. Receivers on
// both sides are the same lightweight clients (lib/swarm-worker.mjs) in the same number of
// threads, doing one JSON.parse per copy. Deliveries/s = copies received ÷ (first emit → last
// arrival); server CPU per delivery from the child's process.cpuUsage().
import { availableParallelism, loadavg } from 'node:os';

import { forkBenchServer, type BenchProcess } from './lib/bench-process.ts';
import { numberFromEnv } from './lib/env.ts';
import { median } from './lib/fanout.ts';
import { startSwarm, type Swarm } from './lib/swarm.ts';

export interface Fanout1000Settings {
  sockets: number;
  users: number;
  messages: number;
  rounds: number;
  threads: number;
  timeCapMs: number;
}

export function fanout1000SettingsFromEnv(): Fanout1000Settings {
  return {
    sockets: numberFromEnv('BENCH_FANOUT_SOCKETS', 1000),
    users: numberFromEnv('BENCH_FANOUT_USERS', 20),
    messages: numberFromEnv('BENCH_FANOUT_MESSAGES', 200),
    rounds: numberFromEnv('BENCH_FANOUT_ROUNDS', 3),
    threads: numberFromEnv('BENCH_SWARM_THREADS', 2),
    timeCapMs: numberFromEnv('BENCH_CHAT_TIME_CAP_MS', 15_000),
  };
}

export interface FloodResult {
  delivered: number;
  lost: number;
  deliveriesPerSec: number;
  cpuUsPerDelivery: number;
  /** Server CPU ÷ wall time of the round: near 1 the server is the bottleneck, well below the clients. */
  serverBusy: number;
}

export interface Fanout1000Row {
  name: string;
  result: FloodResult;
  throughputRatio: number;
  cpuRatio: number;
}

type Side = { server: BenchProcess; swarm: Swarm };
type Room = { conversationId: number; tokens: string[]; message: unknown };

async function floodOnce(side: Side, room: Room, messages: number, timeCapMs: number) {
  const armed = await side.swarm.arm(messages);
  const { conversationId, message } = room;
  const { startedAt } = await side.server.call<{ startedAt: number }>('flood', {
    conversationId,
    messages,
    message,
  });
  const { received, lastArrival } = await armed.arrivals(timeCapMs);
  const { us } = await side.server.call<{ us: number }>('cpu');
  const seconds = Math.max(1, lastArrival - startedAt) / 1000;
  return {
    delivered: received,
    lost: messages * side.swarm.size - received,
    deliveriesPerSec: received / seconds,
    cpuUsPerDelivery: us / Math.max(1, received),
    serverBusy: us / 1e6 / seconds,
  };
}

const medianOf = (results: FloodResult[]): FloodResult => ({
  delivered: results.reduce((sum, r) => sum + r.delivered, 0),
  lost: results.reduce((sum, r) => sum + r.lost, 0),
  deliveriesPerSec: median(results.map((r) => r.deliveriesPerSec)),
  cpuUsPerDelivery: median(results.map((r) => r.cpuUsPerDelivery)),
  serverBusy: median(results.map((r) => r.serverBusy)),
});

export async function benchFanout1000(settings: Fanout1000Settings): Promise<Fanout1000Row[]> {
  const app = await forkBenchServer('app');
  const ws = await forkBenchServer('ws');
  const swarms: Swarm[] = [];
  try {
    const { baseUrl } = await app.call<{ baseUrl: string }>('info');
    const baseline = await ws.call<{ baseUrl: string; wsUrl: string }>('info');
    const room = await app.call<Room>('room', { participants: settings.users });
    const channel = `presence-chat.${room.conversationId}`;
    const subscriptions = Array.from({ length: settings.sockets }, (_, i) => ({
      token: room.tokens[i % room.tokens.length] ?? '',
      channel,
    }));
    const common = { subscriptions, threads: settings.threads };
    const subject: Side = {
      server: app,
      swarm: startSwarm({
        ...common,
        protocol: 'socket.io',
        url: baseUrl.replace('http:', 'ws:'),
        apiBaseUrl: baseUrl,
      }),
    };
    const base: Side = {
      server: ws,
      swarm: startSwarm({
        ...common,
        protocol: 'ws',
        url: baseline.wsUrl,
        apiBaseUrl: baseline.baseUrl,
      }),
    };
    swarms.push(subject.swarm, base.swarm);
    for (const { swarm } of [base, subject]) {
      const { connected } = await swarm.connect();
      if (connected !== settings.sockets) throw new Error(`connected ${connected} sockets`);
    }
    // Warm-up of both (JIT of the broadcast paths and of the clients).
    await floodOnce(base, room, 20, settings.timeCapMs);
    await floodOnce(subject, room, 20, settings.timeCapMs);
    const rounds = { baseline: [] as FloodResult[], subject: [] as FloodResult[] };
    for (let round = 0; round < settings.rounds; round += 1) {
      rounds.baseline.push(await floodOnce(base, room, settings.messages, settings.timeCapMs));
      rounds.subject.push(await floodOnce(subject, room, settings.messages, settings.timeCapMs));
    }
    const b = medianOf(rounds.baseline);
    const s = medianOf(rounds.subject);
    return [
      { name: 'raw ws broadcast (baseline)', result: b, throughputRatio: 1, cpuRatio: 1 },
      {
        name: 'Kabinet presence-chat',
        result: s,
        throughputRatio: s.deliveriesPerSec / b.deliveriesPerSec,
        cpuRatio: s.cpuUsPerDelivery / b.cpuUsPerDelivery,
      },
    ];
  } finally {
    for (const swarm of swarms) await swarm.close();
    await app.close();
    await ws.close();
  }
}

export function printFanout1000(settings: Fanout1000Settings, rows: Fanout1000Row[]): void {
  console.log(
    `\nfanout-1000 · ${settings.sockets} sockets (${settings.users} users) · ${settings.messages} messages a round, one per loop turn · ` +
      `${settings.rounds} rounds · receivers in ${settings.threads} threads per side`,
  );
  console.log(
    `${'server → receivers'.padEnd(30)}${'copies'.padStart(9)}${'lost'.padStart(6)}${'deliv/s'.padStart(9)}${'CPU µs/deliv'.padStart(14)}${'busy'.padStart(6)}` +
      `${'× deliv/s'.padStart(11)}${'× CPU'.padStart(8)}`,
  );
  for (const { name, result: r, throughputRatio, cpuRatio } of rows) {
    console.log(
      `${name.padEnd(30)}${String(r.delivered).padStart(9)}${String(r.lost).padStart(6)}${r.deliveriesPerSec.toFixed(0).padStart(9)}` +
        `${r.cpuUsPerDelivery.toFixed(2).padStart(14)}${r.serverBusy.toFixed(2).padStart(6)}${throughputRatio.toFixed(3).padStart(11)}${cpuRatio.toFixed(2).padStart(8)}`,
    );
  }
}

const loads = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// Run alone: `npx tsx bench/chat-fanout-1000.bench.ts`, with the knobs of bench/README.md.
if (import.meta.url === `file://${process.argv[1]}`) {
  const settings = fanout1000SettingsFromEnv();
  console.log(`Node ${process.version} · ${availableParallelism()} CPUs · load average ${loads()}`);
  const rows = await benchFanout1000(settings);
  printFanout1000(settings, rows);
  console.log(`load average at the end ${loads()}`);
  if (rows.some((row) => row.result.lost > 0)) process.exitCode = 1;
}
