import * as z from 'zod';

import { idFieldSchema, idSchema } from '../shared/ids.ts';
import { listSearchSchema, pageQueryFields } from '../shared/page-query.ts';

import { emailSchema, optionalField, phoneSchema } from '../shared/field-rules.ts';

import { validateBik } from './bik.ts';
import { addBankAccountIssues } from './companies.schemas.ts';
import { companyDirectorSchema, companyNameSchema } from './companies.forms.ts';
import { personRefSchema } from './companies.resources.ts';
import { ASSIGNABLE_POSITIONS, COMPANY_STATUSES } from './company-positions.ts';
import { cleanIdentifier } from './identifier-input.ts';
import { validateInn } from './inn.ts';

// Wire schemas of docs/api/companies.md, requests: params, queries and bodies.

const addressPart = (max: number) =>
  z.string('Неверный формат.').trim().max(max, `Не длиннее ${max} символов.`).nullish();

/** SPEC §3 Address as a body: only `string` (the whole line) is required. */
export const addressInputSchema = z.object({
  region_type: addressPart(50),
  region_name: addressPart(120),
  area_type: addressPart(50),
  area_name: addressPart(120),
  city_type: addressPart(50),
  city_name: addressPart(120),
  postcode: z
    .string('Неверный формат.')
    .trim()
    .regex(/^(\d{6})?$/, 'Индекс состоит из 6 цифр.')
    .nullish(),
  district: addressPart(120),
  street_type: addressPart(50),
  street_name: addressPart(200),
  house_type: addressPart(50),
  house: addressPart(50),
  geo_lat: addressPart(30),
  geo_lon: addressPart(30),
  string: z
    .string('Укажите адрес.')
    .trim()
    .min(1, 'Укажите адрес.')
    .max(500, 'Не длиннее 500 символов.'),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

const idParam = idFieldSchema;
export const companyIdParamsSchema = z.object({ id: idParam });
export const companyBankParamsSchema = z.object({ id: idParam, bankId: idParam });
export const companyUserParamsSchema = z.object({ id: idParam, userId: idParam });
export const companyDocumentParamsSchema = z.object({ id: idParam, documentId: idParam });
export const companyInvitationParamsSchema = z.object({ id: idParam, invitationId: idParam });
export const innParamsSchema = z.object({ inn: z.string() });
export const bikParamsSchema = z.object({ bik: z.string() });
export const searchParamsSchema = z.object({
  text: z
    .string()
    .trim()
    .min(2, 'Введите не меньше 2 символов.')
    .max(100, 'Не длиннее 100 символов.'),
});
export const addressSuggestQuerySchema = z.object({
  query: z.string().trim().min(1, 'Введите адрес.').max(300, 'Не длиннее 300 символов.'),
});

const text = (max: number) =>
  z.string('Неверный формат.').trim().max(max, `Не длиннее ${max} символов.`);
const identifier = z.string('Неверный формат.').overwrite(cleanIdentifier);

/** POST /companies: create by INN (other fields are filled from DaData when configured). */
export const createCompanyBodySchema = z.object({
  inn: z
    .string('Укажите ИНН')
    .overwrite(cleanIdentifier)
    .superRefine((value, ctx) => {
      const message = validateInn(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  kpp: optionalField(identifier),
  ogrn: optionalField(identifier),
  name: optionalField(companyNameSchema),
  self_employed: z.boolean('Неверный формат.').optional(),
  info: z
    .object({
      full_name: optionalField(text(500)),
      director_name: optionalField(text(255)),
      director_post: optionalField(text(255)),
      activity: optionalField(text(500)),
      legal_address: addressInputSchema.nullish(),
      actual_address: addressInputSchema.nullish(),
    })
    .optional(),
});
export type CreateCompanyBody = z.infer<typeof createCompanyBodySchema>;

/** PUT /companies/{id} and POST /companies/{id}/edit: every field optional. */
export const companyChangesBodySchema = z.object({
  name: companyNameSchema.optional(),
  kpp: identifier.nullish(),
  ogrn: identifier.nullish(),
  info: z
    .object({
      full_name: text(500).optional(),
      director_name: text(255).optional(),
      director_post: text(255).optional(),
      activity: text(500).optional(),
      self_employed: z.boolean('Неверный формат.').optional(),
      legal_address: addressInputSchema.nullish(),
      actual_address: addressInputSchema.nullish(),
      main_bank_id: idSchema('Неверный формат.').nullish(),
    })
    .optional(),
});
export type CompanyChangesBody = z.infer<typeof companyChangesBodySchema>;

/** PUT /admin/companies/{id}: the company changes plus its status. */
export const adminCompanyChangesBodySchema = companyChangesBodySchema.extend({
  status: z.enum(COMPANY_STATUSES, 'Неверный статус.').optional(),
});
export type AdminCompanyChangesBody = z.infer<typeof adminCompanyChangesBodySchema>;

/** A bank account of a company; keys are checked against the BIK (russian-domain §1.6). */
export const companyBankBodySchema = z
  .object({
    bik: identifier,
    account: identifier,
    correspondent_account: optionalField(identifier),
    bank_name: optionalField(text(255)),
    is_main: z.boolean('Неверный формат.').optional(),
  })
  .superRefine((value, ctx) => {
    const bikError = validateBik(value.bik);
    if (bikError) {
      ctx.addIssue({ code: 'custom', path: ['bik'], message: bikError });
      return;
    }
    addBankAccountIssues(value, ctx);
  });
export type CompanyBankBody = z.infer<typeof companyBankBodySchema>;

/** POST /companies/fill/{id}: one or more steps of company/fill, saved together. */
export const companyFillBodySchema = z
  .object({
    requisites: z
      .object({
        name: companyNameSchema.optional(),
        kpp: identifier.nullish(),
        ogrn: identifier.nullish(),
        full_name: text(500).optional(),
        activity: text(500).optional(),
        self_employed: z.boolean('Неверный формат.').optional(),
      })
      .optional(),
    addresses: z
      .object({
        legal_address: addressInputSchema.optional(),
        actual_address: addressInputSchema.nullish(),
        actual_same_as_legal: z.boolean('Неверный формат.').optional(),
      })
      .optional(),
    director: companyDirectorSchema.optional(),
    bank: companyBankBodySchema.optional(),
  })
  .refine((value) => Boolean(value.requisites || value.addresses || value.director || value.bank), {
    path: ['steps'],
    message: 'Заполните хотя бы один шаг',
  });
export type CompanyFillBody = z.infer<typeof companyFillBodySchema>;

/** POST /companies/{id}/invitations: exactly one contact. */
export const inviteUserBodySchema = z
  .object({
    phone: optionalField(phoneSchema),
    email: optionalField(emailSchema),
    position: z.enum(ASSIGNABLE_POSITIONS, 'Выберите должность.'),
  })
  .superRefine((value, ctx) => {
    if (!value.phone && !value.email) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Укажите телефон или email.' });
    } else if (value.phone && value.email) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Укажите что-то одно: телефон или email.',
      });
    }
  });
export type InviteUserBody = z.infer<typeof inviteUserBodySchema>;

export const changePositionBodySchema = z.object({
  position: z.enum(ASSIGNABLE_POSITIONS, 'Выберите должность.'),
});
export type ChangePositionBody = z.infer<typeof changePositionBodySchema>;

export const assignManagerBodySchema = z.object({
  user_id: idSchema('Выберите менеджера.'),
});
export type AssignManagerBody = z.infer<typeof assignManagerBodySchema>;

const flag = z
  .enum(['0', '1', 'true', 'false'], 'Неверное значение.')
  .transform((v) => v === '1' || v === 'true');

/** GET /admin/companies query. */
export const adminCompaniesQuerySchema = z.object({
  search: listSearchSchema.optional(),
  status: z.enum(COMPANY_STATUSES, 'Неверный статус.').optional(),
  has_manager: flag.optional(),
  manager_id: idFieldSchema.optional(),
  ...pageQueryFields,
});
export type AdminCompaniesQuery = z.infer<typeof adminCompaniesQuerySchema>;

export const managerOptionSchema = personRefSchema;
export type ManagerOption = z.infer<typeof managerOptionSchema>;
