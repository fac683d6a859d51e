/** Digits only: spaces and dashes a person types (SPEC §5 card mask #### #### #### ####) go. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export const CARD_MESSAGES = {
  required: 'Укажите номер карты',
  format: 'Номер карты — 16 цифр',
  checksum: 'Номер карты введён с ошибкой',
} as const;

/** ISO/IEC 7812 check digit (Luhn): from the right, every second digit doubled (−9 above 9). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The message for an invalid card number, or null. Cards of the mask are 16 digits (МИР, Visa, MC). */
export function validateCardNumber(input: string): string | null {
  const digits = cardDigits(input);
  if (digits === '') return CARD_MESSAGES.required;
  if (!/^\d{16}$/.test(digits)) return CARD_MESSAGES.format;
  return luhnValid(digits) ? null : CARD_MESSAGES.checksum;
}

/** «•••• 4242»: what is stored and shown of a card; the full number is never kept. */
export function maskCardNumber(input: string): string {
  return `•••• ${cardDigits(input).slice(-4)}`;
}
