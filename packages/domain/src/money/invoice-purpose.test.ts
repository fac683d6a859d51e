import { describe, expect, it } from 'vitest';

import { formatInvoicePurpose } from './invoice-purpose.ts';

describe('formatInvoicePurpose', () => {
  it.each([
    {
      vatMode: 'none' as const,
      expected: 'Оплата по счёту № 2026-0012 от 25.11.2026. Без налога (НДС)',
    },
    {
      vatMode: 'vat_22' as const,
      expected: 'Оплата по счёту № 2026-0012 от 25.11.2026. В т.ч. НДС (22%) 2813.11 руб.',
    },
  ])('names the invoice, its date and the VAT ($vatMode)', ({ vatMode, expected }) => {
    expect(
      formatInvoicePurpose({
        number: '2026-0012',
        date: '2026-11-25',
        vatMode,
        totalKopecks: 1_560_000,
      }),
    ).toBe(expected);
  });

  it('keeps the calendar date of an invoice issued on the 31st of December', () => {
    expect(
      formatInvoicePurpose({
        number: '2026-0999',
        date: '2026-12-31',
        vatMode: 'none',
        totalKopecks: 1,
      }),
    ).toContain('от 31.12.2026');
  });
});
