import { describe, expect, it } from 'vitest';

import {
  categoryFits,
  countsInProfit,
  countsInTurnover,
  OPERATION_CATEGORIES,
  operationCategory,
  operationCategoryName,
  OWN_TRANSFER_CATEGORY,
  UNSORTED_CATEGORY,
} from './operation-categories.ts';

describe('operation categories', () => {
  it('has unique codes, and the unsorted categories exist on their own side', () => {
    const codes = OPERATION_CATEGORIES.map((category) => category.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(operationCategory(UNSORTED_CATEGORY.in)?.direction).toBe('in');
    expect(operationCategory(UNSORTED_CATEGORY.out)?.direction).toBe('out');
  });

  it('names a code, and shows an unknown one as it is', () => {
    expect(operationCategoryName('taxes')).toBe('Налоги и взносы');
    expect(operationCategoryName('gone')).toBe('gone');
  });

  it('names the transfer between own accounts under a stable slug', () => {
    expect(OWN_TRANSFER_CATEGORY).toBe('own_transfer');
    expect(operationCategoryName('own_transfer')).toBe('Перевод между своими счетами');
  });

  it.each([
    ['revenue', true, true],
    ['suppliers', true, true],
    ['owner_in', true, false],
    ['loans_repaid', true, false],
    ['own_transfer', false, false],
  ])('%s: in turnover %s, in profit %s', (code, turnover, profit) => {
    expect(countsInTurnover(code)).toBe(turnover);
    expect(countsInProfit(code)).toBe(profit);
  });

  it.each([
    ['taxes', 'out', true],
    ['taxes', 'in', false],
    ['own_transfer', 'in', true],
    ['own_transfer', 'out', true],
    ['gone', 'in', false],
  ] as const)('%s fits %s: %s', (code, direction, fits) => {
    expect(categoryFits(code, direction)).toBe(fits);
  });
});
