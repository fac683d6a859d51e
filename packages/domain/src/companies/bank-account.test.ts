import { describe, expect, it } from 'vitest';

import {
  isValidCorrespondentAccount,
  isValidSettlementAccount,
  validateCorrespondentAccount,
  validateSettlementAccount,
} from './bank-account.ts';

const SBER = '044525225';

describe('validateSettlementAccount', () => {
  it.each([
    { account: '40702810938000000001', bik: SBER, expected: null },
    { account: '40702810938000012345', bik: SBER, expected: null },
    { account: '40802810100000000001', bik: SBER, expected: null },
    { account: '40602810700000000025', bik: '049805746', expected: null },
    { account: '4070 2810 9380 0000 0001', bik: SBER, expected: null },
    { account: '03100643000000018500', bik: '017003983', expected: null },
    { account: '40702810038000000001', bik: SBER, expected: 'Расчетный счет не соответствует БИК' },
    {
      account: '40602810800000000025',
      bik: '049805746',
      expected: 'Расчетный счет не соответствует БИК',
    },
    {
      account: '40702810938000000001',
      bik: '044525974',
      expected: 'Расчетный счет не соответствует БИК',
    },
    {
      account: '4070281093800000000',
      bik: SBER,
      expected: 'Расчетный счет должен содержать 20 цифр',
    },
    {
      account: '4070281093800000000A',
      bik: SBER,
      expected: 'Расчетный счет должен содержать 20 цифр',
    },
    {
      account: '40702810938000000001',
      bik: '04452522',
      expected: 'Сначала укажите корректный БИК',
    },
    { account: '', bik: SBER, expected: 'Укажите расчетный счет' },
  ])('checks account $account at BIK $bik: $expected', ({ account, bik, expected }) => {
    expect(validateSettlementAccount(account, bik)).toBe(expected);
    expect(isValidSettlementAccount(account, bik)).toBe(expected === null);
  });
});

describe('validateCorrespondentAccount', () => {
  it.each([
    { account: '30101810400000000225', bik: SBER, expected: null },
    { account: '30101810800000000746', bik: '049805746', expected: null },
    // Key holds (prefix 005), but a bank's корсчет must end with its own BIK digits 7–9.
    {
      account: '30101810800000000746',
      bik: '049805000',
      expected: 'Корреспондентский счет не соответствует БИК',
    },
    { account: '40102810445370000059', bik: '017003983', expected: null },
    {
      account: '30101810500000000225',
      bik: SBER,
      expected: 'Корреспондентский счет не соответствует БИК',
    },
    {
      account: '30101810400000000225',
      bik: '044525974',
      expected: 'Корреспондентский счет не соответствует БИК',
    },
    {
      account: '3010181040000000022',
      bik: SBER,
      expected: 'Корреспондентский счет должен содержать 20 цифр',
    },
    { account: '', bik: SBER, expected: 'Укажите корреспондентский счет' },
  ])(
    'checks correspondent account $account at BIK $bik: $expected',
    ({ account, bik, expected }) => {
      expect(validateCorrespondentAccount(account, bik)).toBe(expected);
      expect(isValidCorrespondentAccount(account, bik)).toBe(expected === null);
    },
  );

  it('uses the correspondent rule, not the client one (a shared rule would pass 44 ≠ 0 mod 10)', () => {
    expect(isValidSettlementAccount('30101810400000000225', SBER)).toBe(false);
    expect(isValidCorrespondentAccount('30101810400000000225', SBER)).toBe(true);
  });
});
