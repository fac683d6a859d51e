import { cleanIdentifier, weightedSum } from './identifier-input.ts';

const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: string, weights: readonly number[]) =>
  String((weightedSum(digits, weights) % 11) % 10);

/** Russian messages of the INN check. */
export const INN_MESSAGES = {
  required: 'Укажите ИНН',
  digits: 'ИНН должен состоять только из цифр',
  length: 'ИНН должен содержать 10 или 12 цифр',
  checksum: 'Неверное контрольное число ИНН',
} as const;

/**
 * russian-domain §1.1–1.2: returns the message for an invalid INN, or `null`. A 10-digit INN
 * (organisation) has one check digit — weights 2,4,10,3,5,9,4,6,8, (sum mod 11) mod 10; a
 * 12-digit INN (individual, ИП) has two. The all-zero INN passes the checksum but is not real.
 */
export function validateInn(input: string): string | null {
  const inn = cleanIdentifier(input);
  if (inn === '') return INN_MESSAGES.required;
  if (!/^\d+$/.test(inn)) return INN_MESSAGES.digits;
  if (inn.length !== 10 && inn.length !== 12) return INN_MESSAGES.length;
  if (/^0+$/.test(inn)) return INN_MESSAGES.checksum;
  const valid =
    inn.length === 10
      ? checkDigit(inn, W10) === inn[9]
      : checkDigit(inn, W11) === inn[10] && checkDigit(inn, W12) === inn[11];
  return valid ? null : INN_MESSAGES.checksum;
}

/** russian-domain §1.1–1.2: true for a valid 10- or 12-digit INN (see `validateInn`). */
export function isValidInn(input: string): boolean {
  return validateInn(input) === null;
}
