import { describe, expect, it } from 'vitest';

import {
  initialWizardValues,
  isActivatingValue,
  isEmptyValue,
  isSkippedForTariff,
  normalizeParamValue,
  normalizeValuesForSending,
} from './normalize-values.ts';
import { option, param, tariff } from './tariffs.fixtures.ts';

describe('empty values (§1.1)', () => {
  it.each([
    { value: null, empty: true, activating: false },
    { value: undefined, empty: true, activating: false },
    { value: '', empty: true, activating: false },
    { value: 0, empty: false, activating: false },
    { value: false, empty: false, activating: false },
    { value: [], empty: false, activating: false },
    { value: 'ooo', empty: false, activating: true },
    { value: 3, empty: false, activating: true },
    { value: true, empty: false, activating: true },
    { value: ['realty'], empty: false, activating: true },
  ])('$value is empty: $empty, activates children: $activating', ({ value, empty, activating }) => {
    expect(isEmptyValue(value)).toBe(empty);
    expect(isActivatingValue(value)).toBe(activating);
  });
});

describe('RADIO values that match no option (§1.2)', () => {
  const options = [option('usn6', 0), option('usn15', 1500)];
  const radio = param(2, 'tax_system', 'RADIO', options, { default_value: 'usn6' });
  const noDefault = param(2, 'tax_system', 'RADIO_BTN', options);
  const badDefault = param(2, 'tax_system', 'RADIO', options, { default_value: 'osno' });
  const months = param(7, 'pay_months_count', 'RADIO_BTN', [option(3, null)]);

  it.each([
    { p: radio, value: 'usn15', expected: 'usn15' },
    { p: radio, value: 'патент', expected: 'usn6' },
    { p: noDefault, value: 'патент', expected: null },
    { p: badDefault, value: 'патент', expected: null },
    { p: radio, value: null, expected: null },
    { p: radio, value: '', expected: '' },
    { p: months, value: '3', expected: 3 },
  ])('$p.type $p.slug set to «$value» becomes $expected', ({ p, value, expected }) => {
    expect(normalizeParamValue(p, value)).toBe(expected);
  });

  it('leaves other types alone', () => {
    const counter = param(3, 'employees', 'COUNTER', [option(1, 500)]);
    expect(normalizeParamValue(counter, 42)).toBe(42);
  });
});

describe('isSkippedForTariff (§1.4)', () => {
  const t2 = tariff(2, 'tariff_2', 9000);
  it.each([
    { skip: ['tariff_2'], expected: true },
    { skip: [2], expected: true },
    { skip: ['tariff_3', 3], expected: false },
    { skip: undefined, expected: false },
  ])('skips the param for tariff_2 with tariffs_to_skip $skip: $expected', ({ skip, expected }) => {
    const p = param(5, 'users', 'USERS', [option(1, 300)], { tariffs_to_skip: skip });
    expect(isSkippedForTariff(p, t2)).toBe(expected);
  });
});

describe('initialWizardValues (§1.5)', () => {
  it('starts each param from its value, else from its default', () => {
    const params = [
      {
        ...param(1, 'legal_form', 'RADIO_BTN', [option('ooo', 1000), option('ip', 0)]),
        value: 'ip',
      },
      param(2, 'tax_system', 'RADIO', [option('usn6', 0)], { default_value: 'usn6' }),
      param(3, 'employees', 'COUNTER', [option(1, 500)]),
    ];
    expect(initialWizardValues(params)).toEqual({
      legal_form: 'ip',
      tax_system: 'usn6',
      employees: null,
    });
  });
});

describe('normalizeValuesForSending (§1.6)', () => {
  const params = [
    param(3, 'employees', 'COUNTER', [option(1, 500)], { not_empty_value: 0 }),
    param(6, 'extras', 'CHECKBOX', [option('realty', 700)], { not_empty_value: [] }),
    param(8, 'comment', 'HIDDEN', []),
    param(2, 'tax_system', 'RADIO', [option('usn6', 0)], { default_value: 'usn6' }),
  ];

  it.each([
    {
      values: { employees: null, extras: '' },
      expected: { employees: 0, extras: [], comment: undefined },
    },
    {
      values: { employees: 5, extras: ['realty'] },
      expected: { employees: 5, extras: ['realty'], comment: undefined },
    },
    { values: { comment: null }, expected: { employees: 0, extras: [], comment: null } },
  ])('sends $values as $expected', ({ values, expected }) => {
    const sent = normalizeValuesForSending(params, values);
    expect({ employees: sent.employees, extras: sent.extras, comment: sent.comment }).toEqual(
      expected,
    );
  });

  it('also replaces a RADIO value that matches no option before sending', () => {
    expect(normalizeValuesForSending(params, { tax_system: 'патент' }).tax_system).toBe('usn6');
  });
});
