import { describe, expect, it } from 'vitest';

import { calculateTariffs } from './calculate-tariffs.ts';
import { coversAnswers, recommendTariff, tariffInclusions } from './tariff-recommendation.ts';
import { option, param, tariff } from './tariffs.fixtures.ts';
import type { ParamValues } from './tariffs.schemas.ts';

/** A small catalogue like the firm's: the basic tariff has no management reports. */
const params = [
  param(1, 'legal_form', 'RADIO_BTN', [option('ooo', 1000), option('ip', 0)]),
  param(
    2,
    'management_reports',
    'CHECKBOX',
    [option('pnl', 3000, { label: 'Отчёт о прибылях и убытках' }), option('balance', 4000)],
    { default_value: [], tariffs_to_skip: ['tariff_1'] },
  ),
  param(
    3,
    'management_frequency',
    'RADIO_BTN',
    [option('monthly', 0), option('weekly', 5000, { label: 'Каждую неделю' })],
    { parent_id: 2, tariffs_to_skip: ['tariff_1'] },
  ),
  param(4, 'accounting_system', 'RADIO', [
    option('ours', 0, { label: 'В нашей 1С' }),
    option('1c_client', 2000, { label: 'В вашей базе 1С' }),
  ]),
];
const free = (...values: string[]) => ({ options: values.map((value) => ({ value, price: 0 })) });
const tariffs = [
  tariff(1, 'tariff_1', 2500),
  tariff(2, 'tariff_2', 8000, {
    management_reports: free('pnl'),
    accounting_system: free('1c_client'),
  }),
  tariff(3, 'tariff_3', 14000, {
    management_reports: free('pnl', 'balance'),
    management_frequency: free('weekly'),
    accounting_system: free('1c_client'),
  }),
];

function recommend(values: ParamValues, catalogue = tariffs) {
  const calculation = calculateTariffs({ params, tariffs: catalogue, values, companyTariffs: [] });
  return recommendTariff({ params, tariffs: catalogue, values, calculation });
}

const base = { legal_form: 'ooo', accounting_system: 'ours' };

describe('recommendTariff: the cheapest tariff that covers the answers', () => {
  it.each([
    ['no management reports: the basic tariff', { ...base, management_reports: [] }, 1],
    [
      'ОПиУ monthly: the basic skips reports, «Финансовый» includes ОПиУ',
      { ...base, management_reports: ['pnl'], management_frequency: 'monthly' },
      2,
    ],
    [
      'ОПиУ and balance weekly: tariff_2 would cost 8000 + 4000 + 5000, tariff_3 is 14000',
      { ...base, management_reports: ['pnl', 'balance'], management_frequency: 'weekly' },
      3,
    ],
    [
      'the client’s own 1С without reports: the basic with its extra charge is still cheapest',
      { ...base, accounting_system: '1c_client', management_reports: [] },
      1,
    ],
  ])('%s', (_name, values, expected) => {
    expect(recommend(values as ParamValues)).toBe(expected);
  });

  it('recommends nothing until every required answer is given (no prices yet)', () => {
    expect(recommend({ management_reports: [] })).toBeNull();
  });

  it('recommends nothing when no tariff covers the answers', () => {
    const values = { ...base, management_reports: ['pnl'], management_frequency: 'monthly' };
    expect(recommend(values, [tariffs[0]!])).toBeNull();
  });

  it('on equal prices keeps the catalogue order', () => {
    const same = [tariff(5, 'tariff_5', 3000), tariff(6, 'tariff_6', 3000)];
    expect(recommend({ ...base, management_reports: [] }, same)).toBe(5);
  });
});

describe('coversAnswers', () => {
  it('ignores a skipped param answered with nothing and an inactive child', () => {
    const values = { ...base, management_reports: [], management_frequency: 'weekly' };
    expect(coversAnswers(tariffs[0]!, params, values)).toBe(true);
  });

  it('a skipped param with an answer is not covered', () => {
    expect(coversAnswers(tariffs[0]!, params, { ...base, management_reports: ['pnl'] })).toBe(
      false,
    );
  });
});

describe('tariffInclusions: options the tariff gives at 0 ₽', () => {
  it.each([
    [tariffs[0]!, []],
    [tariffs[1]!, ['Отчёт о прибылях и убытках', 'В вашей базе 1С']],
    [tariffs[2]!, ['Отчёт о прибылях и убытках', 'balance', 'Каждую неделю', 'В вашей базе 1С']],
  ])('%o', (item, expected) => {
    expect(tariffInclusions(item, params)).toEqual(expected);
  });

  it('leaves out options that cost nothing anyway and params skipped for the tariff', () => {
    const odd = tariff(9, 'tariff_1', 100, {
      management_reports: free('pnl'),
      accounting_system: free('ours'),
    });
    expect(tariffInclusions(odd, params)).toEqual([]);
  });
});
