#!/usr/bin/env node
// `npm run dev`: the API server with `tsx watch` on PORT 3001 and the Vite dev server, which
// proxies /api, /broadcasting, /socket.io, /files and /health to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'apps/web/package.json'));
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  start('server', [require.resolve('tsx/cli'), 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: apiPort, NODE_ENV: 'development' },
  }),
  start('web', [join(dirname(require.resolve('vite/package.json')), 'bin/vite.js')], {
    cwd: join(root, 'apps/web'),
    env: { ...process.env, KABINET_API: `http://localhost:${apiPort}` },
  }),
];

console.log(`Kabinet dev: web http://localhost:5173 (Vite), API http://localhost:${apiPort}`);

function start(name, args, options) {
  const child = spawn(process.execPath, args, { ...options, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.log(`[dev] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(exitCode) {
  if (stopping) {
    return;
  }
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) {
    child.kill('SIGTERM');
  }
  const force = setTimeout(() => {
    for (const child of running) {
      child.kill('SIGKILL');
    }
    process.exit(exitCode);
  }, 5000);
  force.unref();
  Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(
    () => process.exit(exitCode),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
