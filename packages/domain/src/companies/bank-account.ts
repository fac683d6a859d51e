import { isValidBik } from './bik.ts';
import { cleanIdentifier } from './identifier-input.ts';

/** Russian messages of the account checks. */
export const ACCOUNT_MESSAGES = {
  settlementRequired: 'Укажите расчетный счет',
  settlementFormat: 'Расчетный счет должен содержать 20 цифр',
  settlementKey: 'Расчетный счет не соответствует БИК',
  correspondentRequired: 'Укажите корреспондентский счет',
  correspondentFormat: 'Корреспондентский счет должен содержать 20 цифр',
  correspondentKey: 'Корреспондентский счет не соответствует БИК',
  bikFirst: 'Сначала укажите корректный БИК',
} as const;

const WEIGHTS = [7, 1, 3];

/**
 * russian-domain §1.6 (ЦБ Порядок № 515): the control key holds when, over the 23 digits
 * `prefix + account`, the last digits of digit × 7,1,3,7,1,3… add up to a multiple of 10.
 */
export function accountKeyMatches(prefix: string, account: string): boolean {
  const digits = prefix + account;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += (Number(digits[index]) * (WEIGHTS[index % 3] ?? 0)) % 10;
  }
  return sum % 10 === 0;
}

/**
 * russian-domain §1.6: returns the message for an invalid расчетный счет at the bank with
 * `bik`, or `null`. 20 digits; its key is checked with BIK digits 7–9 as prefix. Treasury
 * accounts (starting with 03) fail both key rules by design and are checked by length only.
 */
export function validateSettlementAccount(accountInput: string, bikInput: string): string | null {
  const account = cleanIdentifier(accountInput);
  const bik = cleanIdentifier(bikInput);
  if (account === '') return ACCOUNT_MESSAGES.settlementRequired;
  if (!/^\d{20}$/.test(account)) return ACCOUNT_MESSAGES.settlementFormat;
  if (account.startsWith('03')) return null;
  if (!isValidBik(bik)) return ACCOUNT_MESSAGES.bikFirst;
  return accountKeyMatches(bik.slice(6, 9), account) ? null : ACCOUNT_MESSAGES.settlementKey;
}

/** russian-domain §1.6: true for a расчетный счет valid with `bik` (see `validateSettlementAccount`). */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  return validateSettlementAccount(account, bik) === null;
}

/**
 * russian-domain §1.6: returns the message for an invalid корреспондентский счет of the bank
 * with `bik`, or `null`. 20 digits; its key is checked with '0' + BIK digits 5–6 as prefix; a
 * bank's корсчет (30101…) also ends with BIK digits 7–9 (ЦБ telegram 86-97).
 */
export function validateCorrespondentAccount(
  accountInput: string,
  bikInput: string,
): string | null {
  const account = cleanIdentifier(accountInput);
  const bik = cleanIdentifier(bikInput);
  if (account === '') return ACCOUNT_MESSAGES.correspondentRequired;
  if (!/^\d{20}$/.test(account)) return ACCOUNT_MESSAGES.correspondentFormat;
  if (!isValidBik(bik)) return ACCOUNT_MESSAGES.bikFirst;
  const keyOk = accountKeyMatches(`0${bik.slice(4, 6)}`, account);
  const tailOk = !account.startsWith('30101') || account.slice(17) === bik.slice(6);
  return keyOk && tailOk ? null : ACCOUNT_MESSAGES.correspondentKey;
}

/** russian-domain §1.6: true for a корсчет valid with `bik` (see `validateCorrespondentAccount`). */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return validateCorrespondentAccount(account, bik) === null;
}
