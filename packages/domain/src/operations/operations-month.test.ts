import { describe, expect, it } from 'vitest';

import { monthCountText } from './operations-month.ts';
import {
  decodeOperationsCursor,
  encodeOperationsCursor,
  operationsFilterSchema,
} from './operations.schemas.ts';

describe('monthCountText', () => {
  it.each([
    ['2026-10', 137, 100, 'В тарифе до 100 операций, в октябре 137'],
    ['2026-05', 3, 21, 'В тарифе до 21 операции, в мае 3'],
    ['2026-01', 1, null, 'В январе 1 операция'],
    ['2026-12', 24, null, 'В декабре 24 операции'],
    ['2026-03', 11, null, 'В марте 11 операций'],
  ])('%s, %i of %s', (month, count, included, text) => {
    expect(monthCountText(month, count, included)).toBe(text);
  });
});

describe('operations filter and cursor', () => {
  it('reads the cursor back and refuses a reversed period in Russian', () => {
    expect(decodeOperationsCursor(encodeOperationsCursor({ date: '2026-10-31', id: 77 }))).toEqual({
      date: '2026-10-31',
      id: 77,
    });
    expect(decodeOperationsCursor('2026-10-31.0')).toBeNull();
    const result = operationsFilterSchema.safeParse({ from: '2026-11-01', to: '2026-10-01' });
    expect(result.error?.issues[0]?.message).toBe('Начало периода позже конца.');
  });
});
