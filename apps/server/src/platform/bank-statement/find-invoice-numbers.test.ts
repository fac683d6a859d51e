import { describe, expect, it } from 'vitest';

import { formatInvoicePurpose } from '@kabinet/domain/money';

import { findInvoiceNumbers } from './find-invoice-numbers.ts';

describe('findInvoiceNumbers', () => {
  it.each([
    {
      purpose: 'Оплата по счету № 2026-0012 от 25.11.2026. Без налога (НДС)',
      expected: ['2026-0012'],
    },
    {
      purpose: 'Оплата по счёту №2026-0012 от 25.11.2026 г. НДС не облагается',
      expected: ['2026-0012'],
    },
    { purpose: 'Оплата по сч. 12 от 25.11.2026', expected: ['2026-0012'] },
    { purpose: 'оплата по сч.12 от 05.03.26, без НДС', expected: ['2026-0012'] },
    {
      purpose: 'Оплата по счету на оплату N 2026-12 за бухгалтерские услуги',
      expected: ['2026-0012'],
    },
    { purpose: 'ОПЛАТА ПО СЧЕТУ № 2026-0012 ОТ 25.11.2026', expected: ['2026-0012'] },
    { purpose: 'Опл. сч № 7 от 01.12.2025', expected: ['2025-0007'] },
    { purpose: 'Оплата за бух. услуги, счет 2026-0015', expected: ['2026-0015'] },
    { purpose: 'Предоплата 2026-0015 за декабрь', expected: ['2026-0015'] },
    {
      purpose: 'Оплата по счетам № 12, 13 и 2027-0001 от 10.01.2026',
      expected: ['2026-0012', '2026-0013', '2027-0001'],
    },
    {
      purpose: 'Оплата по счету 2026-0012, по счету 2026-0012 (доплата)',
      expected: ['2026-0012'],
    },
    { purpose: 'Перевод собственных средств на счет 40702810938000012345', expected: [] },
    { purpose: 'Оплата по договору № 15 от 01.02.2026', expected: [] },
    { purpose: 'Расчёт 12 за декабрь', expected: [] },
    { purpose: 'Поверка счётчика 12 шт.', expected: [] },
    { purpose: 'Оплата по счету от 05.03.2026', expected: [] },
    { purpose: 'Оплата по сч. 05.03.2026', expected: [] },
    { purpose: 'Тел. 8-800-2026-0012', expected: [] },
    { purpose: '', expected: [] },
  ])('finds $expected in «$purpose»', ({ purpose, expected }) => {
    expect(findInvoiceNumbers(purpose)).toEqual(expected);
  });

  it('takes the payment’s year for a short number written without a date', () => {
    expect(findInvoiceNumbers('счет №12', { fallbackYear: 2026 })).toEqual(['2026-0012']);
    expect(findInvoiceNumbers('Оплата по сч 3', { fallbackYear: 2027 })).toEqual(['2027-0003']);
  });

  it('leaves out a short number when no year is known', () => {
    expect(findInvoiceNumbers('счет №12')).toEqual([]);
  });

  it('prefers the written date’s year to the payment’s year', () => {
    expect(findInvoiceNumbers('по сч. 40 от 29.12.2025', { fallbackYear: 2026 })).toEqual([
      '2025-0040',
    ]);
  });

  it('reads back the purpose our own invoices print', () => {
    const purpose = formatInvoicePurpose({
      number: '2026-0012',
      date: '2026-11-25',
      vatMode: 'vat_22',
      totalKopecks: 1_560_000,
    });
    expect(findInvoiceNumbers(purpose)).toEqual(['2026-0012']);
  });
});
