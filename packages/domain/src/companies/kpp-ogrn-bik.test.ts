import { describe, expect, it } from 'vitest';

import { isBankBik, isValidBik, validateBik } from './bik.ts';
import { isValidKpp, validateKpp } from './kpp.ts';
import { isValidOgrn, isValidOgrnip, validateOgrn, validateOgrnip } from './ogrn.ts';

describe('validateKpp', () => {
  it.each([
    { kpp: '773601001', expected: true },
    { kpp: '540602001', expected: true },
    { kpp: '5027AB001', expected: true },
    { kpp: '5027ab001', expected: true },
    { kpp: '7736-01-001', expected: true },
    { kpp: '77360100', expected: false },
    { kpp: '7736010011', expected: false },
    { kpp: '7736АБ001', expected: false },
    { kpp: 'AB3601001', expected: false },
    { kpp: '77360100A', expected: false },
  ])('says «$kpp» is a valid KPP: $expected', ({ kpp, expected }) => {
    expect(isValidKpp(kpp)).toBe(expected);
  });

  it('explains the format in Russian', () => {
    expect(validateKpp('77360100')).toBe(
      'КПП должен содержать 9 символов: цифры, в 5–6 позициях допускаются латинские буквы',
    );
    expect(validateKpp('')).toBe('Укажите КПП');
  });
});

describe('ОГРН and ОГРНИП', () => {
  it.each([
    { ogrn: '1027700132195', expected: null },
    { ogrn: '1027700220624', expected: null },
    { ogrn: '1037739010891', expected: null },
    { ogrn: '1027700132196', expected: 'Неверное контрольное число' },
    { ogrn: '102770013219', expected: 'ОГРН должен содержать 13 цифр и начинаться с 1 или 5' },
    { ogrn: '0000000000000', expected: 'ОГРН должен содержать 13 цифр и начинаться с 1 или 5' },
    { ogrn: '10277001321X5', expected: 'ОГРН должен содержать 13 цифр и начинаться с 1 или 5' },
    { ogrn: '', expected: 'Укажите ОГРН' },
  ])('checks ОГРН «$ogrn»: $expected', ({ ogrn, expected }) => {
    expect(validateOgrn(ogrn)).toBe(expected);
    expect(isValidOgrn(ogrn)).toBe(expected === null);
  });

  it.each([
    { ogrnip: '304500116000157', expected: null },
    { ogrnip: '304500116000158', expected: 'Неверное контрольное число' },
    { ogrnip: '1027700132195', expected: 'ОГРНИП должен содержать 15 цифр и начинаться с 3' },
    { ogrnip: '30450011600015', expected: 'ОГРНИП должен содержать 15 цифр и начинаться с 3' },
    { ogrnip: '', expected: 'Укажите ОГРНИП' },
  ])('checks ОГРНИП «$ogrnip»: $expected', ({ ogrnip, expected }) => {
    expect(validateOgrnip(ogrnip)).toBe(expected);
    expect(isValidOgrnip(ogrnip)).toBe(expected === null);
  });
});

describe('validateBik', () => {
  it.each([
    { bik: '044525225', valid: true, bank: true },
    { bik: '049805746', valid: true, bank: true },
    { bik: '017003983', valid: true, bank: false },
    { bik: '04452522', valid: false, bank: false },
    { bik: '04452522X', valid: false, bank: false },
    { bik: '144525225', valid: false, bank: false },
  ])('says «$bik» is a BIK: $valid, a bank BIK: $bank', ({ bik, valid, bank }) => {
    expect(isValidBik(bik)).toBe(valid);
    expect(isBankBik(bik)).toBe(bank);
  });

  it('explains the format in Russian', () => {
    expect(validateBik('04452522')).toBe('БИК должен содержать 9 цифр и начинаться с 0');
  });
});
