import { describe, expect, it } from 'vitest';

import { formatCount, MONTH_FORMS, pluralRu } from './plural.ts';

const COMPANY: readonly [string, string, string] = ['компания', 'компании', 'компаний'];

describe('pluralRu', () => {
  it.each([
    { n: 1, expected: 'компания' },
    { n: 2, expected: 'компании' },
    { n: 4, expected: 'компании' },
    { n: 5, expected: 'компаний' },
    { n: 0, expected: 'компаний' },
    { n: 11, expected: 'компаний' },
    { n: 12, expected: 'компаний' },
    { n: 14, expected: 'компаний' },
    { n: 19, expected: 'компаний' },
    { n: 21, expected: 'компания' },
    { n: 22, expected: 'компании' },
    { n: 25, expected: 'компаний' },
    { n: 101, expected: 'компания' },
    { n: 111, expected: 'компаний' },
    { n: 112, expected: 'компаний' },
    { n: -1, expected: 'компания' },
  ])('calls $n of them «$expected»', ({ n, expected }) => {
    expect(pluralRu(n, COMPANY)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    { n: 1, expected: '1 месяц' },
    { n: 3, expected: '3 месяца' },
    { n: 6, expected: '6 месяцев' },
    { n: 12, expected: '12 месяцев' },
  ])('writes a period of $n months as «$expected»', ({ n, expected }) => {
    expect(formatCount(n, MONTH_FORMS)).toBe(expected);
  });
});
