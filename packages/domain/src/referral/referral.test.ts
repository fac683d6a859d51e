import { describe, expect, it } from 'vitest';

import {
  canMovePayout,
  maskCardNumber,
  paymentMethodBodySchema,
  referralCodeSchema,
  rewardKopecks,
  validateCardNumber,
  withinRewardWindow,
  isLeadClosed,
  leadBodySchema,
  leadUpdateBodySchema,
} from './index.ts';

describe('payment card', () => {
  it('accepts a number whose Luhn digit holds and refuses one typed wrong', () => {
    expect(validateCardNumber('4242 4242 4242 4242')).toBeNull();
    expect(validateCardNumber('2200 7001 2345 6789')).toBe('Номер карты введён с ошибкой');
    expect(validateCardNumber('4242 4242')).toBe('Номер карты — 16 цифр');
    expect(validateCardNumber('')).toBe('Укажите номер карты');
  });
  it('keeps only the last four digits', () => {
    expect(maskCardNumber('4242 4242 4242 4242')).toBe('•••• 4242');
  });
});

describe('payment method body', () => {
  it('checks the account key against the BIK', () => {
    const good = paymentMethodBodySchema.safeParse({
      type: 'bank_account',
      bik: '044525225',
      account: '40702810938000000001',
    });
    expect(good.success).toBe(true);
    const bad = paymentMethodBodySchema.safeParse({
      type: 'bank_account',
      bik: '044525225',
      account: '40702810938000000002',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['account']);
  });
  it('refuses an unknown method in Russian', () => {
    const result = paymentMethodBodySchema.safeParse({ type: 'crypto' });
    expect(result.error?.issues[0]?.message).toBe('Выберите способ выплаты');
  });
});

describe('rewards', () => {
  it('takes the share of a payment, rounded to the kopeck', () => {
    expect(rewardKopecks(1_234_567, 1000)).toBe(123_457);
    expect(rewardKopecks(999, 750)).toBe(75);
  });
  it('accrues for the given months from the first payment', () => {
    const first = new Date('2026-01-31T10:00:00Z');
    expect(withinRewardWindow(first, first, 12)).toBe(true);
    expect(withinRewardWindow(first, new Date('2027-01-30T10:00:00Z'), 12)).toBe(true);
    expect(withinRewardWindow(first, new Date('2027-01-31T10:00:00Z'), 12)).toBe(false);
  });
});

describe('payouts and codes', () => {
  it('moves a payout only forward', () => {
    expect(canMovePayout('requested', 'approved')).toBe(true);
    expect(canMovePayout('approved', 'paid')).toBe(true);
    expect(canMovePayout('paid', 'rejected')).toBe(false);
    expect(canMovePayout('requested', 'paid')).toBe(false);
  });
  it('reads a code from a link in any case and refuses look-alikes', () => {
    expect(referralCodeSchema.parse(' abcd2345 ')).toBe('ABCD2345');
    expect(referralCodeSchema.safeParse('ABCD0OIL').success).toBe(false);
  });
});

describe('a lead turned down', () => {
  it.each([
    { status: 'new', closed: false },
    { status: 'in_progress', closed: false },
    { status: 'client', closed: false },
    { status: 'rejected', closed: true },
  ] as const)('$status is closed: $closed', ({ status, closed }) => {
    expect(isLeadClosed(status)).toBe(closed);
  });
});

describe('lead bodies', () => {
  it.each([
    { body: { status: 'in_progress' }, parsed: { status: 'in_progress' } },
    { body: { comment: ' Перезвонить ' }, parsed: { comment: 'Перезвонить' } },
    { body: {}, parsed: {} },
  ])('an update of $body holds only what was sent', ({ body, parsed }) => {
    expect(leadUpdateBodySchema.parse(body)).toEqual(parsed);
  });

  it('a new lead gets an empty company and comment when none is given', () => {
    expect(leadBodySchema.parse({ name: 'Ольга', phone: '8 916 111-22-33' })).toEqual({
      name: 'Ольга',
      phone: '79161112233',
      company_name: '',
      comment: '',
    });
  });
});
