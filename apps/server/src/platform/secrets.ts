import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A CSPRNG string of letters and digits (Sanctum's Str::random), ~5.95 bits per character. */
export function randomString(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      // 248 = 4 × 62: dropping the bytes above keeps every character equally likely.
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** A 6-digit code from the CSPRNG (security R01). */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

/** Hex SHA-256. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Hex HMAC-SHA256 with a key. */
export function hmacSha256(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** Constant-time comparison of two hex/ASCII strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
