import { describe, expect, it } from 'vitest';

import {
  amountToPay,
  calculateMonthTotal,
  calculateMonthTotals,
  discountedMonth,
  formatSaleText,
} from './month-totals.ts';
import { option, param } from './tariffs.fixtures.ts';

describe('discountedMonth', () => {
  it.each([
    { total: 10, sale: 70, expected: 3 },
    { total: 15600, sale: 5, expected: 14820 },
    { total: 15600, sale: 15, expected: 13260 },
    { total: 9999, sale: 10, expected: 9000 },
    { total: 101, sale: 50, expected: 51 },
    { total: 100, sale: 0, expected: 100 },
    { total: 100, sale: 100, expected: 0 },
  ])('a $total ₽ month at $sale% off costs $expected ₽', ({ total, sale, expected }) => {
    expect(discountedMonth(total, sale)).toBe(expected);
  });
});

describe('calculateMonthTotal', () => {
  it.each([
    {
      months: 1,
      total: 10_000,
      first: 7_000,
      sale: 0,
      expectedTotal: 10_000,
      withFirst: 7_000,
      text: '1 месяц',
    },
    {
      months: 6,
      total: 10_000,
      first: 7_000,
      sale: 5,
      expectedTotal: 57_000,
      withFirst: 54_500,
      text: '6 месяцев',
    },
    {
      months: 12,
      total: 9_999,
      first: 9_999,
      sale: 10,
      expectedTotal: 108_000,
      withFirst: 108_999,
      text: '12 месяцев',
    },
    {
      months: 3,
      total: 10,
      first: 10,
      sale: 70,
      expectedTotal: 9,
      withFirst: 16,
      text: '3 месяца',
    },
    {
      months: 24,
      total: 1000,
      first: 500,
      sale: 20,
      expectedTotal: 19_200,
      withFirst: 18_900,
      text: '24 месяца',
    },
  ])(
    'charges $expectedTotal ₽ ($withFirst ₽ with the first month) for $months months at $sale%',
    (row) => {
      const result = calculateMonthTotal({
        total: row.total,
        totalFirstMonth: row.first,
        months: row.months,
        salePercent: row.sale,
      });
      expect(result).toMatchObject({
        total: row.expectedTotal,
        total_with_first_month: row.withFirst,
        text: row.text,
        months_count: row.months,
      });
    },
  );
});

describe('formatSaleText', () => {
  it.each([
    { sale: 0, expected: '' },
    { sale: 5, expected: '\u22125%' },
    { sale: 15, expected: '\u221215%' },
  ])('writes a $sale% sale as «$expected»', ({ sale, expected }) => {
    expect(formatSaleText(sale)).toBe(expected);
  });
});

describe('calculateMonthTotals', () => {
  it('prices every whole-month option and ignores the rest', () => {
    const months = param(7, 'pay_months_count', 'RADIO_BTN', [
      option('1', null),
      option(3, null, { sale: 5 }),
      option('полгода', null, { sale: 10 }),
      option(0, null),
    ]);
    expect(Object.keys(calculateMonthTotals(months, 100, 50))).toEqual(['1', '3']);
  });

  it('has no periods without a pay_months_count param', () => {
    expect(calculateMonthTotals(undefined, 100, 50)).toEqual({});
  });
});

describe('amountToPay (§5)', () => {
  const totals = {
    3: calculateMonthTotal({ total: 15600, totalFirstMonth: 13800, months: 3, salePercent: 5 }),
  };

  it.each([
    { showFirstMonth: true, months: 3, expected: 43440 },
    { showFirstMonth: false, months: 3, expected: 44460 },
    { showFirstMonth: true, months: 6, expected: null },
  ])(
    'charges $expected ₽ for $months months when the first month is shown: $showFirstMonth',
    (row) => {
      expect(amountToPay(totals, row.months, row.showFirstMonth)).toBe(row.expected);
    },
  );
});
