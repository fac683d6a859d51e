import { describe, expect, it } from 'vitest';

import {
  createCompanyBody,
  EMPTY_CREATE_VALUES,
  fillProgress,
  firstOpenStep,
  formatFileSize,
  liveBankErrors,
  liveInnError,
  manualAddressInput,
} from './model.ts';

describe('INN while typing', () => {
  it('keeps quiet about an unfinished INN until the field is left', () => {
    expect(liveInnError('77070', false)).toBeNull();
    expect(liveInnError('77070', true)).toBe('ИНН должен содержать 10 или 12 цифр');
  });

  it('names the wrong check digit as soon as 10 digits are typed, and letters at once', () => {
    expect(liveInnError('7707083894', false)).toBe('Неверное контрольное число ИНН');
    expect(liveInnError('77о7', false)).toBe('ИНН должен состоять только из цифр');
    expect(liveInnError('7707 083 893', false)).toBeNull();
  });
});

describe('company/fill progress', () => {
  const filled = { requisites: true, addresses: false, director: true, bank: false };
  it('opens the first step that is not filled and counts the share', () => {
    expect(firstOpenStep(filled)).toBe(1);
    expect(fillProgress(filled)).toBe(50);
    expect(firstOpenStep({ requisites: true, addresses: true, director: true, bank: true })).toBe(
      3,
    );
  });
});

describe('bodies sent to the server', () => {
  it('never sends a KPP for a 12-digit INN and drops empty optional fields', () => {
    const body = createCompanyBody({
      ...EMPTY_CREATE_VALUES,
      inn: '500100732259',
      name: 'ИП Смирнов И. П.',
      kpp: '773601001',
      self_employed: true,
    });
    expect(body).toEqual({
      inn: '500100732259',
      name: 'ИП Смирнов И. П.',
      kpp: undefined,
      ogrn: undefined,
      self_employed: true,
      info: undefined,
    });
  });

  it('builds the one-line address from the manual parts', () => {
    expect(
      manualAddressInput({
        postcode: '101000',
        region_name: 'Москва',
        city_name: '',
        street_name: 'ул Мясницкая',
        house: '1',
        flat: '12',
      }),
    ).toEqual({
      postcode: '101000',
      region_name: 'Москва',
      street_name: 'ул Мясницкая',
      house: '1',
      string: '101000, Москва, ул. Мясницкая, д. 1, оф. 12',
    });
  });

  it('writes kinds the person typed once and does not repeat the region = city', () => {
    expect(
      manualAddressInput({
        postcode: '',
        region_name: 'Москва',
        city_name: 'Москва',
        street_name: 'ул. Ленина',
        house: 'д. 1',
        flat: 'оф. 5',
      }).string,
    ).toBe('г. Москва, ул. Ленина, д. 1, оф. 5');
  });
});

describe('bank fields while typing', () => {
  it('checks the account key only once the BIK and 20 digits are there', () => {
    const values = {
      bik: '044525225',
      account: '4070281',
      correspondent_account: '',
      bank_name: '',
    };
    expect(liveBankErrors(values, false)).toEqual({});
    expect(liveBankErrors({ ...values, account: '40702810000000000000' }, false)).toEqual({
      account: 'Расчетный счет не соответствует БИК',
    });
    expect(liveBankErrors({ ...values, bik: '' }, true).bik).toBe('Укажите БИК');
  });
});

describe('file sizes', () => {
  it.each([
    [512, '512 Б'],
    [1536, '1,5 КБ'],
    [20 * 1024 * 1024, '20 МБ'],
  ])('%i bytes read as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
