import { describe, expect, it } from 'vitest';

import {
  ceilDiv,
  findOptionPrice,
  missingPriceProblem,
  toUnits,
  UNITS_PER_ROUBLE,
} from './option-price.ts';
import { option, param, tariff } from './tariffs.fixtures.ts';

const taxSystem = param(2, 'tax_system', 'RADIO', [
  option('usn6', 0),
  option('usn15', 1500, { first_month_price: 0 }),
  option('osno', 4000, { first_month_sale: 50 }),
  option('patent', null),
  option('eshn', 3000, { first_month_price: 2000, first_month_sale: 25 }),
]);
const inRoubles = (price: { monthly: number; firstMonth: number } | null) =>
  price && {
    monthly: price.monthly / UNITS_PER_ROUBLE,
    first: price.firstMonth / UNITS_PER_ROUBLE,
  };

describe('findOptionPrice (§2)', () => {
  const plain = tariff(1, 'tariff_1', 5000);
  const own = tariff(2, 'tariff_2', 9000, {
    tax_system: {
      options: [
        { value: 'usn6', price: 700 },
        { value: 'osno', price: 5000, first_month_price: 3000 },
        { value: 'patent', price: 800, first_month_price: null },
        { value: 'usn15', price: null },
      ],
    },
  });

  it.each([
    { t: plain, value: 'usn6', expected: { monthly: 0, first: 0 } },
    { t: plain, value: 'usn15', expected: { monthly: 1500, first: 0 } },
    { t: plain, value: 'osno', expected: { monthly: 4000, first: 2000 } },
    { t: plain, value: 'eshn', expected: { monthly: 3000, first: 1500 } },
    { t: plain, value: 'patent', expected: null },
    { t: own, value: 'usn6', expected: { monthly: 700, first: 700 } },
    { t: own, value: 'osno', expected: { monthly: 5000, first: 1500 } },
    { t: own, value: 'patent', expected: { monthly: 800, first: 800 } },
    { t: own, value: 'usn15', expected: { monthly: 1500, first: 0 } },
  ])('prices $value in $t.slug as $expected', ({ t, value, expected }) => {
    expect(inRoubles(findOptionPrice(t, taxSystem, value))).toEqual(expected);
  });

  it('keeps an odd first-month price exact: 333 ₽ at 50 % off is 166.5 ₽', () => {
    const p = param(3, 'p', 'RADIO', [option('a', 333, { first_month_sale: 50 })]);
    expect(findOptionPrice(plain, p, 'a')?.firstMonth).toBe(1_665_000);
  });

  it('matches option values given as numbers or strings', () => {
    const months = param(4, 'employees', 'RADIO', [option(3, 100)]);
    expect(inRoubles(findOptionPrice(plain, months, '3'))).toEqual({ monthly: 100, first: 100 });
  });
});

describe('integer helpers', () => {
  it.each([
    { a: 300, b: 100, expected: 3 },
    { a: 301, b: 100, expected: 4 },
    { a: 0, b: 100, expected: 0 },
    { a: -150, b: 100, expected: -1 },
  ])('ceilDiv($a, $b) = $expected', ({ a, b, expected }) => {
    expect(ceilDiv(a, b)).toBe(expected);
  });

  it.each([
    { roubles: 1500, units: 15_000_000 },
    { roubles: 0.1, units: 1_000 },
    { roubles: 19.99, units: 199_900 },
  ])('toUnits($roubles) = $units', ({ roubles, units }) => {
    expect(toUnits(roubles)).toBe(units);
  });
});

describe('missingPriceProblem', () => {
  it('names the param, the option and the tariff', () => {
    expect(missingPriceProblem({ slug: 'tax_system' }, { slug: 'tariff_2' }, 'usn15')).toBe(
      'Нет цены для параметра tax_system (usn15) в тарифе tariff_2',
    );
  });
});
