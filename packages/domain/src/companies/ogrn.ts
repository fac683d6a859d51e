import { cleanIdentifier } from './identifier-input.ts';

/** Russian messages of the OGRN and OGRNIP checks. */
export const OGRN_MESSAGES = {
  ogrnRequired: 'Укажите ОГРН',
  ogrnFormat: 'ОГРН должен содержать 13 цифр и начинаться с 1 или 5',
  ogrnipRequired: 'Укажите ОГРНИП',
  ogrnipFormat: 'ОГРНИП должен содержать 15 цифр и начинаться с 3',
  checksum: 'Неверное контрольное число',
} as const;

function checksumMatches(digits: string, divisor: bigint): boolean {
  const body = BigInt(digits.slice(0, -1));
  return String((body % divisor) % 10n) === digits.at(-1);
}

/**
 * russian-domain §1.4: returns the message for an invalid ОГРН, or `null`. 13 digits, the
 * first 1 or 5 (kind of record); the first 12 digits mod 11, then mod 10, equal digit 13.
 */
export function validateOgrn(input: string): string | null {
  const ogrn = cleanIdentifier(input);
  if (ogrn === '') return OGRN_MESSAGES.ogrnRequired;
  if (!/^[15]\d{12}$/.test(ogrn)) return OGRN_MESSAGES.ogrnFormat;
  return checksumMatches(ogrn, 11n) ? null : OGRN_MESSAGES.checksum;
}

/** russian-domain §1.4: true for a valid ОГРН (see `validateOgrn`). */
export function isValidOgrn(input: string): boolean {
  return validateOgrn(input) === null;
}

/**
 * russian-domain §1.4: returns the message for an invalid ОГРНИП, or `null`. 15 digits, the
 * first 3; the first 14 digits mod 13, then mod 10, equal digit 15.
 */
export function validateOgrnip(input: string): string | null {
  const ogrnip = cleanIdentifier(input);
  if (ogrnip === '') return OGRN_MESSAGES.ogrnipRequired;
  if (!/^3\d{14}$/.test(ogrnip)) return OGRN_MESSAGES.ogrnipFormat;
  return checksumMatches(ogrnip, 13n) ? null : OGRN_MESSAGES.checksum;
}

/** russian-domain §1.4: true for a valid ОГРНИП (see `validateOgrnip`). */
export function isValidOgrnip(input: string): boolean {
  return validateOgrnip(input) === null;
}
