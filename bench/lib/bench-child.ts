// The server side of the benches that need it alone in a child process (lib/bench-process.ts forks
// it with `--import tsx --expose-gc`), so its RSS and CPU are the server's only and a profiler
// (`BENCH_SERVER_EXEC_ARGV=--cpu-prof`) sees nothing else. argv[2] picks the server: `app` (the
// real app as lib/chat-server.ts builds it), `realtime` (a realtime-only node: Socket.IO alone,
// the app signs its subscribes), `ws` (the bare node:http + `ws` baseline), `bare-route` (bare
// Fastify + pg running the bare send transaction, lib/bare-route.ts) or `floor-route` (that
// route with the token lookup and the socket delivery no send may skip, lib/floor-route.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

import { serveRpc } from './rpc.ts';

const TEXT =
  'Добрый день! Пришлите, пожалуйста, акт сверки за третий квартал и счёт на оплату услуг.';

/** VmRSS of this process from /proc (bytes), the figure `ps` and the OOM killer go by. */
function rssBytes(): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : process.memoryUsage.rss();
}

/** Full collections until the heap stops shrinking, so RSS holds what is live. */
async function settle(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i += 1) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let floodCpu = process.cpuUsage();

/**
 * A steady flood: one broadcast per turn of the event loop, so the sockets' writes and the
 * pings interleave with it, the same driver for both servers.
 */
async function flood(messages: number, emit: () => void) {
  floodCpu = process.cpuUsage();
  const startedAt = Date.now();
  for (let i = 0; i < messages; i += 1) {
    emit();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { startedAt, emittedAt: Date.now() };
}

const common = {
  memory: async () => {
    await settle();
    const { heapUsed, heapTotal, external } = process.memoryUsage();
    return { rss: rssBytes(), heapUsed, heapTotal, external };
  },
  /** A heap snapshot into `dir` (where memory goes: compare two in DevTools); its path. */
  snapshot: async ({ dir }: { dir: string }) => {
    await settle();
    return writeHeapSnapshot(join(dir, `bench-${process.argv[2]}-${Date.now()}.heapsnapshot`));
  },
  /** CPU (user + system, µs) this process used since the last flood started (or `cpuMark`). */
  cpu: async () => {
    const { user, system } = process.cpuUsage(floodCpu);
    return { us: user + system };
  },
  /** Starts counting this process's CPU from now (read it with `cpu`). */
  cpuMark: async () => {
    floodCpu = process.cpuUsage();
    return null;
  },
  /** Starts the V8 sampling profiler in this process (what `--cpu-prof` records, for a span). */
  profileStart: async () => {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.post('Profiler.start');
    return null;
  },
  /** Stops it and writes the .cpuprofile (open it in DevTools) to `path`. */
  profileStop: async ({ path }: { path: string }) => {
    if (!profiler) throw new Error('no profile running');
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    profiler = null;
    writeFileSync(path, JSON.stringify(profile));
    return path;
  },
};

let profiler: Session | null = null;

// Each server's modules load only in its own child (dynamic imports), so the `ws` baseline's
// RSS holds no app code.
async function serveApp() {
  const { createChatRoom } = await import('./chat-server.ts');
  const { createUsersWithTokens } = await import('./bulk-users.ts');
  const { createSmallRooms, countNotifications } = await import('./rooms.ts');
  const { startBenchApp } = await import('./server.ts');
  // BENCH_APP_KEY: the key a separate realtime node (child `realtime`) checks signatures with.
  const server = await startBenchApp({
    name: 'kabinet-bench-child',
    env: { APP_KEY: process.env.BENCH_APP_KEY },
  });
  const realtime = server.app.realtime;
  return {
    info: async () => ({ baseUrl: server.baseUrl, databaseKind: server.databaseKind }),
    /** A conversation with `participants` present users and the MessageSent data of a real send. */
    room: async ({ participants }: { participants: number }) => {
      const room = await createChatRoom(server, participants, { present: true });
      const sent = await server.app.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: { authorization: `Bearer ${room.tokens[0] ?? ''}` },
        payload: {
          chat_conversation_id: room.conversationId,
          text: TEXT,
          extra: { date: new Date().toISOString(), client_id: 'bench-sample' },
        },
      });
      if (sent.statusCode !== 201) throw new Error(`send: ${sent.statusCode} ${sent.body}`);
      return { ...room, message: (sent.json() as { data: unknown }).data };
    },
    users: ({ count }: { count: number }) => createUsersWithTokens(server.db, count),
    /** Many small conversations (lib/rooms.ts): chat-rooms. */
    smallRooms: (options: { count: number; size: number; present: boolean }) =>
      createSmallRooms(server.app, server.db, options),
    notifications: () => countNotifications(server.db),
    /** MessageSent through the app's realtime port, exactly as the send service emits it. */
    flood: ({ conversationId, messages, message }: FloodArgs) =>
      flood(messages, () => realtime.toConversation(conversationId).emit('MessageSent', message)),
    close: () => server.close(),
  };
}

type FloodArgs = { conversationId: number; messages: number; message: never };

async function serveWs() {
  const { startWsBaseline } = await import('./ws-baseline.ts');
  const server = await startWsBaseline();
  return {
    info: async () => ({ baseUrl: server.baseUrl, wsUrl: server.wsUrl }),
    /** The same envelope the app's port builds, `{ channel, event, data }`, serialized once. */
    flood: ({ conversationId, messages, message }: FloodArgs) => {
      const envelope = {
        channel: `presence-chat.${conversationId}`,
        event: 'MessageSent',
        data: message,
      };
      return flood(messages, () => server.broadcast(envelope));
    },
    clients: async () => server.clients(),
    close: () => server.close(),
  };
}

/** The bare Fastify + pg send route (lib/bare-route.ts) on BENCH_BARE_DATABASE_URL. */
async function serveBareRoute() {
  const { startBareRoute } = await import('./bare-route.ts');
  const server = await startBareRoute(
    process.env.BENCH_BARE_DATABASE_URL ?? '',
    Number(process.env.BENCH_BARE_CONNECTIONS ?? 8),
  );
  return { info: async () => ({ baseUrl: server.baseUrl }), close: () => server.close() };
}

/** The send's floor (lib/floor-route.ts) on BENCH_BARE_DATABASE_URL. */
async function serveFloorRoute() {
  const { startFloorRoute } = await import('./floor-route.ts');
  const server = await startFloorRoute(
    process.env.BENCH_BARE_DATABASE_URL ?? '',
    Number(process.env.BENCH_BARE_CONNECTIONS ?? 8),
  );
  return { info: async () => ({ baseUrl: server.baseUrl }), close: () => server.close() };
}

/** A realtime-only node (lib/realtime-node.ts, no Redis) checking BENCH_APP_KEY signatures. */
async function serveRealtime() {
  const { startRealtimeNode } = await import('./realtime-node.ts');
  const node = await startRealtimeNode(undefined, process.env.BENCH_APP_KEY ?? '');
  return { info: async () => ({ baseUrl: node.baseUrl }), close: () => node.close() };
}

const servers = {
  app: serveApp,
  ws: serveWs,
  realtime: serveRealtime,
  'bare-route': serveBareRoute,
  'floor-route': serveFloorRoute,
};
const handlers = await servers[process.argv[2] as keyof typeof servers]();
const send = (message: unknown) => process.send?.(message);
serveRpc(process, send, {
  ...common,
  ...handlers,
  close: async () => {
    await handlers.close();
    setImmediate(() => process.exit(0));
  },
});
send({ ready: true });
