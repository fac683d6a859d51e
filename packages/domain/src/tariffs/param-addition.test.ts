import { describe, expect, it } from 'vitest';

import { UNITS_PER_ROUBLE } from './option-price.ts';
import { calculateParamAddition } from './param-addition.ts';
import { option, param, tariff, workedParams } from './tariffs.fixtures.ts';
import type { ParamValue, TariffParam } from './tariffs.schemas.ts';

const T = tariff(1, 'tariff_1', 5000);
const bySlug = (slug: string) => workedParams.find((p) => p.slug === slug) as TariffParam;

function add(p: TariffParam, value: ParamValue | undefined) {
  const { monthly, firstMonth, problems } = calculateParamAddition(p, value, T);
  return { monthly: monthly / UNITS_PER_ROUBLE, first: firstMonth / UNITS_PER_ROUBLE, problems };
}

describe('what each param type adds (§3)', () => {
  it.each([
    { slug: 'legal_form', value: 'ooo', monthly: 1000, first: 1000 },
    { slug: 'legal_form', value: 'ip', monthly: 0, first: 0 },
    { slug: 'tax_system', value: 'usn15', monthly: 1500, first: 0 },
    { slug: 'tax_system', value: 'osno', monthly: 4000, first: 2000 },
    { slug: 'extras', value: ['realty', 'transport'], monthly: 1000, first: 700 },
    { slug: 'extras', value: ['transport'], monthly: 300, first: 0 },
    { slug: 'extras', value: ['realty', 'realty'], monthly: 700, first: 700 },
    { slug: 'extras', value: [], monthly: 0, first: 0 },
    { slug: 'employees', value: 3, monthly: 1500, first: 1500 },
    { slug: 'employees', value: '4', monthly: 2000, first: 2000 },
    { slug: 'employees', value: -2, monthly: 0, first: 0 },
    { slug: 'employees', value: 0, monthly: 0, first: 0 },
    { slug: 'users', value: 1, monthly: 0, first: 0 },
    { slug: 'users', value: 2, monthly: 0, first: 0 },
    { slug: 'users', value: 3, monthly: 300, first: 300 },
    { slug: 'users', value: 4, monthly: 600, first: 600 },
    { slug: 'operations', value: 0, monthly: 0, first: 0 },
    { slug: 'operations', value: -10, monthly: 0, first: 0 },
    { slug: 'operations', value: 30, monthly: 0, first: 0 },
    { slug: 'operations', value: 31, monthly: 2000, first: 2000 },
    { slug: 'operations', value: 100, monthly: 2000, first: 2000 },
    { slug: 'operations', value: 120, monthly: 5000, first: 5000 },
    { slug: 'operations', value: 5000, monthly: 5000, first: 5000 },
    { slug: 'pay_months_count', value: 12, monthly: 0, first: 0 },
  ])('$slug = $value adds $monthly ₽ a month and $first ₽ in the first month', (row) => {
    expect(add(bySlug(row.slug), row.value)).toEqual({
      monthly: row.monthly,
      first: row.first,
      problems: [],
    });
  });

  it.each([
    { value: true, monthly: 900 },
    { value: false, monthly: 0 },
    { value: ['online_cashbox'], monthly: 900 },
  ])('a one-option CHECKBOX set to $value adds $monthly ₽', ({ value, monthly }) => {
    const cashbox = param(20, 'online_cashbox', 'CHECKBOX', [option('online_cashbox', 900)]);
    expect(add(cashbox, value).monthly).toBe(monthly);
  });

  it('sorts COMPARISON options by comparison_value before choosing', () => {
    const unsorted = param(21, 'operations', 'COMPARISON', [
      option('до 300', 5000, { comparison_value: 300 }),
      option('до 30', 0, { comparison_value: 30 }),
      option('до 100', 2000, { comparison_value: 100 }),
    ]);
    expect(add(unsorted, 50).monthly).toBe(2000);
    expect(add(unsorted, 301).monthly).toBe(5000);
  });

  it.each([
    { value: 'spring', monthly: 100 },
    { value: 'unknown', monthly: 0 },
    { value: null, monthly: 0 },
  ])('a HIDDEN param set to $value adds $monthly ₽', ({ value, monthly }) => {
    const hidden = param(22, 'promo', 'HIDDEN', [option('spring', 100)]);
    expect(add(hidden, value)).toEqual({ monthly, first: monthly, problems: [] });
  });

  it('a TARIFFS param adds nothing: it only chooses the tariff', () => {
    expect(add(param(23, 'tariff_id', 'TARIFFS', [option(2, 999)]), 2).monthly).toBe(0);
  });

  it.each([
    {
      type: 'RADIO' as const,
      options: [option('usn15', null)],
      value: 'usn15',
      problem: 'Нет цены для параметра p (usn15) в тарифе tariff_1',
    },
    {
      type: 'CHECKBOX' as const,
      options: [option('realty', null)],
      value: ['realty'],
      problem: 'Нет цены для параметра p (realty) в тарифе tariff_1',
    },
    {
      type: 'COUNTER' as const,
      options: [],
      value: 2,
      problem: 'Нет цены для параметра p в тарифе tariff_1',
    },
    {
      type: 'COMPARISON' as const,
      options: [],
      value: 2,
      problem: 'Нет цены для параметра p в тарифе tariff_1',
    },
  ])(
    'reports a $type option without a price and counts it as 0',
    ({ type, options, value, problem }) => {
      expect(add(param(24, 'p', type, options), value)).toEqual({
        monthly: 0,
        first: 0,
        problems: [problem],
      });
    },
  );

  it('does not complain about a missing unit price when nothing is counted', () => {
    expect(add(param(25, 'p', 'COUNTER', []), 0).problems).toEqual([]);
  });
});
