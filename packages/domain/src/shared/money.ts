import { numberFormat } from './intl.ts';

const GROUPED_ROUBLES: Intl.NumberFormatOptions = {
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
};

const RUB_FORMAT: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'RUB',
  // Both bounds are given: older engines throw when only the maximum is 0 (russian-domain §3.1).
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
};

/**
 * SPEC §5: money is rounded up to a whole number of roubles.
 * `-0` is returned as `0` so that it never prints as «-0 ₽».
 */
export function ceilRoubles(amount: number): number {
  const rounded = Math.ceil(amount);
  return rounded === 0 ? 0 : rounded;
}

/**
 * A whole number of roubles grouped by three with U+00A0, the text Intl's ru-RU format gives
 * (money.test.ts compares the two). Written out because the first Intl formatter a page builds
 * loads the locale's data: on the main page that was the longest part of its first render on a
 * slow phone. Anything but a safe integer goes to Intl.
 */
function groupedRoubles(roubles: number): string {
  if (!Number.isSafeInteger(roubles)) return numberFormat('ru-RU', GROUPED_ROUBLES).format(roubles);
  const grouped = String(Math.abs(roubles)).replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return roubles < 0 ? `-${grouped}` : grouped;
}

/**
 * SPEC §5: money is rounded up to whole roubles and shown in ru-RU format, currency RUB,
 * no decimals — e.g. `formatMoney(15599.2)` → «15 600 ₽» (U+00A0 as group separator and
 * before the sign, as produced by Intl for ru-RU).
 */
export function formatMoney(amount: number): string {
  const roubles = ceilRoubles(amount);
  if (!Number.isSafeInteger(roubles)) return numberFormat('ru-RU', RUB_FORMAT).format(roubles);
  return `${groupedRoubles(roubles)}\u00a0₽`;
}

function assertKopecks(kopecks: number): void {
  if (!Number.isSafeInteger(kopecks)) {
    throw new RangeError(`Сумма в копейках должна быть целым числом: ${kopecks}`);
  }
}

/**
 * Kopecks as a ru-RU number with two decimals and no currency sign — `formatKopecksNumber(1560000)`
 * → «15 600,00» (U+00A0 between groups, as Intl gives for ru-RU). Exact for any safe integer: the
 * roubles are grouped and the kopecks appended as two digits, so no float is rounded.
 * Used in invoice tables, where the column header names the currency.
 */
export function formatKopecksNumber(kopecks: number): string {
  assertKopecks(kopecks);
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  const roubles = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${groupedRoubles(roubles)},${rest}`;
}

/**
 * Money in kopecks (ARCHITECTURE §7) shown with kopecks and the rouble sign, as on an invoice —
 * `formatKopecks(1560000)` → «15 600,00 ₽» (U+00A0 between groups and before «₽», the same text
 * Intl's ru-RU RUB currency format gives with two decimals).
 */
export function formatKopecks(kopecks: number): string {
  return `${formatKopecksNumber(kopecks)}\u00a0₽`;
}
