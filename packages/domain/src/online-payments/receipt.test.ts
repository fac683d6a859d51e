import { describe, expect, it } from 'vitest';

import {
  type Receipt,
  receiptItems,
  receiptProblem,
  receiptTotal,
  receiptVatCode,
} from './receipt.ts';

const LINES = [
  {
    name: 'Бухгалтерское обслуживание за декабрь 2026 г.',
    quantity: 1,
    price_kopecks: 1_560_000,
    amount_kopecks: 1_560_000,
  },
  { name: 'Кадровый учёт, сотрудник', quantity: 3, price_kopecks: 50_000, amount_kopecks: 150_000 },
];

describe('receipt items', () => {
  it('keep the invoice lines as they are when the whole invoice is paid', () => {
    const items = receiptItems(LINES, 1_710_000, 11);
    expect(items).toEqual([
      { description: LINES[0]!.name, quantity: 1, amount_kopecks: 1_560_000, vat_code: 11 },
      { description: LINES[1]!.name, quantity: 3, amount_kopecks: 50_000, vat_code: 11 },
    ]);
    expect(receiptTotal(items)).toBe(1_710_000);
  });

  it.each([1, 7, 333_333, 1_709_999])(
    'sum to the payment exactly when what is left of the invoice is paid (%i kopecks)',
    (pay) => {
      const items = receiptItems(LINES, pay, 1);
      expect(receiptTotal(items)).toBe(pay);
      expect(items.every((item) => item.quantity === 1 && item.amount_kopecks > 0)).toBe(true);
    },
  );

  it('stay exact for sums near 2^53 kopecks', () => {
    const huge = [
      { name: 'Услуга', quantity: 1, price_kopecks: 2 ** 52, amount_kopecks: 2 ** 52 },
      LINES[1]!,
    ];
    const pay = 2 ** 52 - 1;
    expect(receiptTotal(receiptItems(huge, pay, 1))).toBe(pay);
  });

  it('name an invoice without lines «Оплата по счёту»', () => {
    expect(receiptItems([], 10_000, 1)).toEqual([
      { description: 'Оплата по счёту', quantity: 1, amount_kopecks: 10_000, vat_code: 1 },
    ]);
  });

  it('cut a description to ЮKassa’s 128 characters', () => {
    const [item] = receiptItems([{ ...LINES[0]!, name: 'я'.repeat(300) }], 1_560_000, 1);
    expect(item!.description).toHaveLength(128);
  });

  it('refuse a payment of zero, a negative or a fractional sum', () => {
    for (const pay of [0, -1, 0.5, Number.NaN]) expect(() => receiptItems(LINES, pay, 1)).toThrow();
  });
});

describe('the receipt’s VAT rate', () => {
  it('follows the invoice’s VAT: 22 % is code 11, no VAT is code 1', () => {
    expect(receiptVatCode('vat_22')).toBe(11);
    expect(receiptVatCode('none')).toBe(1);
    expect(receiptVatCode('vat_5')).toBe(7);
  });
});

describe('a receipt problem', () => {
  const whole: Receipt = {
    customer: { email: 'buh@romashka.ru' },
    tax_system_code: 2,
    items: receiptItems(LINES, 1_710_000, 1),
  };

  it('is none for a whole receipt', () => {
    expect(receiptProblem(whole, 1_710_000)).toBeNull();
    expect(receiptProblem({ ...whole, customer: { phone: '79161234567' } }, 1_710_000)).toBeNull();
  });

  it.each<[string, Receipt, number]>([
    ['no contact', { ...whole, customer: {} }, 1_710_000],
    ['a bad e-mail', { ...whole, customer: { email: 'buh@' } }, 1_710_000],
    ['a bad phone', { ...whole, customer: { phone: '89161234567' } }, 1_710_000],
    ['items that do not sum up', whole, 1_710_001],
    ['no items', { ...whole, items: [] }, 1_710_000],
    [
      'an unknown VAT code',
      { ...whole, items: [{ ...whole.items[0]!, vat_code: 13 as 1 }] },
      1_560_000,
    ],
    ['a zero price', { ...whole, items: [{ ...whole.items[0]!, amount_kopecks: 0 }] }, 0],
  ])('is found for %s', (_, receipt, amount) => {
    expect(receiptProblem(receipt, amount)).toEqual(expect.any(String));
  });
});
