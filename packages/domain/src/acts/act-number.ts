/** An act number's parts: the year of its series and its place in that year's sequence. */
export interface ActNumber {
  year: number;
  sequence: number;
}

/** «А-2026-0005»: the letter А (Cyrillic), the year, the sequence with at least four digits. */
export const ACT_NUMBER_PATTERN = /^А-(\d{4})-(\d{4,9})$/u;

const MIN_YEAR = 2000;
const MAX_YEAR = 2999;
const MAX_SEQUENCE = 999_999_999;

/**
 * Acts run in one series per year of their own, told apart from invoices
 * («2026-0005») by the prefix «А-»: `formatActNumber(2026, 5)` → «А-2026-0005».
 */
export function formatActNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`Год номера акта вне диапазона: ${year}`);
  }
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new RangeError(`Порядковый номер акта вне диапазона: ${sequence}`);
  }
  return `А-${year}-${String(sequence).padStart(4, '0')}`;
}

/** Reads a number written by `formatActNumber` back into its parts; `null` for anything else. */
export function parseActNumber(text: string): ActNumber | null {
  const match = ACT_NUMBER_PATTERN.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const sequence = Number(match[2]);
  if (year < MIN_YEAR || year > MAX_YEAR || sequence < 1) return null;
  return { year, sequence };
}
