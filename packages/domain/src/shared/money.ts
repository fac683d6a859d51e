const rubFormat = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  // Both bounds are given: older engines throw when only the maximum is 0 (russian-domain §3.1).
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * SPEC §5: money is rounded up to a whole number of roubles.
 * `-0` is returned as `0` so that it never prints as «-0 ₽».
 */
export function ceilRoubles(amount: number): number {
  const rounded = Math.ceil(amount);
  return rounded === 0 ? 0 : rounded;
}

/**
 * SPEC §5: money is rounded up to whole roubles and shown in ru-RU format, currency RUB,
 * no decimals — e.g. `formatMoney(15599.2)` → «15 600 ₽» (U+00A0 as group separator and
 * before the sign, as produced by Intl for ru-RU).
 */
export function formatMoney(amount: number): string {
  return rubFormat.format(ceilRoubles(amount));
}
