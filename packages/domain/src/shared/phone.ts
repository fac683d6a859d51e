/**
 * SPEC §5: phones are Russian numbers. Accepted ranges follow the Russian numbering plan
 * (russian-domain §2): codes 3xx, 4xx, 8xx and 9xx. Codes 6xx/7xx after +7 are Kazakhstan.
 */
const RUSSIAN_NUMBER = /^7[3489]\d{9}$/;

/**
 * SPEC §5: normalises a Russian phone to 11 digits `7XXXXXXXXXX`, or `null` when it is not
 * one. Non-digits (`+`, spaces, brackets, dashes) are dropped; a leading trunk 8 becomes 7
 * (SPEC §5); 10 digits starting with 9 (a mobile number typed without prefix) get a 7
 * (russian-domain §2). Kazakh numbers (+7 6xx/7xx) are rejected.
 */
export function normalizePhone(input: string | null | undefined): string | null {
  if (!input) return null;
  const digits = input.replace(/\D/g, '');
  let normalized = digits;
  if (digits.length === 11 && (digits[0] === '8' || digits[0] === '7')) {
    normalized = `7${digits.slice(1)}`;
  } else if (digits.length === 10 && digits[0] === '9') {
    normalized = `7${digits}`;
  }
  return RUSSIAN_NUMBER.test(normalized) ? normalized : null;
}

/** SPEC §5: true when the input normalises to a Russian phone number (see `normalizePhone`). */
export function isValidRussianPhone(input: string | null | undefined): boolean {
  return normalizePhone(input) !== null;
}

/** russian-domain §2: a Russian mobile number is one whose code starts with 9 (+7 9xx). */
export function isMobilePhone(input: string | null | undefined): boolean {
  return normalizePhone(input)?.[1] === '9';
}

/**
 * SPEC §5: phones are shown with the +7 mask, in the spec's grouping (`PHONE_MASK`), the same
 * while typed and when printed — `formatPhone('89001234567')` → «+7 (900) 123 - 4567». Input
 * that is not a Russian phone is returned unchanged, so nothing the user typed is lost.
 */
export function formatPhone(input: string): string {
  const phone = normalizePhone(input);
  if (phone === null) return input;
  return `+7 ${fillMask(PHONE_MASK, phone.slice(1))}`;
}

/** Puts `digits` into the `#` places of `mask`, in order. */
function fillMask(mask: string, digits: string): string {
  let next = 0;
  return mask.replace(/#/g, () => digits[next++] ?? '');
}

/**
 * SPEC §5: the contact a code was sent to, as a person reads it: a phone in the `formatPhone`
 * grouping, an e-mail (or anything else) unchanged.
 */
export function formatContact(contact: string): string {
  return contact.includes('@') ? contact : formatPhone(contact);
}

/**
 * SPEC §5: mask of a phone after its fixed +7, `#` = one digit: the spec's product constant.
 * `formatPhone` prints in it too (one grouping everywhere).
 */
export const PHONE_MASK = '(###) ### - ####';

/** SPEC §5: input mask of a bank card number, `#` = one digit. */
export const CARD_MASK = '#### #### #### ####';

/** SPEC §5: input mask of a date field (year/month/day), `#` = one digit. */
export const DATE_MASK = '####/##/##';
