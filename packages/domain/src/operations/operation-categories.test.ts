import { describe, expect, it } from 'vitest';

import {
  OPERATION_CATEGORIES,
  operationCategory,
  operationCategoryName,
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
});
