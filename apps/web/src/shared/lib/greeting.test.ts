import { describe, expect, it } from 'vitest';

import { greetingFor } from './greeting.ts';

describe('greetingFor', () => {
  it.each([
    { hour: 6, expected: 'Доброе утро' },
    { hour: 13, expected: 'Добрый день' },
    { hour: 19, expected: 'Добрый вечер' },
    { hour: 2, expected: 'Доброй ночи' },
  ])('greets at $hour h with «$expected»', ({ hour, expected }) => {
    expect(greetingFor(hour)).toBe(expected);
  });
});
