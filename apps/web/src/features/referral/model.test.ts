import { describe, expect, it } from 'vitest';

import {
  EMPTY_PAYMENT_METHOD,
  formatCardInput,
  parseRoublesToKopecks,
  paymentMethodBody,
  referralFormField,
  rulesBody,
  validatePayoutAmount,
} from './model.ts';
import { validateConnect } from './payment-method-check.ts';

describe('payout method', () => {
  it('groups card digits by four as typed and stops at sixteen', () => {
    expect(formatCardInput('42424242')).toBe('4242 4242');
    expect(formatCardInput('4242-4242-4242-4242-99')).toBe('4242 4242 4242 4242');
  });

  it('asks to accept the rules and to choose a method, then checks the card by Luhn', () => {
    expect(validateConnect({ rules_accepted: false, method: EMPTY_PAYMENT_METHOD }, true)).toEqual({
      rules_accepted: 'Примите условия программы',
      'method.type': 'Выберите способ выплаты',
    });
    const card = (card_number: string) => ({
      rules_accepted: true,
      method: { ...EMPTY_PAYMENT_METHOD, type: 'card' as const, card_number },
    });
    expect(validateConnect(card('4242 4242 4242 4241'), true)).toEqual({
      'method.card_number': 'Номер карты введён с ошибкой',
    });
    expect(validateConnect(card('4242 4242 4242 4242'), true)).toEqual({});
  });

  it('checks the company account by its BIK and sends only the chosen method’s fields', () => {
    const values = {
      ...EMPTY_PAYMENT_METHOD,
      type: 'bank_account' as const,
      card_number: '4242',
      bik: '044525225',
      account: '40702810938000000002',
    };
    expect(validateConnect({ rules_accepted: false, method: values }, false)).toHaveProperty(
      'method.account',
    );
    const good = { ...values, account: '40702810938000000001' };
    expect(validateConnect({ rules_accepted: false, method: good }, false)).toEqual({});
    expect(paymentMethodBody(good)).toEqual({
      type: 'bank_account',
      bik: '044525225',
      account: '40702810938000000001',
    });
    expect(paymentMethodBody({ ...good, type: 'balance' })).toEqual({ type: 'balance' });
  });

  it('maps the server’s 422 fields onto the form', () => {
    expect(referralFormField('settings.payment_method.card_number')).toBe('method.card_number');
    expect(referralFormField('settings.payment_method')).toBe('method.type');
    expect(referralFormField('rules_accepted')).toBe('rules_accepted');
  });
});

describe('payout request', () => {
  it('reads roubles with a comma or spaces into kopecks', () => {
    expect(parseRoublesToKopecks('1 500,50')).toBe(150_050);
    expect(parseRoublesToKopecks('2000')).toBe(200_000);
    expect(parseRoublesToKopecks('12,345')).toBeNull();
    expect(parseRoublesToKopecks('abc')).toBeNull();
  });

  it('wants a sum between the minimum and what is available', () => {
    expect(validatePayoutAmount('', 200_000, 100_000)).toBe('Укажите сумму');
    expect(validatePayoutAmount('999', 200_000, 100_000)).toBe(
      'Минимальная сумма выплаты — 1\u00a0000,00\u00a0₽',
    );
    expect(validatePayoutAmount('2000,01', 200_000, 100_000)).toBe(
      'Доступно к выплате 2\u00a0000,00\u00a0₽',
    );
    expect(validatePayoutAmount('1500', 200_000, 100_000)).toBeNull();
  });
});

describe('admin rules', () => {
  it('turns percent and roubles into basis points and kopecks', () => {
    expect(rulesBody({ percent: 7.5, months: 12, min_roubles: 1000 })).toEqual({
      reward_basis_points: 750,
      reward_months: 12,
      min_payout_kopecks: 100_000,
    });
  });
});
