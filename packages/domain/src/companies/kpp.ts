import { cleanIdentifier } from './identifier-input.ts';

/** Russian messages of the KPP check. */
export const KPP_MESSAGES = {
  required: 'Укажите КПП',
  format: 'КПП должен содержать 9 символов: цифры, в 5–6 позициях допускаются латинские буквы',
} as const;

/**
 * russian-domain §1.3: returns the message for an invalid KPP, or `null`. A KPP has no check
 * digit: 4 digits, 2 digits or capital Latin letters A–Z, 3 digits. Lower case is accepted
 * and upper-cased; Cyrillic look-alikes (А, В…) are rejected.
 */
export function validateKpp(input: string): string | null {
  const kpp = cleanIdentifier(input);
  if (kpp === '') return KPP_MESSAGES.required;
  return /^\d{4}[0-9A-Z]{2}\d{3}$/.test(kpp) ? null : KPP_MESSAGES.format;
}

/** russian-domain §1.3: true for a well-formed KPP (see `validateKpp`). */
export function isValidKpp(input: string): boolean {
  return validateKpp(input) === null;
}
