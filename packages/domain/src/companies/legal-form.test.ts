import { describe, expect, it } from 'vitest';

import { companyKindByInn, isIndividualInn, validateCompanyRequisites } from './legal-form.ts';

describe('companyKindByInn', () => {
  it.each([
    { inn: '7707083893', kind: 'LEGAL', individual: false },
    { inn: '500100732259', kind: 'INDIVIDUAL', individual: true },
    { inn: '5001 0073 2259', kind: 'INDIVIDUAL', individual: true },
    { inn: '12345', kind: null, individual: false },
  ])('treats INN $inn as $kind', ({ inn, kind, individual }) => {
    expect(companyKindByInn(inn)).toBe(kind);
    expect(isIndividualInn(inn)).toBe(individual);
  });
});

describe('validateCompanyRequisites', () => {
  it.each([
    {
      who: 'ПАО Сбербанк',
      req: { inn: '7707083893', kpp: '773601001', ogrn: '1027700132195' },
      errors: {},
    },
    { who: 'an ООО without ОГРН yet', req: { inn: '7707083893', kpp: '773601001' }, errors: {} },
    { who: 'an ИП', req: { inn: '500100732259', kpp: null, ogrn: '304500116000157' }, errors: {} },
    { who: 'a самозанятый', req: { inn: '500100732259' }, errors: {} },
    {
      who: 'an ООО without КПП',
      req: { inn: '7707083893', kpp: '' },
      errors: { kpp: 'Укажите КПП' },
    },
    {
      who: 'an ИП with a КПП',
      req: { inn: '500100732259', kpp: '773601001' },
      errors: { kpp: 'У ИП и самозанятых нет КПП' },
    },
    {
      who: 'an ИП with an ОГРН',
      req: { inn: '500100732259', ogrn: '1027700132195' },
      errors: { ogrn: 'Для ИП укажите ОГРНИП (15 цифр)' },
    },
    {
      who: 'an ООО with an ОГРНИП',
      req: { inn: '7707083893', kpp: '773601001', ogrn: '304500116000157' },
      errors: { ogrn: 'Для организации укажите ОГРН (13 цифр)' },
    },
    {
      who: 'a wrong INN and ОГРН',
      req: { inn: '7707083894', kpp: '773601001', ogrn: '1027700132196' },
      errors: { inn: 'Неверное контрольное число ИНН', ogrn: 'Неверное контрольное число' },
    },
  ])('checks the requisites of $who', ({ req, errors }) => {
    expect(validateCompanyRequisites(req)).toEqual(errors);
  });
});
