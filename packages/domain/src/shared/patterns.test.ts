import { describe, expect, it } from 'vitest';

import { firstFailingRule, FORM_PATTERNS, patternRule, requiredRule } from './patterns.ts';

describe('FORM_PATTERNS', () => {
  it.each([
    { name: 'date', value: '2026/11/21', expected: true },
    { name: 'date', value: '2026/13/01', expected: false },
    { name: 'date', value: '21.11.2026', expected: false },
    { name: 'time', value: '09:05', expected: true },
    { name: 'time', value: '23:59', expected: true },
    { name: 'time', value: '24:00', expected: false },
    { name: 'time', value: '9:5', expected: false },
    { name: 'email', value: 'buh@romashka.ru', expected: true },
    { name: 'email', value: 'ivanov.i@почта.рф', expected: true },
    { name: 'email', value: 'бухгалтерия@romashka', expected: false },
    { name: 'email', value: 'two@@signs.ru', expected: false },
    { name: 'hexColor', value: '#1976D2', expected: true },
    { name: 'hexColor', value: '#fff', expected: true },
    { name: 'hexColor', value: '#ffff', expected: false },
    { name: 'rgbColor', value: 'rgb(25, 118, 210)', expected: true },
    { name: 'rgbColor', value: 'rgb(256,0,0)', expected: false },
  ] as const)('judges $name «$value» as $expected', ({ name, value, expected }) => {
    expect(FORM_PATTERNS[name].test(value)).toBe(expected);
  });
});

describe('firstFailingRule', () => {
  const emailRules = [requiredRule(), patternRule('email')];

  it.each([
    { value: '', expected: 'Обязательное поле' },
    { value: '   ', expected: 'Обязательное поле' },
    { value: 'не email', expected: 'Введите корректный email' },
    { value: 'buh@romashka.ru', expected: null },
  ])('shows «$expected» for «$value»', ({ value, expected }) => {
    expect(firstFailingRule(value, emailRules)).toBe(expected);
  });

  it('lets an empty optional field through a pattern rule', () => {
    expect(firstFailingRule('', [patternRule('time')])).toBeNull();
  });

  it('uses a custom message when one is given', () => {
    expect(firstFailingRule('25:00', [patternRule('time', 'Неверное время')])).toBe(
      'Неверное время',
    );
  });
});
