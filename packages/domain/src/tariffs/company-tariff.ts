import * as z from 'zod';

import { COMPANY_TARIFF_STATUS } from './company-tariff-status.ts';

/** SPEC §4: the status of a company tariff. */
export const companyTariffStatusSchema = z.enum(COMPANY_TARIFF_STATUS);

/** SPEC §3: info of a company tariff — tariff slug, total, sale and the values by param slug. */
export const companyTariffInfoSchema = z.looseObject({
  slug: z.string().nullish(),
  total: z.number().nullish(),
  sale: z.number().nullish(),
  params: z.record(z.string(), z.unknown()).nullish(),
});

/** SPEC §3: a company tariff (GET /api/company-tariffs-by-active and others). */
export const companyTariffSchema = z.object({
  id: z.number(),
  tariff_id: z.number(),
  status: companyTariffStatusSchema,
  status_name: z.string(),
  info: companyTariffInfoSchema.nullish(),
  updated_at: z.string().nullish(),
  connected_at: z.string().nullish(),
});
/** A company tariff. */
export type CompanyTariff = z.infer<typeof companyTariffSchema>;
