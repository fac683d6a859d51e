import { formatKopecks } from '@kabinet/domain/money';
import { describe, expect, it } from 'vitest';

import { testInvoice } from '../../test/billing/billing.fixtures.ts';
import {
  invoicePurpose,
  canCancelInvoice,
  canPayOnline,
  checkTopUpAmount,
  formatSignedKopecks,
  parsePaymentId,
  paymentPollInterval,
  typedKopecks,
} from './model.ts';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('money in kopecks', () => {
  // An invoice's sum is exact (the domain's format) on every page that shows it.
  it.each([
    [1_560_000, '15 600,00 ₽'],
    [500_050, '5 000,50 ₽'],
    [1, '0,01 ₽'],
    [0, '0,00 ₽'],
  ])('shows %i kopecks as «%s»', (kopecks, text) => {
    expect(formatKopecks(kopecks)).toBe(nbsp(text));
  });

  it('signs ledger amounts', () => {
    expect(formatSignedKopecks(100_000)).toBe(nbsp('+1 000,00 ₽'));
    expect(formatSignedKopecks(-100_000)).toBe(nbsp('−1 000,00 ₽'));
  });

  it.each([
    [1500, 150_000],
    ['1500,5', 150_050],
    [0.29, 29],
    ['', null],
    ['abc', null],
  ])('reads %j roubles as %j kopecks', (value, kopecks) => {
    expect(typedKopecks(value)).toBe(kopecks);
  });
});

describe('top-up amount', () => {
  it.each([
    ['', 'Укажите сумму пополнения.'],
    [0.99, 'Минимальная сумма пополнения — 1 ₽.'],
    ['0,5', 'Минимальная сумма пополнения — 1 ₽.'],
    // As the server answers: zero is not an amount at all.
    [0, 'Сумма должна быть больше нуля.'],
    [1, null],
    [250_000, null],
    [2_000_000_000, 'Слишком большая сумма.'],
  ])('answers %j with %j', (value, message) => {
    expect(checkTopUpAmount(value)).toBe(message);
  });
});

describe('invoice purpose', () => {
  const line = (name: string) => ({
    name,
    quantity: 1,
    price_kopecks: 100,
    amount_kopecks: 100,
    period: null,
  });
  it('names the first line and counts the rest', () => {
    expect(invoicePurpose({ lines: [line('Декларация 3-НДФЛ')] })).toBe('Декларация 3-НДФЛ');
    expect(invoicePurpose({ lines: [line('Тариф'), line('Опция'), line('Ещё')] })).toBe(
      'Тариф и ещё 2',
    );
    expect(invoicePurpose({ lines: [] })).toBe('');
  });
});

describe('invoice actions', () => {
  it('offers online payment only for an open invoice and only when the server says so', () => {
    const open = testInvoice();
    expect(canPayOnline(true, open)).toBe(true);
    expect(canPayOnline(undefined, open)).toBe(false);
    expect(canPayOnline(false, open)).toBe(false);
    expect(canPayOnline(true, testInvoice({ status: 'paid', due_kopecks: 0 }))).toBe(false);
    expect(canPayOnline(true, testInvoice({ status: 'cancelled', due_kopecks: 0 }))).toBe(false);
    expect(canPayOnline(true, testInvoice({ status: 'overdue' }))).toBe(true);
  });

  it('lets staff cancel only an invoice with no money on it', () => {
    expect(canCancelInvoice(testInvoice())).toBe(true);
    expect(canCancelInvoice(testInvoice({ status: 'partially_paid', paid_kopecks: 100 }))).toBe(
      false,
    );
    expect(canCancelInvoice(testInvoice({ status: 'cancelled' }))).toBe(false);
  });
});

describe('payment/success polling', () => {
  it('asks every 2 s while pending, for 2 minutes, and stops once settled', () => {
    expect(paymentPollInterval(undefined, 0)).toBe(2000);
    expect(paymentPollInterval('pending', 119_000)).toBe(2000);
    expect(paymentPollInterval('pending', 120_000)).toBe(false);
    expect(paymentPollInterval('succeeded', 1000)).toBe(false);
    expect(paymentPollInterval('canceled', 1000)).toBe(false);
  });

  it('reads only a positive integer id from the URL', () => {
    expect(parsePaymentId('42')).toBe(42);
    expect(parsePaymentId(null)).toBeNull();
    expect(parsePaymentId('0')).toBeNull();
    expect(parsePaymentId('42abc')).toBeNull();
    expect(parsePaymentId('-1')).toBeNull();
  });
});
