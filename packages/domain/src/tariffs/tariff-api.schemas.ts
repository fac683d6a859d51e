import * as z from 'zod';

import { idFieldSchema } from '../shared/ids.ts';

import { companyTariffInfoSchema, companyTariffStatusSchema } from './company-tariff.ts';
import { STAFF_TARGET_STATUSES } from './company-tariff-transitions.ts';
import {
  individualParamsSchema,
  monthTotalSchema,
  paramValueSchema,
  tariffParamSchema,
  tariffSchema,
} from './tariffs.schemas.ts';

/** docs/api/tariffs.md: the wizard's values, slug → value. */
export const paramValuesSchema = z.record(z.string(), paramValueSchema.optional());

const companyIdSchema = idFieldSchema.optional();

/** POST /api/company-tariffs/draft, /connect and /api/v1/tariffs/calculate. */
export const tariffValuesBodySchema = z.looseObject({
  values: paramValuesSchema,
  company_id: companyIdSchema,
});
/** Body of draft, connect and calculate. */
export type TariffValuesBody = z.infer<typeof tariffValuesBodySchema>;

/** Optional `?company_id=` of the company-scoped reads. */
export const companyIdQuerySchema = z.object({ company_id: companyIdSchema });

/** The answer of calculateTariffs on the wire (TARIFF-PRICING, top). */
export const tariffsCalculationSchema = z.object({
  complete: z.boolean(),
  missing: z.array(z.string()),
  problems: z.array(z.string()),
  show_first_month: z.boolean(),
  tariffs: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      total: z.number(),
      total_first_month: z.number(),
      totals: z.record(z.string(), monthTotalSchema),
    }),
  ),
});

/** docs/api/tariffs.md CompanyTariff: SPEC §3 fields plus what the tariff page shows. */
export const companyTariffResourceSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  tariff_id: z.number().nullable(),
  tariff_slug: z.string(),
  tariff_name: z.string(),
  status: companyTariffStatusSchema,
  status_name: z.string(),
  date_connect: z.string().nullable(),
  pay_months_count: z.number().nullable(),
  amount: z.number().nullable(),
  info: companyTariffInfoSchema.nullable(),
  can_delete: z.boolean(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  connected_at: z.string().nullable(),
});
/** A company tariff as the API sends it. */
export type CompanyTariffResource = z.infer<typeof companyTariffResourceSchema>;

/** One wizard step on the wire (TARIFF_WIZARD_STEPS). */
export const tariffWizardStepSchema = z.object({
  number: z.number(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  param_slugs: z.array(z.string()),
});

/** GET /api/tariff-page: everything the wizard needs in one call. */
export const tariffPageSchema = z.object({
  steps: z.array(tariffWizardStepSchema),
  params: z.array(tariffParamSchema),
  tariffs: z.array(tariffSchema),
  values: paramValuesSchema,
  company_tariffs: z.array(companyTariffResourceSchema),
  current: companyTariffResourceSchema.nullable(),
  draft: companyTariffResourceSchema.nullable(),
  calculation: tariffsCalculationSchema,
  show_first_month: z.boolean(),
});
/** The tariff page answer. */
export type TariffPage = z.infer<typeof tariffPageSchema>;

/** GET /api/company-tariffs/{status}/{id-or-param}. */
export const companyTariffLookupParamsSchema = z.object({
  status: z.union([companyTariffStatusSchema, z.literal('current')]),
  idOrParam: z.union([z.literal('active'), idFieldSchema]),
});

/** A numeric `{id}` path param. */
export const tariffIdParamsSchema = z.object({ id: idFieldSchema });

/** POST /api/v1/company-tariffs/{id}/status (staff). */
export const companyTariffStatusBodySchema = z.object({
  status: z.enum(STAFF_TARGET_STATUSES, 'Статус: ACTIVE, SUSPENDED, TERMINATED или ARCHIVE.'),
  comment: z.string().trim().max(1000).nullish(),
});
/** Body of the staff status change. */
export type CompanyTariffStatusBody = z.infer<typeof companyTariffStatusBodySchema>;

/** One row of GET /api/v1/company-tariffs/{id}/history. */
export const companyTariffHistoryEntrySchema = z.object({
  id: z.number(),
  company_tariff_id: z.number(),
  from_status: companyTariffStatusSchema.nullable(),
  from_status_name: z.string(),
  to_status: companyTariffStatusSchema,
  to_status_name: z.string(),
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
  comment: z.string(),
  at: z.string(),
});
/** A history row. */
export type CompanyTariffHistoryEntry = z.infer<typeof companyTariffHistoryEntrySchema>;

/** GET /api/v1/admin/params: the catalogue with the wizard steps. */
export const adminCatalogueSchema = z.object({
  params: z.array(tariffParamSchema),
  tariffs: z.array(tariffSchema),
  steps: z.array(tariffWizardStepSchema),
});

/** PUT /api/v1/admin/params. */
export const adminParamsBodySchema = z.object({ params: z.array(tariffParamSchema) });
/** Body of the admin params save. */
export type AdminParamsBody = z.infer<typeof adminParamsBodySchema>;

/** PUT /api/v1/admin/tariffs/{id}. */
export const adminTariffBodySchema = z.object({
  name: z.string().trim().min(1, 'Укажите название тарифа.').max(255).optional(),
  description: z.string().trim().max(500, 'Описание — не больше 500 знаков.').optional(),
  status: z.string().trim().min(1).max(50).optional(),
  individual_params: individualParamsSchema,
});
/** Body of the admin tariff save. */
export type AdminTariffBody = z.infer<typeof adminTariffBodySchema>;

/** POST /api/v1/admin/params/preview: an edited, unsaved catalogue priced by the engine. */
export const adminPreviewBodySchema = z.object({
  params: z.array(tariffParamSchema).optional(),
  tariffs: z.array(tariffSchema).optional(),
  values: paramValuesSchema,
});
/** Body of the admin preview. */
export type AdminPreviewBody = z.infer<typeof adminPreviewBodySchema>;
