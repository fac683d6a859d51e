import { describe, expect, it } from 'vitest';

import { kopecksToDecimal, parseKopecks } from './kopecks.ts';

describe('parseKopecks', () => {
  it.each([
    { input: '15600', expected: 1_560_000 },
    { input: '15600.00', expected: 1_560_000 },
    { input: '15600.5', expected: 1_560_050 },
    { input: '15600,05', expected: 1_560_005 },
    { input: '15 600,50', expected: 1_560_050 },
    { input: '15\u00a0600,50\u00a0₽', expected: 1_560_050 },
    { input: '1\u202f234\u202f567,89', expected: 123_456_789 },
    { input: '1 234 567,89 руб.', expected: 123_456_789 },
    { input: '  0.01 ', expected: 1 },
    { input: '0', expected: 0 },
    { input: '-0,00', expected: 0 },
    { input: '-1500.75', expected: -150_075 },
    { input: '0.29', expected: 29 },
    { input: '1.005', expected: null },
    { input: '12,345', expected: null },
    { input: '1e3', expected: null },
    { input: '', expected: null },
    { input: '   ', expected: null },
    { input: 'сто рублей', expected: null },
    { input: '12.', expected: null },
    { input: '.5', expected: null },
    { input: '1,2,3', expected: null },
    { input: '99999999999999999', expected: null },
  ])('reads «$input» as $expected kopecks', ({ input, expected }) => {
    expect(parseKopecks(input)).toBe(expected);
  });

  it.each([
    { input: 15600, expected: 1_560_000 },
    { input: 15600.5, expected: 1_560_050 },
    { input: 0.29, expected: 29 },
    { input: 0.1 + 0.2, expected: 30 },
    { input: 1.15, expected: 115 },
    { input: 4.35, expected: 435 },
    { input: 1234567.89, expected: 123_456_789 },
    { input: 1.005, expected: null },
    { input: Number.NaN, expected: null },
    { input: Number.POSITIVE_INFINITY, expected: null },
    { input: 1e21, expected: null },
  ])('reads the number $input as $expected kopecks without float drift', ({ input, expected }) => {
    expect(parseKopecks(input)).toBe(expected);
  });

  it('differs from the naive Math.round(x * 100) where floats drift', () => {
    expect(Math.floor(4.35 * 100)).toBe(434);
    expect(parseKopecks(4.35)).toBe(435);
  });
});

describe('kopecksToDecimal', () => {
  it.each([
    { kopecks: 1_560_050, expected: '15600.50' },
    { kopecks: 1_560_000, expected: '15600.00' },
    { kopecks: 5, expected: '0.05' },
    { kopecks: 0, expected: '0.00' },
    { kopecks: -150_075, expected: '-1500.75' },
  ])('writes $kopecks kopecks as «$expected»', ({ kopecks, expected }) => {
    expect(kopecksToDecimal(kopecks)).toBe(expected);
  });

  it('round-trips through parseKopecks', () => {
    for (const kopecks of [0, 1, 99, 100, 123_456_789, 900_719_925_474_099]) {
      expect(parseKopecks(kopecksToDecimal(kopecks))).toBe(kopecks);
    }
  });

  it('refuses a fraction of a kopeck', () => {
    expect(() => kopecksToDecimal(1.5)).toThrow(RangeError);
  });
});
