import { formatKopecks } from '../shared/money.ts';

/**
 * How VAT appears on the firm's invoices (russian-domain §4.2): `none` for a seller that is not a
 * VAT payer (УСН with the automatic exemption) — «Без НДС»; otherwise the rate the sum includes.
 * 22 % is the general rate from 1 Jan 2026 (425-ФЗ), 20 % the rate before it, 10 % and 0 % the
 * special rates, 5 % and 7 % the УСН rates without deduction.
 */
export const VAT_MODES = ['none', 'vat_0', 'vat_5', 'vat_7', 'vat_10', 'vat_20', 'vat_22'] as const;
export type VatMode = (typeof VAT_MODES)[number];

export const VAT_MODE_MESSAGE = 'Выберите ставку НДС из списка';

const RATES: Record<VatMode, number | null> = {
  none: null,
  vat_0: 0,
  vat_5: 5,
  vat_7: 7,
  vat_10: 10,
  vat_20: 20,
  vat_22: 22,
};

/** Labels for a select of VAT modes in the firm's settings. */
export const VAT_MODE_LABELS: Record<VatMode, string> = {
  none: 'Без НДС (УСН)',
  vat_0: 'НДС 0 %',
  vat_5: 'НДС 5 %',
  vat_7: 'НДС 7 %',
  vat_10: 'НДС 10 %',
  vat_20: 'НДС 20 %',
  vat_22: 'НДС 22 %',
};

/** The VAT rate in percent, or `null` when the seller charges no VAT. */
export function vatRate(mode: VatMode): number | null {
  return RATES[mode];
}

/**
 * The VAT included in a sum (НК ст. 164 п. 4: the estimated rate r / (100 + r)), rounded to the
 * kopeck half up, in integer arithmetic — `vatIncluded(1560000, 'vat_22')` → 281311
 * (15 600 × 22 / 122 = 2 813,114… ₽). Zero for `none` and `vat_0`.
 */
export function vatIncluded(totalKopecks: number, mode: VatMode): number {
  if (!Number.isSafeInteger(totalKopecks)) {
    throw new RangeError(`Сумма в копейках должна быть целым числом: ${totalKopecks}`);
  }
  const rate = RATES[mode];
  if (!rate) return 0;
  const sign = totalKopecks < 0 ? -1 : 1;
  const numerator = Math.abs(totalKopecks) * rate;
  if (!Number.isSafeInteger(numerator)) {
    throw new RangeError('Сумма слишком велика для расчёта НДС');
  }
  const divisor = 100 + rate;
  const quotient = Math.floor(numerator / divisor);
  const remainder = numerator % divisor;
  const rounded = remainder * 2 >= divisor ? quotient + 1 : quotient;
  return rounded === 0 ? 0 : sign * rounded;
}

/** The label of the VAT row under an invoice table: «В том числе НДС 22 %» or «Без НДС». */
export function vatLabel(mode: VatMode): string {
  const rate = RATES[mode];
  return rate === null ? 'Без НДС' : `В том числе НДС ${rate}\u00a0%`;
}

/**
 * The VAT row of an invoice as one line: «В том числе НДС 22 %: 2 813,11 ₽» for a VAT payer,
 * «Без НДС» for a seller on УСН (russian-domain §6.1–6.2).
 */
export function formatVatLine(mode: VatMode, totalKopecks: number): string {
  if (RATES[mode] === null) return vatLabel(mode);
  return `${vatLabel(mode)}: ${formatKopecks(vatIncluded(totalKopecks, mode))}`;
}

/**
 * The VAT sentence that ends a payment purpose, in the form 1C and banks write it (plain ASCII
 * figures, no «₽», which windows-1251 lacks): «Без налога (НДС)» or «В т.ч. НДС (22%) 2813.11
 * руб.».
 */
export function vatPurposeText(mode: VatMode, totalKopecks: number): string {
  const rate = RATES[mode];
  if (rate === null) return 'Без налога (НДС)';
  const vat = vatIncluded(totalKopecks, mode);
  const roubles = Math.floor(Math.abs(vat) / 100);
  const kopecks = String(Math.abs(vat) % 100).padStart(2, '0');
  return `В т.ч. НДС (${rate}%) ${vat < 0 ? '-' : ''}${roubles}.${kopecks} руб.`;
}
