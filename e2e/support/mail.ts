import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { StoredMail } from './smtp-receiver';

function mailDir(): string {
  const dir = process.env.KABINET_E2E_MAIL_DIR;
  if (!dir) {
    throw new Error('KABINET_E2E_MAIL_DIR is not set: run the specs through playwright.config.ts');
  }
  return dir;
}

/** Every message the SMTP receiver accepted for `to`, oldest first. */
export function readMailTo(to: string): StoredMail[] {
  const dir = mailDir();
  const address = to.toLowerCase();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredMail)
    .filter((mail) => mail.to.includes(address));
}

const CODE = /(?<!\d)\d{6}(?!\d)/;

/**
 * Waits for a message to `to` received at or after `since` (ms since epoch) and returns the
 * six-digit code it carries: the last code sent to that address (letters without one are skipped).
 */
export async function waitForCode(
  to: string,
  { since = 0, timeoutMs = 30_000 }: { since?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = readMailTo(to).filter((mail) => mail.receivedAt >= since);
    // The newest letter that carries a code: billing and tariff letters may come between.
    const code = fresh
      .map((mail) => CODE.exec(mail.subject)?.[0] ?? CODE.exec(mail.text)?.[0])
      .findLast((found) => found !== undefined);
    if (code) {
      return code;
    }
    if (Date.now() > deadline) {
      const seen = fresh.map((mail) => `«${mail.subject}»`).join(', ') || 'nothing';
      throw new Error(`No code reached ${to} within ${timeoutMs} ms (received: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
