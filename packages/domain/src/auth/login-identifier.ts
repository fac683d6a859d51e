import { normalizePhone } from '../shared/phone.ts';

/** A login identifier: an e-mail (lower-cased) or a Russian phone `7XXXXXXXXXX`. */
export type LoginIdentifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/**
 * Accounts contract: `login` is a phone in any format (leading 8 → 7, SPEC §5) or an e-mail.
 * Anything containing «@» is an e-mail; otherwise it must normalise to a Russian phone.
 * Returns `null` when it is neither.
 */
export function parseLogin(login: string): LoginIdentifier | null {
  const trimmed = login.trim();
  if (trimmed.includes('@')) {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)
      ? { kind: 'email', value: trimmed.toLowerCase() }
      : null;
  }
  const phone = normalizePhone(trimmed);
  return phone === null ? null : { kind: 'phone', value: phone };
}
