import * as z from 'zod';

import { accompanyingUserSchema, fileRefSchema, personSchema } from '../shared/people.schemas.ts';

import {
  COMPANY_POSITIONS,
  ASSIGNABLE_POSITIONS,
  INVITATION_STATUSES,
} from './company-positions.ts';

// Wire schemas of docs/api/companies.md, answers: Company of SPEC §3 and its parts.

/** SPEC §3 Address as answered: every part is a string ('' when unknown). */
export const addressSchema = z.object({
  region_type: z.string(),
  region_name: z.string(),
  area_type: z.string(),
  area_name: z.string(),
  city_type: z.string(),
  city_name: z.string(),
  postcode: z.string(),
  district: z.string(),
  street_type: z.string(),
  street_name: z.string(),
  house_type: z.string(),
  house: z.string(),
  geo_lat: z.string(),
  geo_lon: z.string(),
  string: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const companyBankSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  bik: z.string(),
  bank_name: z.string(),
  correspondent_account: z.string(),
  account: z.string(),
  is_main: z.boolean(),
  created_at: z.string(),
});
export type CompanyBank = z.infer<typeof companyBankSchema>;

export const companyUserSchema = personSchema.extend({
  status: z.string(),
  position: z.enum(COMPANY_POSITIONS),
  position_name: z.string(),
  is_owner: z.boolean(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** A user shown by id and name (inviter, uploader, manager). */
export const personRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const companyInvitationSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  company_inn: z.string(),
  phone: z.string(),
  email: z.string(),
  position: z.enum(ASSIGNABLE_POSITIONS),
  position_name: z.string(),
  status: z.enum(INVITATION_STATUSES),
  invited_by: personRefSchema.nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

export const companyDocumentSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  extension: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  file_url: z.string(),
  uploaded_by: personRefSchema.nullable(),
  created_at: z.string(),
});
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

export const companyInfoSchema = z.object({
  legal_address: addressSchema.nullable(),
  actual_address: addressSchema.nullable(),
  main_bank_id: z.number().int().nullable(),
  activity: z.string(),
  avatar: fileRefSchema.nullable(),
  self_employed: z.boolean(),
  accompanying: accompanyingUserSchema.nullable(),
  full_name: z.string(),
  director_name: z.string(),
  director_post: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** SPEC §3 Company in full: every company answer (and User.companies) has this shape. */
export const companySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  crm_id: z.string(),
  inn: z.string(),
  kpp: z.string(),
  ogrn: z.string(),
  name: z.string(),
  balance: z.number().int(),
  debt: z.number().int(),
  status: z.string(),
  current_user_position: z.string(),
  documents: z.array(companyDocumentSchema),
  users: z.array(companyUserSchema),
  banks: z.array(companyBankSchema),
  new_users: z.array(companyInvitationSchema),
  company_meta: z.object({
    kind: z.enum(['LEGAL', 'INDIVIDUAL']),
    managers: z.array(personRefSchema),
    filled: z.object({
      requisites: z.boolean(),
      addresses: z.boolean(),
      director: z.boolean(),
      bank: z.boolean(),
    }),
  }),
  referral: z.object({ settings: z.object({ payment_method: z.string() }) }),
  info: companyInfoSchema,
});
export type Company = z.infer<typeof companySchema>;

/** GET companies/search/{text}: one hint (directory rows carry only the public requisites). */
export const companySuggestionSchema = z.object({
  source: z.enum(['directory', 'dadata']),
  registered: z.boolean(),
  inn: z.string(),
  kpp: z.string(),
  ogrn: z.string(),
  name: z.string(),
  full_name: z.string(),
  director_name: z.string(),
  director_post: z.string(),
  legal_address: addressSchema.nullable(),
  status: z.string(),
});
export type CompanySuggestion = z.infer<typeof companySuggestionSchema>;

export const innCheckSchema = z.object({
  inn: z.string(),
  kind: z.enum(['LEGAL', 'INDIVIDUAL']),
  available: z.literal(true),
});
export type InnCheck = z.infer<typeof innCheckSchema>;

export const bankLookupSchema = z.object({
  bik: z.string(),
  name: z.string(),
  correspondent_account: z.string(),
  inn: z.string(),
  kpp: z.string(),
  address: z.string(),
});
export type BankLookup = z.infer<typeof bankLookupSchema>;

/**
 * GET /companies/{id}/requisites: the card as accountants paste it (`text`, «Поле: значение» per
 * line) and the same fields as rows, for the printable card (a value may hold «:» itself).
 */
export const requisitesTextSchema = z.object({
  text: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type RequisitesCard = z.infer<typeof requisitesTextSchema>;
