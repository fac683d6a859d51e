import { describe, expect, it } from 'vitest';

import { deltaTone, formatDelta, formatTotal } from './model.ts';

describe('management graphs model', () => {
  it.each([
    [{ kopecks: 100, percent: 12.5 }, '+12,5\u00a0%'],
    [{ kopecks: -100, percent: -3 }, '−3\u00a0%'],
    [{ kopecks: 120_000_000, percent: null }, '+1,2 млн\u00a0₽'],
    [{ kopecks: null, percent: null }, '—'],
  ])('writes the change %o as %s', (delta, text) => {
    expect(formatDelta(delta)).toBe(text);
  });

  it('colours growing expenses as bad and growing revenue as good', () => {
    expect(deltaTone('expenses', { kopecks: 5, percent: 1 })).toBe('bad');
    expect(deltaTone('revenue', { kopecks: 5, percent: 1 })).toBe('good');
    expect(deltaTone('payables', { kopecks: -5, percent: -1 })).toBe('good');
    expect(deltaTone('profit', { kopecks: 0, percent: 0 })).toBe('neutral');
  });

  it('says when a level is not known', () => {
    expect(formatTotal(null)).toBe('нет данных');
  });
});
