#!/usr/bin/env node
// Runs drizzle-kit (hoisted to the root node_modules) so that it finds drizzle-orm, which npm
// installed under apps/server/node_modules. drizzle-kit imports drizzle-orm with import(),
// which ignores NODE_PATH, so both packages are linked side by side in a temporary folder and
// node resolves from there (--preserve-symlinks). Usage: node scripts/drizzle-kit.mjs generate
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The first node_modules/<name> from apps/server upwards, as node would find it. */
function packageDir(name) {
  for (let dir = serverDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}

const linkRoot = mkdtempSync(join(tmpdir(), 'kabinet-drizzle-kit-'));
const modules = join(linkRoot, 'node_modules');
mkdirSync(modules);
symlinkSync(packageDir('drizzle-kit'), join(modules, 'drizzle-kit'), 'dir');
symlinkSync(packageDir('drizzle-orm'), join(modules, 'drizzle-orm'), 'dir');

const result = spawnSync(
  process.execPath,
  [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    join(modules, 'drizzle-kit', 'bin.cjs'),
    ...process.argv.slice(2),
  ],
  {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_PATH: join(serverDir, '../../node_modules') },
  },
);
rmSync(linkRoot, { recursive: true, force: true });
process.exit(result.status ?? 1);
