import { describe, expect, it } from 'vitest';

import { formatInvoiceNumber, parseInvoiceNumber } from './invoice-number.ts';

describe('formatInvoiceNumber', () => {
  it.each([
    { year: 2026, sequence: 12, expected: '2026-0012' },
    { year: 2026, sequence: 1, expected: '2026-0001' },
    { year: 2027, sequence: 9999, expected: '2027-9999' },
    { year: 2027, sequence: 12345, expected: '2027-12345' },
  ])('numbers invoice $sequence of $year as «$expected»', ({ year, sequence, expected }) => {
    expect(formatInvoiceNumber(year, sequence)).toBe(expected);
  });

  it.each([
    { year: 2026, sequence: 0 },
    { year: 2026, sequence: 1.5 },
    { year: 1999, sequence: 1 },
    { year: 26, sequence: 1 },
  ])('refuses year $year and sequence $sequence', ({ year, sequence }) => {
    expect(() => formatInvoiceNumber(year, sequence)).toThrow(RangeError);
  });
});

describe('parseInvoiceNumber', () => {
  it.each([
    { text: '2026-0012', expected: { year: 2026, sequence: 12 } },
    { text: ' 2027-12345 ', expected: { year: 2027, sequence: 12345 } },
    { text: '2026-12', expected: null },
    { text: '2026-0000', expected: null },
    { text: '1999-0001', expected: null },
    { text: '2026/0012', expected: null },
    { text: '12', expected: null },
  ])('reads «$text» as $expected', ({ text, expected }) => {
    expect(parseInvoiceNumber(text)).toEqual(expected);
  });

  it('round-trips', () => {
    expect(parseInvoiceNumber(formatInvoiceNumber(2026, 42))).toEqual({ year: 2026, sequence: 42 });
  });
});
