import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_VAPID_SUBJECT, loadVapidKeys, VAPID_FILE, VapidKeysError } from './vapid-keys.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kabinet-vapid-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadVapidKeys', () => {
  it('generates the keys once into DATA_DIR/vapid.json and reuses them', () => {
    const dataDir = tempDir();
    const first = loadVapidKeys({ dataDir, env: {} });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe(DEFAULT_VAPID_SUBJECT);

    const file = path.join(dataDir, VAPID_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadVapidKeys({ dataDir, env: {} });
    expect(second).toEqual(first);
    // Another data directory gets its own pair.
    expect(loadVapidKeys({ dataDir: tempDir(), env: {} }).publicKey).not.toBe(first.publicKey);
  });

  it('prefers VAPID_* from the environment and writes nothing', () => {
    const dataDir = tempDir();
    const generated = loadVapidKeys({ dataDir: tempDir(), env: {} });
    const keys = loadVapidKeys({
      dataDir,
      env: {
        VAPID_PUBLIC_KEY: generated.publicKey,
        VAPID_PRIVATE_KEY: generated.privateKey,
        VAPID_SUBJECT: 'https://kabinet.example/contact',
      },
    });
    expect(keys).toEqual({ ...generated, subject: 'https://kabinet.example/contact' });
    expect(() => statSync(path.join(dataDir, VAPID_FILE))).toThrow();
  });

  it('refuses half-set or malformed keys and a bad subject', () => {
    const dataDir = tempDir();
    const good = loadVapidKeys({ dataDir: tempDir(), env: {} });
    expect(() => loadVapidKeys({ dataDir, env: { VAPID_PUBLIC_KEY: good.publicKey } })).toThrow(
      VapidKeysError,
    );
    expect(() =>
      loadVapidKeys({
        dataDir,
        env: { VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: good.privateKey },
      }),
    ).toThrow(/public key/);
    expect(() => loadVapidKeys({ dataDir, env: { VAPID_SUBJECT: 'admin@kabinet.ru' } })).toThrow(
      /VAPID_SUBJECT/,
    );
  });
});
