import { fork } from 'node:child_process';

import { rpcOver } from './rpc.ts';

/**
 * Forks lib/bench-child.ts (`app`, `realtime`, `ws` or `bare-route`) with tsx and `--expose-gc`, `env` added to
 * its environment; BENCH_SERVER_EXEC_ARGV
 * adds node flags to it only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`). Resolves once the
 * server listens; `call` runs its commands, `close` stops it.
 */
export async function forkBenchServer(
  kind: 'app' | 'realtime' | 'ws' | 'bare-route' | 'floor-route',
  env: Record<string, string> = {},
) {
  const extra = (process.env.BENCH_SERVER_EXEC_ARGV ?? '').split(' ').filter(Boolean);
  const child = fork(new URL('./bench-child.ts', import.meta.url), [kind], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...extra],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const call = rpcOver(child, (message) => child.send(message as object));
  await new Promise<void>((resolve, reject) => {
    const onReady = (message: unknown) => {
      if ((message as { ready?: boolean }).ready) {
        child.off('message', onReady);
        resolve();
      }
    };
    child.on('message', onReady);
    child.once('exit', (code) => reject(new Error(`bench server (${kind}) exited: ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid ?? 0,
    call,
    close: async () => {
      await call('close').catch(() => undefined);
      await exited;
    },
  };
}

export type BenchProcess = Awaited<ReturnType<typeof forkBenchServer>>;
