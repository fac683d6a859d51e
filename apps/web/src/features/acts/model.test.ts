import { describe, expect, it } from 'vitest';

import { lastClosedMonth, lastMonthRange } from './model.ts';

describe('acts model', () => {
  it('finds the month to close', () => {
    expect(lastClosedMonth('2027-01-15')).toBe('2026-12');
    expect(lastMonthRange('2026-03-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});
