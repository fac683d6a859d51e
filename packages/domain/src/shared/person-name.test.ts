import { describe, expect, it } from 'vitest';

import { formatPersonName } from './person-name.ts';

describe('formatPersonName', () => {
  it.each([
    { parts: ['Смирнова', 'Мария', 'Ивановна'], expected: 'Смирнова Мария Ивановна' },
    { parts: [null, 'Мария', undefined], expected: 'Мария' },
    { parts: ['', ' Мария ', '  '], expected: 'Мария' },
    { parts: [null, null], expected: '' },
  ])('joins $parts as «$expected»', ({ parts, expected }) => {
    expect(formatPersonName(...parts)).toBe(expected);
  });
});
