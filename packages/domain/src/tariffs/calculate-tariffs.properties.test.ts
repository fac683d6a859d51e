import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { calculateTariffs } from './calculate-tariffs.ts';
import { calculateMonthTotal, discountedMonth } from './month-totals.ts';
import { tariff, workedParams, workedValues } from './tariffs.fixtures.ts';

const money = fc.integer({ min: 0, max: 1_000_000 });
const percent = fc.integer({ min: 0, max: 100 });
const months = fc.integer({ min: 1, max: 36 });

const wizardValues = fc.record({
  legal_form: fc.constantFrom('ooo', 'ip'),
  tax_system: fc.constantFrom('usn6', 'usn15', 'osno'),
  employees: fc.integer({ min: -5, max: 500 }),
  operations: fc.integer({ min: -5, max: 1000 }),
  users: fc.integer({ min: 0, max: 50 }),
  extras: fc.subarray(['realty', 'transport']),
});

describe('pricing properties', () => {
  it('always gives whole, non-negative totals, never above the monthly one in the first month', () => {
    fc.assert(
      fc.property(money, wizardValues, (tariffPrice, values) => {
        const result = calculateTariffs({
          params: workedParams,
          tariffs: [tariff(1, 'tariff_1', tariffPrice)],
          values: { ...workedValues, ...values },
          companyTariffs: [],
        });
        const [priced] = result.tariffs;
        expect(priced).toBeDefined();
        if (!priced) return;
        for (const amount of [priced.total, priced.total_first_month]) {
          expect(Number.isInteger(amount) && amount >= 0).toBe(true);
        }
        expect(priced.total_first_month).toBeLessThanOrEqual(priced.total);
        for (const period of Object.values(priced.totals)) {
          expect(Number.isInteger(period.total) && period.total >= 0).toBe(true);
          expect(Number.isInteger(period.total_with_first_month)).toBe(true);
        }
      }),
    );
  });

  it('rounds a discounted month up exactly: the smallest whole rouble not below the rational price', () => {
    fc.assert(
      fc.property(money, percent, (total, sale) => {
        const month = discountedMonth(total, sale);
        expect(month * 100).toBeGreaterThanOrEqual(total * (100 - sale));
        expect((month - 1) * 100).toBeLessThan(total * (100 - sale));
      }),
    );
  });

  it('never charges less in total for more months at the same sale', () => {
    fc.assert(
      fc.property(money, money, percent, months, months, (total, first, sale, a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        const price = (n: number) =>
          calculateMonthTotal({ total, totalFirstMonth: first, months: n, salePercent: sale });
        expect(price(longer).total).toBeGreaterThanOrEqual(price(shorter).total);
        expect(price(longer).total_with_first_month).toBeGreaterThanOrEqual(
          price(shorter).total_with_first_month,
        );
      }),
    );
  });

  it('replaces exactly one discounted month by the first-month total', () => {
    fc.assert(
      fc.property(money, money, percent, months, (total, first, sale, n) => {
        const period = calculateMonthTotal({
          total,
          totalFirstMonth: first,
          months: n,
          salePercent: sale,
        });
        const month = discountedMonth(total, sale);
        expect(period.total_with_first_month - period.total).toBe(first - month);
        if (n === 1) expect(period.total_with_first_month).toBe(first);
      }),
    );
  });
});
