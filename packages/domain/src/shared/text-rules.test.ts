import { describe, expect, it } from 'vitest';

import { findForbiddenText } from './text-rules.ts';

describe('findForbiddenText', () => {
  it.each([
    ['ООО «Ромашка»\tг. Москва\r\nул. Ленина', null],
    ['Счёт 😀 \u200Fשלום', null],
    ['Ромашка\u0000', ''],
    ['звонок\u0007', ''],
    ['DEL\u007F', ''],
  ])('finds a control character in %j: %s', (text, expected) => {
    expect(findForbiddenText(text)).toBe(expected);
  });

  it('names the nested field that holds it', () => {
    expect(findForbiddenText({ name: 'Иван', extra: { items: ['a', 'б\u0000'] } })).toBe(
      'extra.items.1',
    );
    expect(findForbiddenText({ 'ключ\u0000': 1 })).toBe('ключ\u0000');
    expect(findForbiddenText({ id: 5, tags: [1, null, true] })).toBeNull();
  });
});
