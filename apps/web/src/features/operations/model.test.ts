import { describe, expect, it } from 'vitest';

import { amountError, EMPTY_FILTER_FORM, filterOf, filterQuery, importShare } from './model.ts';

describe('operations filters', () => {
  it('turns typed roubles into kopecks and drops the empty fields', () => {
    const filter = filterOf({
      ...EMPTY_FILTER_FORM,
      direction: 'out',
      amountMin: '15 000,50',
      amountMax: 'много',
      search: '  аренда ',
    });
    expect(filter).toMatchObject({ direction: 'out', amount_min: 1_500_050, search: 'аренда' });
    expect(filter.amount_max).toBeUndefined();
    expect(filterQuery(filter)).toEqual({
      direction: 'out',
      amount_min: '1500050',
      search: 'аренда',
    });
    expect(amountError('много')).toBe('Сумма в рублях, например 15 000,50');
    expect(amountError('100')).toBeNull();
  });

  it('fills the bar by the upload, then by the lines imported', () => {
    expect(importShare({ uploaded: 0.5, processed: 0, total: 0 })).toBe(10);
    expect(importShare({ uploaded: 1, processed: 500, total: 1000 })).toBe(60);
    expect(importShare({ uploaded: 1, processed: 1000, total: 1000 })).toBe(100);
  });
});
