import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  companyDirectorSchema,
  companyFillRequisitesSchema,
  companyRequisitesSchema,
  newCompanyRequisitesSchema,
} from './companies.forms.ts';

/** field → first message, as a form shows them. */
function errorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const SBER = '7707083893';
const SMIRNOV = '500100732259';

describe('newCompanyRequisitesSchema (company/new)', () => {
  it.each([
    {
      who: 'ПАО Сбербанк with every requisite',
      values: { inn: SBER, name: 'ПАО Сбербанк', kpp: '773601001', ogrn: '1027700132195' },
      errors: {},
    },
    {
      who: 'ИП Смирнов without ОГРНИП yet',
      values: { inn: SMIRNOV, name: 'ИП Смирнов И. П.', kpp: '', ogrn: '' },
      errors: {},
    },
    {
      who: 'a blank name and a wrong INN',
      values: { inn: '7707083894', name: '   ', kpp: '773601001', ogrn: '' },
      errors: { name: 'Укажите название компании', inn: 'Неверное контрольное число ИНН' },
    },
    {
      who: 'an ИП with a КПП',
      values: { inn: SMIRNOV, name: 'ИП Смирнов И. П.', kpp: '773601001', ogrn: '' },
      errors: { kpp: 'У ИП и самозанятых нет КПП' },
    },
    {
      who: 'an ООО «Ромашка» without КПП',
      values: { inn: SBER, name: 'ООО «Ромашка»', kpp: '', ogrn: '' },
      errors: { kpp: 'Укажите КПП' },
    },
  ])('checks $who', ({ values, errors }) => {
    expect(errorsOf(newCompanyRequisitesSchema, values)).toEqual(errors);
  });
});

describe('companyRequisitesSchema (edit and admin forms of an existing company)', () => {
  it.each([
    {
      who: 'ООО «Ромашка» renamed',
      inn: SBER,
      values: { name: 'ООО «Ромашка-М»', kpp: '773601001', ogrn: '1027700132195' },
      errors: {},
    },
    {
      who: 'an ИП given an ОГРН of an organisation',
      inn: SMIRNOV,
      values: { name: 'ИП Смирнов И. П.', kpp: '', ogrn: '1027700132195' },
      errors: { ogrn: 'Для ИП укажите ОГРНИП (15 цифр)' },
    },
    {
      who: 'an emptied name and КПП of an organisation',
      inn: SBER,
      values: { name: '', kpp: '', ogrn: '' },
      errors: { name: 'Укажите название компании', kpp: 'Укажите КПП' },
    },
    {
      who: 'a company with a broken stored INN: the INN is not the form’s to report',
      inn: '12345',
      values: { name: 'ООО «Ромашка»', kpp: '773601001', ogrn: '' },
      errors: {},
    },
  ])('checks $who', ({ inn, values, errors }) => {
    expect(errorsOf(companyRequisitesSchema(inn), values)).toEqual(errors);
  });
});

describe('companyFillRequisitesSchema (company/fill «Реквизиты»)', () => {
  it.each([
    {
      who: 'an organisation without ОГРН',
      inn: SBER,
      values: { name: 'ООО «Ромашка»', kpp: '773601001', ogrn: ' ', self_employed: false },
      errors: { ogrn: 'Укажите ОГРН' },
    },
    {
      who: 'an ИП without ОГРНИП',
      inn: SMIRNOV,
      values: { name: 'ИП Смирнов И. П.', kpp: '', ogrn: '', self_employed: false },
      errors: { ogrn: 'Укажите ОГРНИП' },
    },
    {
      who: 'a самозанятый, who has no ОГРНИП',
      inn: SMIRNOV,
      values: { name: 'Смирнов И. П.', kpp: '', ogrn: '', self_employed: true },
      errors: {},
    },
    {
      who: 'an organisation that ticked «самозанятый» (only people can be)',
      inn: SBER,
      values: { name: 'ООО «Ромашка»', kpp: '773601001', ogrn: '', self_employed: true },
      errors: { ogrn: 'Укажите ОГРН' },
    },
    {
      who: 'an ИП with a КПП and a blank name',
      inn: SMIRNOV,
      values: { name: '', kpp: '773601001', ogrn: '304500116000157', self_employed: false },
      errors: { name: 'Укажите название компании', kpp: 'У ИП и самозанятых нет КПП' },
    },
  ])('checks $who', ({ inn, values, errors }) => {
    expect(errorsOf(companyFillRequisitesSchema(inn), values)).toEqual(errors);
  });
});

describe('companyDirectorSchema (company/fill «Руководитель»)', () => {
  it.each([
    {
      values: { director_name: 'Греф Герман Оскарович', director_post: 'Президент' },
      errors: {},
    },
    {
      values: { director_name: '  ', director_post: '' },
      errors: {
        director_name: 'Укажите ФИО руководителя',
        director_post: 'Укажите должность руководителя',
      },
    },
  ])('checks «$values.director_name»', ({ values, errors }) => {
    expect(errorsOf(companyDirectorSchema, values)).toEqual(errors);
  });
});
