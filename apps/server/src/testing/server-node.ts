// Real server processes (`tsx apps/server/src/main.ts`) for the scale-out tests —
// several nodes with their own ROLE on one PostgreSQL and one Redis, each signalled as a
// deployment would (SIGTERM to stop, and its whole process group so no grandchild outlives it).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { REPO_ROOT } from '../config.ts';

export type ServerNode = {
  name: string;
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends `signal` to the node's process group. */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after 15 s; resolves when it has exited. */
  stop(): Promise<void>;
  log(): string;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts one node with `env` (ROLE, DATABASE_URL, REDIS_URL…) and waits for its /ready. */
export async function startServerNode(
  name: string,
  env: Record<string, string>,
): Promise<ServerNode> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `kabinet-${name}-`));
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const child: ChildProcess = spawn(process.execPath, [tsxCli, 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const signal = (which: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, which);
    } catch {
      // already gone
    }
  };
  const readLog = () => readFileSync(logFile, 'utf8');
  const node: ServerNode = {
    name,
    url,
    exited,
    signal,
    log: readLog,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  await untilReady(node, child);
  return node;
}

async function untilReady(node: ServerNode, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${node.name} exited:\n${node.log()}`);
    const ready = await fetch(`${node.url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  node.signal('SIGKILL');
  throw new Error(`${node.name} was not ready in 180 s:\n${node.log()}`);
}
