import { describe, expect, it } from 'vitest';

import { isValidInn, validateInn } from './inn.ts';

describe('validateInn', () => {
  it.each([
    { inn: '7707083893', who: 'ПАО Сбербанк' },
    { inn: '7736207543', who: 'an organisation (sum 190)' },
    { inn: '7830002293', who: 'an organisation (sum 168)' },
    { inn: '7707083830', who: 'a remainder of 10 giving check digit 0' },
    { inn: '500100732259', who: 'an ИП (two check digits)' },
    { inn: '7707 083 893', who: 'typed with spaces' },
  ])('accepts $inn ($who)', ({ inn }) => {
    expect(validateInn(inn)).toBeNull();
    expect(isValidInn(inn)).toBe(true);
  });

  it.each([
    { inn: '7707083894', message: 'Неверное контрольное число ИНН' },
    { inn: '7707083839', message: 'Неверное контрольное число ИНН' },
    { inn: '500100732258', message: 'Неверное контрольное число ИНН' },
    { inn: '500111732259', message: 'Неверное контрольное число ИНН' },
    { inn: '0000000000', message: 'Неверное контрольное число ИНН' },
    { inn: '000000000000', message: 'Неверное контрольное число ИНН' },
    { inn: '770708389', message: 'ИНН должен содержать 10 или 12 цифр' },
    { inn: '77070838931', message: 'ИНН должен содержать 10 или 12 цифр' },
    { inn: '77O7083893', message: 'ИНН должен состоять только из цифр' },
    { inn: 'ИНН7707083893', message: 'ИНН должен состоять только из цифр' },
    { inn: '', message: 'Укажите ИНН' },
  ])('rejects «$inn» with «$message»', ({ inn, message }) => {
    expect(validateInn(inn)).toBe(message);
    expect(isValidInn(inn)).toBe(false);
  });
});
