import { Worker } from 'node:worker_threads';

import { rpcOver } from './rpc.ts';

export interface Subscription {
  /** Bearer token for POST /broadcasting/auth. */
  token: string;
  /** The channel the socket subscribes to, e.g. `presence-chat.1`, `private-user.7`. */
  channel: string;
}

export interface SwarmOptions {
  /** `socket.io`: Engine.IO v4 clients that subscribe; `ws`: raw WebSocket clients. */
  protocol: 'socket.io' | 'ws';
  /** `ws://host:port` for socket.io (the path is added), the full URL for raw ws. */
  url: string;
  /** Origin of POST /broadcasting/auth (socket.io only). */
  apiBaseUrl: string;
  /** One per socket; for raw ws only their count matters. */
  subscriptions: Subscription[];
  /** Worker threads the sockets are spread over (same count on both sides of a comparison). */
  threads: number;
  /** Source addresses, round robin: 127.0.0.x are all loopback, each with its own ports. */
  localAddresses?: string[];
  /** Connections being opened at once per thread. */
  concurrency?: number;
}

export interface Arrivals {
  received: number;
  /** Date.now() of the last MessageSent (0: none). */
  lastArrival: number;
}

type Call = <T>(cmd: string, args?: object) => Promise<T>;

/** Splits `items` into `parts` runs of nearly equal length. */
function split<T>(items: T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, i) => items.slice(i * size, (i + 1) * size)).filter(
    (part) => part.length > 0,
  );
}

const combine = (all: Arrivals[]): Arrivals => ({
  received: all.reduce((sum, a) => sum + a.received, 0),
  lastArrival: Math.max(0, ...all.map((a) => a.lastArrival)),
});

/**
 * Receivers in worker threads (lib/swarm-worker.mjs) so they share neither the server's event
 * loop nor, with 2+ threads, one client thread's. Nothing is opened until `connect`.
 */
export function startSwarm(options: SwarmOptions) {
  const threads = split(options.subscriptions, options.threads).map((subscriptions) => {
    const worker = new Worker(new URL('./swarm-worker.mjs', import.meta.url), {
      workerData: {
        protocol: options.protocol,
        url: options.url,
        apiBaseUrl: options.apiBaseUrl,
        localAddresses: options.localAddresses ?? ['127.0.0.1'],
        subscriptions,
        concurrency: options.concurrency ?? 50,
      },
    });
    const call: Call = rpcOver(worker, (message) => worker.postMessage(message));
    return { worker, call, sockets: subscriptions.length };
  });
  const all = <T>(cmd: string, args: (sockets: number) => object = () => ({})) =>
    Promise.all(threads.map(({ call, sockets }) => call<T>(cmd, args(sockets))));

  return {
    size: options.subscriptions.length,
    /** Opens (and subscribes) every socket; the number connected and how long it took. */
    async connect(): Promise<{ connected: number; ms: number }> {
      const started = Date.now();
      const done = await all<{ connected: number }>('connect');
      return { connected: done.reduce((s, d) => s + d.connected, 0), ms: Date.now() - started };
    },
    /**
     * Starts counting MessageSent afresh (resolves once every thread has reset, so nothing sent
     * after it is missed); `arrivals` then resolves once every socket has `perSocket` of them,
     * or at `timeCapMs` with what arrived by then.
     */
    async arm(perSocket: number): Promise<{ arrivals(timeCapMs: number): Promise<Arrivals> }> {
      await all('reset', (sockets) => ({ copies: perSocket * sockets }));
      return {
        arrivals: (timeCapMs) => {
          let timer: NodeJS.Timeout | undefined;
          const complete = all<Arrivals>('wait').then(combine);
          const capped = new Promise<Arrivals>((resolve) => {
            timer = setTimeout(() => resolve(all<Arrivals>('report').then(combine)), timeCapMs);
          });
          return Promise.race([complete, capped]).finally(() => clearTimeout(timer));
        },
      };
    },
    async close(): Promise<void> {
      await all('close');
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}

export type Swarm = ReturnType<typeof startSwarm>;
