/**
 * Which money format where — decided once, here (SPEC §5, TARIFF-PRICING §4):
 *
 * - The cabinet's prices and figures (tariff prices, «В месяц», balance and debt on the main
 *   page, analytics, referral rewards, chart axes) follow SPEC §5: rounded UP to a whole rouble,
 *   no decimals — `formatMoney(roubles)`, or `formatKopecksWhole(kopecks)` when the figure is held
 *   in kopecks: 1 719 500 коп. → «17 195 ₽», 1 719 501 коп. → «17 196 ₽».
 * - A document or a payment names the exact sum, kopecks included — `formatKopecks(kopecks)`
 *   («17 195,00 ₽»): an invoice and its lines, an act, a PDF, the ledger, the amount to pay on
 *   /payment, an online payment, a refund. Wherever one invoice's sum is shown (the payment page,
 *   the company's billing panel, an order, the staff home) it reads the same text.
 * - Tables whose header names the currency use `formatKopecksNumber` («17 195,00»).
 *
 * Kopecks ↔ roubles for form fields: `parseKopecks` (money/kopecks.ts) reads what a person typed,
 * `kopecksToRoubles` gives the number a rouble input starts with. Nothing outside this package
 * multiplies or divides money by 100 (eslint: no-restricted-syntax in apps/**).
 */
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

/**
 * Kopecks as whole roubles rounded up (SPEC §5) — the number behind `formatKopecksWhole`:
 * 1 719 501 → 17 196. A debt is never understated; `-0` comes back as `0`.
 */
export function kopecksToWholeRoubles(kopecks: number): number {
  assertKopecks(kopecks);
  const roubles = Math.ceil(kopecks / 100);
  return roubles === 0 ? 0 : roubles;
}

/**
 * A cabinet figure held in kopecks, as SPEC §5 shows money: rounded up to a whole rouble, no
 * decimals — `formatKopecksWhole(1719501)` → «17 196 ₽». Exact for any safe integer.
 */
export function formatKopecksWhole(kopecks: number): string {
  return `${groupedRoubles(kopecksToWholeRoubles(kopecks))}\u00a0₽`;
}

/**
 * Kopecks as the rouble number a form field starts with — `kopecksToRoubles(1560050)` → 15600.5.
 * Exact for sums a person types (up to 2^53 kopecks the quotient is the nearest double of the
 * decimal, which is what the field prints); read the field back with `parseKopecks`.
 */
export function kopecksToRoubles(kopecks: number): number {
  assertKopecks(kopecks);
  const roubles = kopecks / 100;
  return roubles === 0 ? 0 : roubles;
}

/** Whole roubles → kopecks (a price kept in roubles, such as a tariff's); throws past 2^53. */
export function roublesToKopecks(roubles: number): number {
  const kopecks = roubles * 100;
  if (!Number.isSafeInteger(roubles) || !Number.isSafeInteger(kopecks)) {
    throw new RangeError(`Сумма в рублях должна быть целым числом: ${roubles}`);
  }
  return kopecks === 0 ? 0 : kopecks;
}

/**
 * A share kept in basis points (1 % = 100) as the percent a person reads and types — 1250 → 12.5 —
 * and back, rounded to a whole basis point.
 */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `part` of `whole` as a percent, for progress bars: 3 of 4 → 75; 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}
