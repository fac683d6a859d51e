import { describe, expect, it } from 'vitest';

import { ceilRoubles, formatMoney } from './money.ts';

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
});
