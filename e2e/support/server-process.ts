import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';

export interface ServerProcess {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  repoRoot: string;
  dataDir: string;
  logFile: string;
  smtpUrl: string;
  webDist: string;
  /** More environment for the server (the ЮKassa fake's credentials). */
  env?: Record<string, string>;
}

/** A TCP port that was free a moment ago on loopback. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address !== null && typeof address === 'object' ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function tailOf(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts the real server exactly as a user would (`tsx apps/server/src/main.ts`) on a free port
 * with its own embedded database, and resolves once `/ready` answers 200.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SMTP_URL: options.smtpUrl,
    WEB_DIST: options.webDist,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    CORS_ORIGINS: baseUrl,
    APP_URL: baseUrl,
    ...options.env,
  };
  // The embedded default is what a user gets; e2e never points at a shared database.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;

  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [tsxCli, 'apps/server/src/main.ts'], {
    cwd: options.repoRoot,
    env,
    stdio: ['ignore', log, log],
    // Its own process group: tsx runs the server in a grandchild that a SIGKILL of tsx would
    // orphan (a timed-out server kept burning a core for the rest of the run), so we
    // signal the whole group.
    detached: true,
  });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  await waitUntilReady(baseUrl, child, exited, options.logFile);
  return { baseUrl, logFile: options.logFile, stop: () => stopChild(child, exited) };
}

const READY_CEILING_MS = 240_000;

async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  exited: Promise<number | null>,
  logFile: string,
): Promise<void> {
  // A ceiling, not a wait (we poll /ready every 250 ms). tsx compiles the server and a fresh
  // PGlite runs every migration and the catalogue seeds before /ready answers: ~10 s on an idle
  // machine, but a stress run with both cores burnt and other test runs beside it once needed more
  // than 120 s. The specs that start a server give their test 360 s.
  const deadline = Date.now() + READY_CEILING_MS;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) {
      throw new Error(`The server exited before it was ready:\n${tailOf(logFile)}`);
    }
    try {
      const response = await fetch(`${baseUrl}/ready`);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  signalGroup(child, 'SIGKILL');
  throw new Error(
    `The server was not ready within ${READY_CEILING_MS / 1000} s:\n${tailOf(logFile)}`,
  );
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Signals the server's process group (tsx and the node process it runs the server in). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) {
    return;
  }
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}
