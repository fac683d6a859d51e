import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The sealing key: APP_KEY narrowed to this one use, so a leak of one use reveals no other. */
const keyOf = (appKey: string) => createHash('sha256').update(`sms-seal:${appKey}`).digest();

/**
 * Seals a value (a phone, a text with a code) for the database: AES-256-GCM, a fresh IV each
 * time, stored as base64url of iv ‖ tag ‖ ciphertext. A row read without APP_KEY shows nothing.
 */
export function seal(appKey: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appKey), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens what `seal` made; throws when it was made under another key or altered. */
export function unseal(appKey: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appKey), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
