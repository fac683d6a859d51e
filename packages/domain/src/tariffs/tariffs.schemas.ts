import * as z from 'zod';

import { TARIFF_PARAM_TYPE } from './tariff-param-types.ts';

/** An option value on the wire: a string or a number (e.g. months 1, 3, 6, 12). */
export const optionValueSchema = z.union([z.string(), z.number()]);
/** An option value. */
export type OptionValue = z.infer<typeof optionValueSchema>;

/**
 * TARIFF-PRICING §1.1: a param value — one option value, a number, a list of option values
 * (CHECKBOX), `true`/`false` (one-option CHECKBOX) or `null` (empty).
 */
export const paramValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(optionValueSchema),
  z.null(),
]);
/** A param value; `undefined` (missing) is empty as well. */
export type ParamValue = z.infer<typeof paramValueSchema>;
/** TARIFF-PRICING: values of the wizard, slug → value. */
export type ParamValues = Readonly<Record<string, ParamValue | undefined>>;

const money = z.number().nullish();

/** SPEC §3: one option of a tariff param. Prices are whole roubles, sales whole percents. */
export const tariffParamOptionSchema = z.object({
  value: optionValueSchema,
  label: z.string().nullish(),
  short_label: z.string().nullish(),
  price: money,
  first_month_price: money,
  first_month_sale: z.number().nullish(),
  init_price: money,
  init_first_month_price: money,
  comparison_value: z.number().nullish(),
  sale: z.number().nullish(),
  target: z.string().nullish(),
});
/** An option of a tariff param. */
export type TariffParamOption = z.infer<typeof tariffParamOptionSchema>;

/** SPEC §3: settings of a tariff param (TARIFF-PRICING §1 gives their meaning). */
export const tariffParamSettingsSchema = z.object({
  default_value: paramValueSchema.optional(),
  not_empty_value: paramValueSchema.optional(),
  parent_id: z.union([z.number(), z.string()]).nullish(),
  tariffs_to_skip: z.array(z.union([z.number(), z.string()])).nullish(),
});
/** Settings of a tariff param. */
export type TariffParamSettings = z.infer<typeof tariffParamSettingsSchema>;

/** SPEC §3: a tariff param (GET /api/tariff-params). */
export const tariffParamSchema = z.object({
  id: z.number(),
  slug: z.string(),
  type: z.enum(TARIFF_PARAM_TYPE),
  value: paramValueSchema.optional(),
  options: z.array(tariffParamOptionSchema),
  settings: tariffParamSettingsSchema.nullish(),
});
/** A tariff param. */
export type TariffParam = z.infer<typeof tariffParamSchema>;

/** SPEC §3: a tariff's own prices for one param's options (TARIFF-PRICING §2). */
export const paramPriceOverrideSchema = z.object({
  options: z.array(z.object({ value: optionValueSchema, price: money, first_month_price: money })),
});
/** A tariff's own prices for one param. */
export type ParamPriceOverride = z.infer<typeof paramPriceOverrideSchema>;

/**
 * SPEC §3: individual_params of a tariff — tariff_price, the optional first-month price,
 * default_params, next_month_tariff, and per-param price overrides keyed by param slug.
 */
export const individualParamsSchema = z.looseObject({
  tariff_price: z.number(),
  tariff_first_month_price: money,
  default_params: z.unknown().optional(),
  next_month_tariff: z.unknown().optional(),
});
/** individual_params of a tariff. */
export type IndividualParams = z.infer<typeof individualParamsSchema>;

/** TARIFF-PRICING §4: the price of one period of n months. */
export const monthTotalSchema = z.object({
  months_count: z.number(),
  sale: z.number(),
  sale_text: z.string(),
  text: z.string(),
  total: z.number(),
  total_with_first_month: z.number(),
});
/** The price of one period. */
export type MonthTotal = z.infer<typeof monthTotalSchema>;

/**
 * SPEC §3: a tariff (GET /api/tariff); totals are present when the server priced it.
 * `description` is what the tariff gives, in the client's words ('' when not written).
 */
export const tariffSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string().optional(),
  status: z.string(),
  individual_params: individualParamsSchema,
  total: z.number().optional(),
  total_first_month: z.number().optional(),
});
/** A tariff. */
export type Tariff = z.infer<typeof tariffSchema>;
