import { describe, expect, it } from 'vitest';

import { calculateTariffs } from './calculate-tariffs.ts';
import { toTariffTotalsWire } from './tariff-totals-wire.ts';
import { workedParams, workedTariff, workedValues } from './tariffs.fixtures.ts';

describe('toTariffTotalsWire', () => {
  it('names the periods of the worked example total_1, total_3, total_6 and total_12', () => {
    const [priced] = calculateTariffs({
      params: workedParams,
      tariffs: [workedTariff],
      values: workedValues,
      companyTariffs: [],
    }).tariffs;
    if (!priced) throw new Error('the worked example must be priced');
    const wire = toTariffTotalsWire(priced);
    expect(Object.keys(wire)).toEqual([
      'total',
      'total_first_month',
      'total_1',
      'total_3',
      'total_6',
      'total_12',
    ]);
    expect(wire.total_3).toMatchObject({
      total: 44460,
      total_with_first_month: 43440,
      text: '3 месяца',
    });
  });
});
