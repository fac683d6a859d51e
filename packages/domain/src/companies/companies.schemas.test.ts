import { describe, expect, it } from 'vitest';

import {
  bankRequisitesSchema,
  bikSchema,
  innSchema,
  kppSchema,
  ogrnipSchema,
  ogrnSchema,
} from './companies.schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('identifier field schemas', () => {
  it.each([
    { schema: innSchema, input: ' 7707-083-893 ', output: '7707083893' },
    { schema: kppSchema, input: '5027ab001', output: '5027AB001' },
    { schema: ogrnSchema, input: '1027700132195', output: '1027700132195' },
    { schema: ogrnipSchema, input: '304500116000157', output: '304500116000157' },
    { schema: bikSchema, input: '044 525 225', output: '044525225' },
  ])('cleans «$input» to $output', ({ schema, input, output }) => {
    expect(schema.parse(input)).toBe(output);
  });

  it.each([
    { schema: innSchema, input: '7707083894', message: 'Неверное контрольное число ИНН' },
    {
      schema: kppSchema,
      input: '7736АБ001',
      message: 'КПП должен содержать 9 символов: цифры, в 5–6 позициях допускаются латинские буквы',
    },
    { schema: ogrnSchema, input: '1027700132196', message: 'Неверное контрольное число' },
    {
      schema: bikSchema,
      input: '04452522',
      message: 'БИК должен содержать 9 цифр и начинаться с 0',
    },
  ])('rejects «$input» with «$message»', ({ schema, input, message }) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });
});

describe('bankRequisitesSchema', () => {
  it('accepts Сбербанк requisites', () => {
    const body = {
      bik: '044525225',
      account: '40702810938000000001',
      correspondent_account: '30101810400000000225',
    };
    expect(bankRequisitesSchema.parse(body)).toEqual(body);
  });

  it('puts the account key error on the account field', () => {
    const result = bankRequisitesSchema.safeParse({
      bik: '044525225',
      account: '40702810038000000001',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['account', 'Расчетный счет не соответствует БИК'],
    ]);
  });

  it('puts the correspondent key error on correspondent_account', () => {
    const result = bankRequisitesSchema.safeParse({
      bik: '044525225',
      account: '40702810938000000001',
      correspondent_account: '30101810500000000225',
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['correspondent_account']);
  });
});
