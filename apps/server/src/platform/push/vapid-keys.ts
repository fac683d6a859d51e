import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import webpush from 'web-push';

/** VAPID (RFC 8292) identity of this server: the key pair and the contact subject. */
export type VapidKeys = {
  /** Uncompressed P-256 public key, base64url (65 bytes); the page's applicationServerKey. */
  publicKey: string;
  /** P-256 private scalar, base64url (32 bytes). Secret (R28). */
  privateKey: string;
  /** `mailto:` or `https:` contact the push services may use. */
  subject: string;
};

/** Where the generated keys live inside DATA_DIR. */
export const VAPID_FILE = 'vapid.json';
/** The subject when VAPID_SUBJECT is not set. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:no-reply@kabinet.local';

/** Thrown for unusable VAPID settings; main prints it and exits, like ConfigError. */
export class VapidKeysError extends Error {
  override name = 'VapidKeysError';
}

/**
 * The VAPID keys from VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY (+ VAPID_SUBJECT) when set,
 * otherwise generated once into `${dataDir}/vapid.json` (mode 0600) and reused on every start —
 * regenerating would orphan every browser subscription made with the old public key.
 */
export function loadVapidKeys(options: { dataDir: string; env?: NodeJS.ProcessEnv }): VapidKeys {
  const env = options.env ?? process.env;
  const subject = env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT;
  checkSubject(subject);
  const fromEnv = {
    publicKey: env.VAPID_PUBLIC_KEY || '',
    privateKey: env.VAPID_PRIVATE_KEY || '',
  };
  if (fromEnv.publicKey || fromEnv.privateKey) {
    if (!fromEnv.publicKey || !fromEnv.privateKey) {
      throw new VapidKeysError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    }
    checkKeys(fromEnv, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY');
    return { ...fromEnv, subject };
  }
  return { ...readOrCreateKeyFile(options.dataDir), subject };
}

function readOrCreateKeyFile(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, VAPID_FILE);
  if (existsSync(file)) {
    let stored: unknown;
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new VapidKeysError(`${file} is not valid JSON; fix or delete it`, { cause: error });
    }
    const keys = stored as { publicKey?: unknown; privateKey?: unknown } | null;
    const pair = {
      publicKey: typeof keys?.publicKey === 'string' ? keys.publicKey : '',
      privateKey: typeof keys?.privateKey === 'string' ? keys.privateKey : '',
    };
    checkKeys(pair, file);
    return pair;
  }
  const generated = webpush.generateVAPIDKeys();
  const pair = { publicKey: generated.publicKey, privateKey: generated.privateKey };
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process generated them first: use theirs, so every process signs with one key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateKeyFile(dataDir);
    throw error;
  }
  return pair;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function checkKeys(keys: { publicKey: string; privateKey: string }, source: string): void {
  const publicBytes = BASE64URL.test(keys.publicKey)
    ? Buffer.from(keys.publicKey, 'base64url')
    : null;
  const privateBytes = BASE64URL.test(keys.privateKey)
    ? Buffer.from(keys.privateKey, 'base64url')
    : null;
  if (publicBytes?.length !== 65 || publicBytes[0] !== 0x04) {
    throw new VapidKeysError(`${source}: the public key must be 65 bytes of base64url (P-256)`);
  }
  if (privateBytes?.length !== 32) {
    throw new VapidKeysError(`${source}: the private key must be 32 bytes of base64url (P-256)`);
  }
}

function checkSubject(subject: string): void {
  if (!/^(mailto:\S+|https:\/\/\S+)$/.test(subject)) {
    throw new VapidKeysError('VAPID_SUBJECT must be a mailto: or https: URL');
  }
}
