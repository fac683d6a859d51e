import * as z from 'zod';

/** SPEC §4: statuses of a company tariff. */
export const COMPANY_TARIFF_STATUS = {
  DRAFT: 'DRAFT',
  NEW: 'NEW',
  NEW_MONEY_NOT_ENOUGH: 'NEW_MONEY_NOT_ENOUGH',
  NEW_NEXT_MONTH: 'NEW_NEXT_MONTH',
  NEW_NEXT_MONTH_MONEY_NOT_ENOUGH: 'NEW_NEXT_MONTH_MONEY_NOT_ENOUGH',
  WAITING_NEXT_MONTH: 'WAITING_NEXT_MONTH',
  ACTIVE: 'ACTIVE',
  SUSPENDED: 'SUSPENDED',
  TERMINATED: 'TERMINATED',
  ARCHIVE: 'ARCHIVE',
} as const;
/** A company tariff status of SPEC §4. */
export type CompanyTariffStatus =
  (typeof COMPANY_TARIFF_STATUS)[keyof typeof COMPANY_TARIFF_STATUS];

/**
 * Russian names of the SPEC §4 statuses, used when the server fills `status_name`
 * and wherever the web shows a status.
 */
export const COMPANY_TARIFF_STATUS_NAMES: Record<CompanyTariffStatus, string> = {
  DRAFT: 'Черновик',
  NEW: 'Новый',
  NEW_MONEY_NOT_ENOUGH: 'Ожидает оплаты',
  NEW_NEXT_MONTH: 'Подключится со следующего месяца',
  NEW_NEXT_MONTH_MONEY_NOT_ENOUGH: 'Ожидает оплаты для подключения со следующего месяца',
  WAITING_NEXT_MONTH: 'Сменится со следующего месяца',
  ACTIVE: 'Активен',
  SUSPENDED: 'Приостановлен',
  TERMINATED: 'Расторгнут',
  ARCHIVE: 'В архиве',
};

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
