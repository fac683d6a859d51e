import { describe, expect, it } from 'vitest';

import {
  balanceAndDebt,
  invoiceStatusFor,
  INVOICE_STATUS_NAMES,
  wholeRoublesBalanceAndDebt,
} from './billing-statuses.ts';
import { formatInvoiceNumber } from './invoice-number.ts';
import {
  recordPaymentBodySchema,
  sellerSettingsSchema,
  topUpBodySchema,
} from './billing.schemas.ts';

describe('invoiceStatusFor', () => {
  it.each([
    { paid: 0, due: '2026-11-26', today: '2026-11-25', expected: 'Выставлен' },
    { paid: 100, due: '2026-11-26', today: '2026-11-26', expected: 'Частично оплачен' },
    { paid: 1_000, due: '2026-11-26', today: '2026-12-10', expected: 'Оплачен' },
    { paid: 0, due: '2026-11-26', today: '2026-11-27', expected: 'Просрочен' },
    { paid: 999, due: '2026-11-26', today: '2026-11-27', expected: 'Просрочен' },
  ])('$paid of 1000 kopecks, due $due, on $today → $expected', ({ paid, due, today, expected }) => {
    const status = invoiceStatusFor({
      totalKopecks: 1_000,
      paidKopecks: paid,
      dueDate: due,
      today,
    });
    expect(INVOICE_STATUS_NAMES[status]).toBe(expected);
  });
});

describe('balanceAndDebt', () => {
  it.each([
    [150_000, { balance_kopecks: 150_000, debt_kopecks: 0 }],
    [0, { balance_kopecks: 0, debt_kopecks: 0 }],
    [-250_000, { balance_kopecks: 0, debt_kopecks: 250_000 }],
  ])('a ledger sum of %i kopecks', (sum, expected) => {
    expect(balanceAndDebt(sum)).toEqual(expected);
  });
});

describe('wholeRoublesBalanceAndDebt', () => {
  it.each([
    [0, { balance: 0, debt: 0 }],
    [150_099, { balance: 1500, debt: 0 }],
    [-1, { balance: 0, debt: 1 }],
    [-250_001, { balance: 0, debt: 2501 }],
    [-250_000, { balance: 0, debt: 2500 }],
  ])('rounds balance down and debt up for a ledger sum of %i kopecks', (sum, expected) => {
    expect(wholeRoublesBalanceAndDebt(sum)).toEqual(expected);
  });
});

describe('formatInvoiceNumber', () => {
  it('pads the sequence to four digits after the year', () => {
    expect(formatInvoiceNumber(2026, 12)).toBe('2026-0012');
    expect(formatInvoiceNumber(2027, 12_345)).toBe('2027-12345');
  });
});

describe('billing bodies', () => {
  it('wants a whole number of kopecks, a top-up from 1 ₽', () => {
    expect(topUpBodySchema.safeParse({ amount_kopecks: 100 }).success).toBe(true);
    for (const amount of [0, -1, 1.5, '100', 99]) {
      expect(topUpBodySchema.safeParse({ amount_kopecks: amount }).success).toBe(false);
    }
    expect(topUpBodySchema.safeParse({ amount_kopecks: 99 }).error?.issues[0]?.message).toBe(
      'Минимальная сумма пополнения — 1 ₽.',
    );
  });

  it('wants a real date and an order number for a payment', () => {
    const ok = { amount_kopecks: 100, paid_on: '2026-11-22', order_number: '15' };
    expect(recordPaymentBodySchema.safeParse(ok).success).toBe(true);
    expect(recordPaymentBodySchema.safeParse({ ...ok, paid_on: '2026-02-30' }).success).toBe(false);
    expect(recordPaymentBodySchema.safeParse({ ...ok, order_number: ' ' }).success).toBe(false);
  });

  it('checks the seller’s INN, KPP, BIK and accounts with the domain validators', () => {
    const seller = {
      name: 'ООО «Бухгалтерия»',
      inn: '7707083893',
      kpp: '773601001',
      address: 'г. Москва, ул. Вавилова, д. 19',
      bank_name: 'ПАО Сбербанк',
      bik: '044525225',
      account: '40702810938000000001',
      correspondent_account: '30101810400000000225',
      vat_mode: 'none',
      due_days: 5,
    };
    const parsed = sellerSettingsSchema.safeParse(seller);
    const broken = sellerSettingsSchema.safeParse({ ...seller, inn: '7707083890', account: '1' });
    expect(broken.success).toBe(false);
    const paths = broken.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['inn']));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
