import { describe, expect, it } from 'vitest';

import {
  buildPaymentQrPayload,
  parsePaymentQrPayload,
  sanitizePaymentQrValue,
  type PaymentQrFields,
} from './payment-qr.ts';

const SELLER: PaymentQrFields = {
  name: 'ООО «Ромашка»',
  personalAcc: '40702810938000012345',
  bankName: 'ПАО Сбербанк',
  bic: '044525225',
  correspAcc: '30101810400000000225',
};

describe('buildPaymentQrPayload', () => {
  it('writes the ГОСТ string with required requisites first and the sum in kopecks', () => {
    expect(
      buildPaymentQrPayload({
        ...SELLER,
        payeeInn: '7707083893',
        kpp: '773601001',
        purpose: 'Оплата по счёту № 2026-0015 от 05.03.2026. Без налога (НДС)',
        sum: 1_500_000,
      }),
    ).toBe(
      'ST00012|Name=ООО «Ромашка»|PersonalAcc=40702810938000012345|BankName=ПАО Сбербанк|' +
        'BIC=044525225|CorrespAcc=30101810400000000225|PayeeINN=7707083893|KPP=773601001|' +
        'Purpose=Оплата по счёту № 2026-0015 от 05.03.2026. Без налога (НДС)|Sum=1500000',
    );
  });

  it('leaves out optional requisites that are empty and writes 0 for a bank without a corr. account', () => {
    expect(buildPaymentQrPayload({ ...SELLER, correspAcc: '', kpp: '', purpose: null })).toBe(
      'ST00012|Name=ООО «Ромашка»|PersonalAcc=40702810938000012345|BankName=ПАО Сбербанк|' +
        'BIC=044525225|CorrespAcc=0',
    );
  });

  it('keeps the separator out of values', () => {
    const payload = buildPaymentQrPayload({
      ...SELLER,
      name: 'ИП Иванов | «Бухгалтерия»',
      purpose: 'Оплата|по счёту\n№ 12\t',
    });
    const parsed = parsePaymentQrPayload(payload);
    expect(parsed?.fields.Name).toBe('ИП Иванов «Бухгалтерия»');
    expect(parsed?.fields.Purpose).toBe('Оплата по счёту № 12');
    expect(parsed?.keys).toEqual([
      'Name',
      'PersonalAcc',
      'BankName',
      'BIC',
      'CorrespAcc',
      'Purpose',
    ]);
  });

  it('adds the payer INN and the document number and date after the common fields', () => {
    const parsed = parsePaymentQrPayload(
      buildPaymentQrPayload({
        ...SELLER,
        sum: 100,
        payerInn: '500100732259',
        docNo: '2026-0001',
        docDate: '05.03.2026',
      }),
    );
    expect(parsed?.keys.slice(5)).toEqual(['Sum', 'PayerINN', 'DocNo', 'DocDate']);
    expect(parsed?.fields.DocNo).toBe('2026-0001');
  });

  it.each([
    { change: { name: ' | ' }, message: 'Для QR-кода оплаты нужно указать получателя' },
    { change: { bankName: '' }, message: 'Для QR-кода оплаты нужно указать банк получателя' },
    { change: { personalAcc: '4070281093800001234' }, message: 'Расчётный счёт' },
    { change: { bic: '04452522X' }, message: 'БИК' },
    { change: { correspAcc: '301018104' }, message: 'Корреспондентский счёт' },
    { change: { sum: 10.5 }, message: 'целое неотрицательное число копеек' },
    { change: { sum: -1 }, message: 'целое неотрицательное число копеек' },
  ])('refuses a payload with $change', ({ change, message }) => {
    expect(() => buildPaymentQrPayload({ ...SELLER, ...change })).toThrow(message);
  });
});

describe('parsePaymentQrPayload', () => {
  it('reads the encoding and keeps «=» inside values', () => {
    expect(parsePaymentQrPayload('ST00011|Name=A=B|Sum=5')).toEqual({
      encoding: 'windows-1251',
      keys: ['Name', 'Sum'],
      fields: { Name: 'A=B', Sum: '5' },
    });
  });

  it.each(['', 'ST00019|Name=A', 'ST0002|Name=A', 'hello', 'ST00012|Name'])(
    'refuses «%s»',
    (text) => {
      expect(parsePaymentQrPayload(text)).toBeNull();
    },
  );
});

describe('sanitizePaymentQrValue', () => {
  it('turns separators and control characters into single spaces', () => {
    expect(sanitizePaymentQrValue('  а|б\r\nв\u0000г   д ')).toBe('а б в г д');
  });
});
