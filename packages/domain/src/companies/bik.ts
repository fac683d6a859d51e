import { cleanIdentifier } from './identifier-input.ts';

/** Russian messages of the BIK check. */
export const BIK_MESSAGES = {
  required: 'Укажите БИК',
  format: 'БИК должен содержать 9 цифр и начинаться с 0',
} as const;

/**
 * russian-domain §1.5: returns the message for an invalid БИК, or `null`. A BIK has no check
 * digit: 9 digits starting with 0. Banks' BIKs start with 04; since 2021 (Положение ЦБ 732-П)
 * treasury BIKs start with 00, 01 or 02 (e.g. 017003983 for the единый налоговый платеж), so
 * only the leading 0 is required.
 */
export function validateBik(input: string): string | null {
  const bik = cleanIdentifier(input);
  if (bik === '') return BIK_MESSAGES.required;
  return /^0\d{8}$/.test(bik) ? null : BIK_MESSAGES.format;
}

/** russian-domain §1.5: true for a well-formed BIK (see `validateBik`). */
export function isValidBik(input: string): boolean {
  return validateBik(input) === null;
}

/** russian-domain §1.5: a credit institution's BIK starts with 04 (treasury ones do not). */
export function isBankBik(input: string): boolean {
  return /^04\d{7}$/.test(cleanIdentifier(input));
}
