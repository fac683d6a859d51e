/** Anything that exchanges messages: a worker thread or a forked child process. */
interface MessagePort {
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

type Reply = { id: number; result?: unknown; error?: string };

/**
 * Request/answer over a worker's or child's message channel: `{ id, cmd, args }` out,
 * `{ id, result | error }` back (bench/lib/swarm-worker.mjs, bench/lib/bench-child.ts), so a
 * bench can await a command on the other side and several can be in flight.
 */
export function rpcOver(port: MessagePort, send: (message: unknown) => void) {
  let nextId = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  port.on('message', (message) => {
    const { id, result, error } = message as Reply;
    const call = waiting.get(id);
    if (!call) return;
    waiting.delete(id);
    if (error === undefined) call.resolve(result);
    else call.reject(new Error(error));
  });
  return <T>(cmd: string, args: object = {}): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, { resolve: (value) => resolve(value as T), reject });
      send({ id: nextId, cmd, args });
    });
}

/** The other side of rpcOver: runs the named handler and answers with its result or error. */
export function serveRpc(
  port: MessagePort,
  send: (message: unknown) => void,
  handlers: Record<string, (args: never) => Promise<unknown>>,
): void {
  port.on('message', (message) => {
    const { id, cmd, args } = message as { id: number; cmd: string; args: never };
    const handler = handlers[cmd];
    const run = handler ? handler(args) : Promise.reject(new Error(`unknown command ${cmd}`));
    run.then(
      (result) => send({ id, result }),
      (error: unknown) => send({ id, error: String(error instanceof Error ? error.stack : error) }),
    );
  });
}
