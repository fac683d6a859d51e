import { describe, expect, it } from 'vitest';

import { calculateTariffs } from './calculate-tariffs.ts';
import {
  option,
  param,
  tariff,
  workedParams,
  workedTariff,
  workedValues,
} from './tariffs.fixtures.ts';
import type { ParamValues, Tariff, TariffParam } from './tariffs.schemas.ts';

function price(
  values: ParamValues,
  params: TariffParam[] = workedParams,
  tariffs: Tariff[] = [workedTariff],
) {
  return calculateTariffs({ params, tariffs, values, companyTariffs: [] });
}

describe('the worked example of TARIFF-PRICING §6', () => {
  const result = price(workedValues);
  const [priced] = result.tariffs;

  it('is complete, without problems, and shows the first-month price to a new company', () => {
    expect(result).toMatchObject({
      complete: true,
      missing: [],
      problems: [],
      show_first_month: true,
    });
  });

  it('costs 15 600 ₽ a month and 13 800 ₽ for the first month', () => {
    expect(priced).toMatchObject({
      id: 1,
      slug: 'tariff_1',
      total: 15600,
      total_first_month: 13800,
    });
  });

  it.each([
    { n: 1, sale: 0, saleText: '', text: '1 месяц', total: 15600, withFirst: 13800 },
    { n: 3, sale: 5, saleText: '\u22125%', text: '3 месяца', total: 44460, withFirst: 43440 },
    { n: 6, sale: 10, saleText: '\u221210%', text: '6 месяцев', total: 84240, withFirst: 84000 },
    {
      n: 12,
      sale: 15,
      saleText: '\u221215%',
      text: '12 месяцев',
      total: 159120,
      withFirst: 159660,
    },
  ])('charges $total ₽ ($withFirst ₽ with the first month) for $n months at $sale% off', (row) => {
    expect(priced?.totals[row.n]).toEqual({
      months_count: row.n,
      sale: row.sale,
      sale_text: row.saleText,
      text: row.text,
      total: row.total,
      total_with_first_month: row.withFirst,
    });
  });
});

describe('empty params stop the calculation (§1.5)', () => {
  it('lists every empty param in wizard order and prices nothing', () => {
    const result = price({ ...workedValues, users: null, legal_form: '', employees: undefined });
    expect(result).toMatchObject({
      complete: false,
      missing: ['legal_form', 'employees', 'users'],
      tariffs: [],
    });
  });

  it.each([
    { value: 0, slug: 'employees' },
    { value: [], slug: 'extras' },
    { value: false, slug: 'extras' },
  ])('treats $value in $slug as a value, not as empty', ({ value, slug }) => {
    expect(price({ ...workedValues, [slug]: value }).complete).toBe(true);
  });

  it('still prices every period when pay_months_count is empty', () => {
    const result = price({ ...workedValues, pay_months_count: null });
    expect(result.complete).toBe(true);
    expect(Object.keys(result.tariffs[0]?.totals ?? {})).toEqual(['1', '3', '6', '12']);
  });

  it('never waits for a HIDDEN or a TARIFFS param', () => {
    const params = [
      ...workedParams,
      param(8, 'promo', 'HIDDEN', [option('spring', 100)]),
      param(9, 'tariff_id', 'TARIFFS', []),
    ];
    expect(price(workedValues, params)).toMatchObject({ complete: true, missing: [] });
  });
});

describe('RADIO values that match no option (§1.2)', () => {
  const withDefault = workedParams.map((p) =>
    p.slug === 'tax_system' ? { ...p, settings: { default_value: 'osno' } } : p,
  );

  it('takes the default option when it exists', () => {
    expect(price({ ...workedValues, tax_system: 'патент' }, withDefault).tariffs[0]?.total).toBe(
      18100,
    );
  });

  it('is cleared, and so missing, without a matching default', () => {
    expect(price({ ...workedValues, tax_system: 'патент' }).missing).toEqual(['tax_system']);
  });
});

