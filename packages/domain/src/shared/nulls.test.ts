import { describe, expect, it } from 'vitest';

import { compactPayload, nullsToEmptyStrings } from './nulls.ts';

describe('nullsToEmptyStrings', () => {
  it('turns every null of a profile answer into an empty string, deeply', () => {
    const answer = {
      name: 'Иван',
      meta: { last_name: null, patronymic: 'Петрович', avatar: null },
      companies: [{ name: 'ООО «Ромашка»', kpp: null }],
      tags: [null, 'бухгалтерия'],
    };
    expect(nullsToEmptyStrings(answer)).toEqual({
      name: 'Иван',
      meta: { last_name: '', patronymic: 'Петрович', avatar: '' },
      companies: [{ name: 'ООО «Ромашка»', kpp: '' }],
      tags: ['', 'бухгалтерия'],
    });
  });

  it.each([
    { value: 0, expected: 0 },
    { value: false, expected: false },
    { value: '', expected: '' },
    { value: null, expected: '' },
    { value: undefined, expected: undefined },
  ])('keeps $value as $expected', ({ value, expected }) => {
    expect(nullsToEmptyStrings(value)).toBe(expected);
  });

  it('keeps a Date and does not change the input', () => {
    const date = new Date('2026-11-21T00:00:00Z');
    const input = { birthday: date, phone: null };
    const output = nullsToEmptyStrings(input);
    expect(output.birthday).toBe(date);
    expect(input.phone).toBeNull();
  });
});

describe('compactPayload', () => {
  it('removes null, undefined and empty-string fields from a payload', () => {
    expect(
      compactPayload({
        name: 'Иван',
        last_name: '',
        patronymic: null,
        nickname: undefined,
        users: 0,
        financial_advice: false,
        extras: [],
      }),
    ).toEqual({ name: 'Иван', users: 0, financial_advice: false, extras: [] });
  });
});
