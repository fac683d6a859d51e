const AMOUNT = /^(-)?(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * Roubles (a string as people and bank files write it, or a number) → integer kopecks, exactly,
 * with no float arithmetic (ARCHITECTURE §7: money is integer kopecks). Accepts «15600»,
 * «15600.5», «15 600,50», «15 600,50 ₽», «1 234 567,89 руб.» and numbers such as 15600.5; spaces
 * (also U+00A0 and U+202F) group digits. Returns `null` for anything else: more than two decimals,
 * letters, an empty string, or a sum too large to count in kopecks exactly.
 */
export function parseKopecks(input: string | number): number | null {
  const text = typeof input === 'number' ? numberToText(input) : input;
  if (text === null) return null;
  const cleaned = text
    .trim()
    .replace(/\s*(?:₽|руб\.?|р\.)$/iu, '')
    .replace(/[\s\u00a0\u202f]/gu, '');
  const match = AMOUNT.exec(cleaned);
  if (!match) return null;
  const [, minus, roubles = '', fraction = ''] = match;
  const kopecks = Number(roubles) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(kopecks)) return null;
  return minus && kopecks !== 0 ? -kopecks : kopecks;
}

function numberToText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  // 15 significant digits drop binary noise (0.1 + 0.2, 1.005 × 100) before the text is read.
  const text = Number(value.toPrecision(15)).toString();
  return /e/i.test(text) ? null : text;
}

/**
 * Kopecks → the plain decimal that bank files and payment APIs use: `kopecksToDecimal(1560050)`
 * → «15600.50» (a dot, two decimals, no grouping), as in 1CClientBankExchange `Сумма=` and
 * YooKassa's `amount.value`.
 */
export function kopecksToDecimal(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks)) {
    throw new RangeError(`Сумма в копейках должна быть целым числом: ${kopecks}`);
  }
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