describe('params that depend on a parent (§1.3)', () => {
  const params = [
    ...workedParams,
    param(10, 'bank_client', 'CHECKBOX', [option('yes', 1000)]),
    param(11, 'bank_accounts', 'COUNTER', [option(1, 200)], { parent_id: 10 }),
    param(12, 'bank_currency', 'RADIO', [option('usd', 50)], { parent_id: 11 }),
  ];

  it.each([
    { parent: false, child: null, grandchild: null, complete: true, total: 15600 },
    { parent: true, child: null, grandchild: null, complete: false, total: undefined },
    { parent: true, child: 2, grandchild: 'usd', complete: true, total: 17050 },
    { parent: true, child: 0, grandchild: null, complete: true, total: 16600 },
    { parent: false, child: 5, grandchild: 'usd', complete: true, total: 15600 },
  ])('with bank client $parent and $child accounts: complete $complete, total $total', (row) => {
    const values = {
      ...workedValues,
      bank_client: row.parent,
      bank_accounts: row.child,
      bank_currency: row.grandchild,
    };
    const result = price(values, params);
    expect(result.complete).toBe(row.complete);
    expect(result.tariffs[0]?.total).toBe(row.total);
  });
});

describe('tariff-specific prices and skips (§1.4, §2)', () => {
  // The worked example's additions other than tax_system: per month and for the first month.
  const REST = 1000 + 1500 + 5000 + 600 + 1000;
  const REST_FIRST = 1000 + 1500 + 5000 + 600 + 700 + 0;
  const tariff2 = tariff(2, 'tariff_2', 9000, {
    tax_system: { options: [{ value: 'usn15', price: 2500, first_month_price: 1000 }] },
    tariff_first_month_price: 4000,
  });

  it('uses a tariff own option prices and first-month tariff price', () => {
    const [, second] = price(workedValues, workedParams, [workedTariff, tariff2]).tariffs;
    expect(second).toMatchObject({
      total: 9000 + REST + 2500,
      total_first_month: 4000 + REST_FIRST + 1000,
    });
  });

  it.each([{ skip: ['tariff_2'] }, { skip: [2] }, { skip: ['2'] }])(
    'skips users for a tariff listed as $skip in tariffs_to_skip',
    ({ skip }) => {
      const params = workedParams.map((p) =>
        p.slug === 'users' ? { ...p, settings: { tariffs_to_skip: skip } } : p,
      );
      const [first, second] = price(workedValues, params, [workedTariff, tariff2]).tariffs;
      expect(first?.total).toBe(15600);
      expect(second?.total).toBe(9000 + REST + 2500 - 600);
    },
  );

  it('reports a missing price, counts it as 0, and still prices the other tariffs', () => {
    const params = workedParams.map((p) =>
      p.slug === 'tax_system' ? { ...p, options: [option('usn6', 0), option('usn15', null)] } : p,
    );
    const tariff3 = tariff(3, 'tariff_3', 5000);
    const result = price(workedValues, params, [tariff2, tariff3]);
    expect(result.problems).toEqual([
      'Нет цены для параметра tax_system (usn15) в тарифе tariff_3',
    ]);
    expect(result.tariffs.map((t) => t.total)).toEqual([9000 + REST + 2500, 5000 + REST + 0]);
  });
});

describe('which figure the company pays (§5)', () => {
  it.each([
    { statuses: [], expected: true },
    { statuses: ['DRAFT'], expected: true },
    { statuses: ['ACTIVE'], expected: false },
    { statuses: ['WAITING_NEXT_MONTH'], expected: false },
  ])('shows the first month to a company with $statuses: $expected', ({ statuses, expected }) => {
    const companyTariffs = statuses.map((status) => ({ status }));
    const result = calculateTariffs({
      params: workedParams,
      tariffs: [workedTariff],
      values: workedValues,
      companyTariffs,
    });
    expect(result.show_first_month).toBe(expected);
  });
});
