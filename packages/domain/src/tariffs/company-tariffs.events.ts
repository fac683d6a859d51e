import * as z from 'zod';

import { companyTariffStatusSchema } from './company-tariff.ts';
import { companyTariffResourceSchema } from './tariff-api.schemas.ts';

/** Payload of CompanyTariffStatusChanged: one company tariff moved from a status to another. */
export const companyTariffStatusChangedSchema = z.object({
  company_id: z.number().int().positive(),
  company_tariff: companyTariffResourceSchema,
  /** null when the tariff was just created. */
  from_status: companyTariffStatusSchema.nullable(),
  to_status: companyTariffStatusSchema,
});
/** CompanyTariffStatusChanged payload. */
export type CompanyTariffStatusChanged = z.infer<typeof companyTariffStatusChangedSchema>;

/**
 * CONVENTIONS §4.5: tariff events on `private-user.{userId}` (docs/api/tariffs.md).
 * - `CompanyTariffStatusChanged`: a tariff of a company the user owns changed its status
 *   (connected, paid, terminated…), the tariff as the company-tariffs answers show it.
 */
export interface CompanyTariffUserEvents {
  CompanyTariffStatusChanged: CompanyTariffStatusChanged;
}

/** Runtime schemas of {@link CompanyTariffUserEvents}. */
export const companyTariffUserEventSchemas = {
  CompanyTariffStatusChanged: companyTariffStatusChangedSchema,
} satisfies {
  [K in keyof CompanyTariffUserEvents]: z.ZodType<CompanyTariffUserEvents[K], unknown>;
};
