/** An invoice number's parts: the year of its series and its place in that year's sequence. */
export interface InvoiceNumber {
  year: number;
  sequence: number;
}

/** `2026-0012`: the year, a hyphen, the sequence with at least four digits. */
export const INVOICE_NUMBER_PATTERN = /^(\d{4})-(\d{4,9})$/;

const MIN_YEAR = 2000;
const MAX_YEAR = 2999;
const MAX_SEQUENCE = 999_999_999;

/**
 * Invoice numbers run in one series per year: `<year>-<sequence>` with the sequence
 * padded to four digits — `formatInvoiceNumber(2026, 12)` → «2026-0012»; past 9999 it simply
 * grows («2026-12345»).
 */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`Год номера счёта вне диапазона: ${year}`);
  }
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new RangeError(`Порядковый номер счёта вне диапазона: ${sequence}`);
  }
  return `${year}-${String(sequence).padStart(4, '0')}`;
}

/**
 * Reads a number written by `formatInvoiceNumber` back into its parts; `null` for anything else
 * (a sequence of 0, fewer than four digits, a year outside 2000–2999).
 */
export function parseInvoiceNumber(text: string): InvoiceNumber | null {
  const match = INVOICE_NUMBER_PATTERN.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const sequence = Number(match[2]);
  if (year < MIN_YEAR || year > MAX_YEAR || sequence < 1) return null;
  return { year, sequence };
}
