import { describe, expect, it } from 'vitest';

import {
  bankPayerId,
  bankPaymentKey,
  isSameBankPayment,
  normalizeOrderNumber,
  type BankPaymentFacts,
} from './bank-payment-key.ts';

const FACTS: BankPaymentFacts = {
  date: '2026-11-25',
  orderNumber: '612',
  payerInn: '7707083893',
  payerAccount: '40702810500000001234',
  amountKopecks: 40_000,
  firmAccount: '40702810938000012345',
};

describe('normalizeOrderNumber', () => {
  it.each([
    ['612', '612'],
    ['0612', '612'],
    ['000612', '612'],
    ['№ 612', '612'],
    ['№612', '612'],
    [' 612 ', '612'],
    ['N 612', '612'],
    ['0', '0'],
    ['000', '0'],
    ['61-2a', '61-2A'],
    ['12:3', '12-3'],
  ])('«%s» → «%s»', (raw, expected) => {
    expect(normalizeOrderNumber(raw)).toBe(expected);
  });
});

describe('bankPayerId', () => {
  it.each([
    ['7707083893', null, 'inn7707083893'],
    [' 7707083893 ', null, 'inn7707083893'],
    ['500100732259', null, 'inn500100732259'],
    // A person's order often carries ИНН «0»: the account names the payer then.
    ['0', '40817810099910004312', 'acc40817810099910004312'],
    [null, '40817 810 0999 1000 4312', 'acc40817810099910004312'],
    ['123', null, '-'],
    [null, null, '-'],
  ])('INN %s, account %s → %s', (inn, account, expected) => {
    expect(bankPayerId(inn, account)).toBe(expected);
  });

  it.each([
    ['770101001', 'inn7707083893/770101001'],
    [' 7701 01 001 ', 'inn7707083893/770101001'],
    ['7701AB001', 'inn7707083893/7701AB001'],
    ['0', 'inn7707083893'],
    ['000000000', 'inn7707083893'],
    [null, 'inn7707083893'],
  ])('a branch: KPP %s → %s', (kpp, expected) => {
    expect(bankPayerId('7707083893', null, kpp)).toBe(expected);
  });
});

describe('bankPaymentKey', () => {
  it('is built from what the bank says, date last', () => {
    expect(bankPaymentKey(FACTS)).toBe(
      'bank:612:inn7707083893:40000:40702810938000012345:2026-11-25',
    );
  });

  it.each<[string, Partial<BankPaymentFacts>]>([
    ['a leading zero', { orderNumber: '0612' }],
    ['«№»', { orderNumber: '№ 612' }],
    ['no payer account (the hand form)', { payerAccount: null }],
  ])('%s names the same payment', (_, change) => {
    expect(bankPaymentKey({ ...FACTS, ...change })).toBe(bankPaymentKey(FACTS));
  });

  it.each<[string, Partial<BankPaymentFacts>]>([
    ['another order', { orderNumber: '613' }],
    ['another payer', { payerInn: '7736207543' }],
    ['another branch of the payer', { payerKpp: '770201001' }],
    ['another sum', { amountKopecks: 40_001 }],
    ['another firm account', { firmAccount: '40702810938000099999' }],
    ['another day', { date: '2026-11-26' }],
  ])('%s is another key', (_, change) => {
    expect(bankPaymentKey({ ...FACTS, ...change })).not.toBe(bankPaymentKey(FACTS));
  });
});

describe('isSameBankPayment', () => {
  const key = bankPaymentKey(FACTS);
  it.each([
    ['the same day', '2026-11-25', true],
    ['the order dated two days before it arrived', '2026-11-23', true],
    ['five days apart, across a month', '2026-11-30', true],
    ['six days apart', '2026-12-01', false],
    ['a year later (the payer’s numbering started again)', '2027-11-25', false],
  ])('%s → %s', (_, date, expected) => {
    expect(isSameBankPayment(key, bankPaymentKey({ ...FACTS, date }))).toBe(expected);
  });

  it('never matches another order, payer, sum or account whatever the day', () => {
    expect(isSameBankPayment(key, bankPaymentKey({ ...FACTS, orderNumber: '6120' }))).toBe(false);
    expect(isSameBankPayment(key, bankPaymentKey({ ...FACTS, amountKopecks: 4_000 }))).toBe(false);
    expect(isSameBankPayment(key, 'yookassa:2f1c')).toBe(false);
  });
});
