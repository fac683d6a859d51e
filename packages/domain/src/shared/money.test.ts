import { describe, expect, it } from 'vitest';

import { ceilRoubles, formatKopecks, formatKopecksNumber, formatMoney } from './money.ts';

describe('ceilRoubles', () => {
  it.each([
    { amount: 15600, expected: 15600 },
    { amount: 15599.01, expected: 15600 },
    { amount: 0.4, expected: 1 },
    { amount: -0.4, expected: 0 },
    { amount: 0, expected: 0 },
  ])('rounds $amount ₽ up to $expected ₽', ({ amount, expected }) => {
    expect(ceilRoubles(amount)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    { amount: 15600, expected: '15\u00a0600\u00a0₽' },
    { amount: 15599.2, expected: '15\u00a0600\u00a0₽' },
    { amount: 1234567.01, expected: '1\u00a0234\u00a0568\u00a0₽' },
    { amount: 1234, expected: '1\u00a0234\u00a0₽' },
    { amount: 0, expected: '0\u00a0₽' },
    { amount: -0.4, expected: '0\u00a0₽' },
    { amount: -1500, expected: '-1\u00a0500\u00a0₽' },
  ])('shows $amount as «$expected»', ({ amount, expected }) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  // The grouping is written out (no Intl on a page's first render): it must stay Intl's text.
  it('prints every amount exactly as Intl formats roubles for ru-RU', () => {
    const intl = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 100_000, 999_999];
    for (let power = 6; power <= 15; power += 1) amounts.push(10 ** power, 10 ** power - 1);
    amounts.push(Number.MAX_SAFE_INTEGER, 123_456_789_012, 7_000_500);
    for (const amount of [...amounts, ...amounts.map((value) => -value - 1)]) {
      expect(formatMoney(amount)).toBe(intl.format(amount));
    }
  });
});

describe('formatKopecks', () => {
  it.each([
    { kopecks: 1560000, expected: '15\u00a0600,00\u00a0₽' },
    { kopecks: 123456789, expected: '1\u00a0234\u00a0567,89\u00a0₽' },
    { kopecks: 5, expected: '0,05\u00a0₽' },
    { kopecks: 0, expected: '0,00\u00a0₽' },
    { kopecks: 100, expected: '1,00\u00a0₽' },
    { kopecks: -150050, expected: '-1\u00a0500,50\u00a0₽' },
    { kopecks: 900719925474099, expected: '9\u00a0007\u00a0199\u00a0254\u00a0740,99\u00a0₽' },
  ])('shows $kopecks kopecks as «$expected»', ({ kopecks, expected }) => {
    expect(formatKopecks(kopecks)).toBe(expected);
  });

  it.each([1560000, 123456789, 5, 0, 99999999])(
    'prints %i kopecks exactly as Intl prints the rouble amount with two decimals',
    (kopecks) => {
      const intl = new Intl.NumberFormat('ru-RU', {
        style: 'currency',
        currency: 'RUB',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(formatKopecks(kopecks)).toBe(intl.format(kopecks / 100));
    },
  );

  it('leaves the sign out of the number-only form', () => {
    expect(formatKopecksNumber(1560000)).toBe('15\u00a0600,00');
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %s as kopecks',
    (value) => {
      expect(() => formatKopecks(value)).toThrow(RangeError);
    },
  );
});
