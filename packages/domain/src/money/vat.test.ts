import { describe, expect, it } from 'vitest';

import { formatVatLine, VAT_MODES, vatIncluded, vatLabel, vatPurposeText, vatRate } from './vat.ts';
import { vatModeSchema } from './vat.schemas.ts';

describe('vatIncluded', () => {
  it.each([
    { total: 1_560_000, mode: 'vat_22' as const, expected: 281_311 }, // 2 813,114… → 2 813,11
    { total: 12_200, mode: 'vat_22' as const, expected: 2_200 }, // 122 ₽ = 100 + 22
    { total: 12_000, mode: 'vat_20' as const, expected: 2_000 },
    { total: 11_000, mode: 'vat_10' as const, expected: 1_000 },
    { total: 10_500, mode: 'vat_5' as const, expected: 500 },
    { total: 10_700, mode: 'vat_7' as const, expected: 700 },
    { total: 100, mode: 'vat_20' as const, expected: 17 }, // 16,67 → 17
    { total: 1, mode: 'vat_22' as const, expected: 0 }, // 0,18 → 0
    { total: 3, mode: 'vat_22' as const, expected: 1 }, // 0,54 → 1
    { total: 61, mode: 'vat_22' as const, expected: 11 }, // 61 × 22 / 122 = 11,0 exactly
    { total: 183, mode: 'vat_22' as const, expected: 33 }, // 33,0
    { total: 6, mode: 'vat_20' as const, expected: 1 }, // exactly 1,0
    { total: 3, mode: 'vat_20' as const, expected: 1 }, // 0,5 → half up
    { total: 1_560_000, mode: 'vat_0' as const, expected: 0 },
    { total: 1_560_000, mode: 'none' as const, expected: 0 },
    { total: -12_000, mode: 'vat_20' as const, expected: -2_000 },
    { total: 0, mode: 'vat_22' as const, expected: 0 },
  ])('finds $expected kopecks of VAT in $total at $mode', ({ total, mode, expected }) => {
    expect(vatIncluded(total, mode)).toBe(expected);
  });

  it('refuses fractions of a kopeck', () => {
    expect(() => vatIncluded(10.5, 'vat_22')).toThrow(RangeError);
  });
});

describe('VAT lines', () => {
  it('writes «Без НДС» for a seller on УСН', () => {
    expect(formatVatLine('none', 1_560_000)).toBe('Без НДС');
    expect(vatPurposeText('none', 1_560_000)).toBe('Без налога (НДС)');
  });

  it('writes the rate and the amount for a VAT payer', () => {
    expect(formatVatLine('vat_22', 1_560_000)).toBe(
      'В том числе НДС 22\u00a0%: 2\u00a0813,11\u00a0₽',
    );
    expect(vatLabel('vat_20')).toBe('В том числе НДС 20\u00a0%');
    expect(vatPurposeText('vat_22', 1_560_000)).toBe('В т.ч. НДС (22%) 2813.11 руб.');
    expect(formatVatLine('vat_0', 1_000)).toBe('В том числе НДС 0\u00a0%: 0,00\u00a0₽');
  });

  it('knows the 2026 general rate and the УСН rates', () => {
    expect(VAT_MODES.map(vatRate)).toEqual([null, 0, 5, 7, 10, 20, 22]);
  });

  it('validates a mode with a Russian message', () => {
    expect(vatModeSchema.parse('vat_22')).toBe('vat_22');
    const result = vatModeSchema.safeParse('vat_18');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Выберите ставку НДС из списка');
  });
});
