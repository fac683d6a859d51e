import { sameOptionValue } from './normalize-values.ts';
import type { OptionValue, Tariff, TariffParam, TariffParamOption } from './tariffs.schemas.ts';

/**
 * TARIFF-PRICING §4: sums are kept in integers — 1/10 000 of a rouble, so that a whole-kopeck
 * price times (100 − percent) stays whole — and rounded up once, at the end.
 */
export const UNITS_PER_ROUBLE = 10_000;

/** Converts roubles (whole, or at most two decimals) to exact integer units. */
export function toUnits(roubles: number): number {
  return Math.round(roubles * 100) * 100;
}

/** Integer ceil(a / b) for integer a and positive integer b, without floating-point division. */
export function ceilDiv(a: number, b: number): number {
  const remainder = a % b;
  return (a - remainder) / b + (remainder > 0 ? 1 : 0);
}

/** An option's prices for one tariff, in units (see UNITS_PER_ROUBLE). */
export type OptionPrice = { monthly: number; firstMonth: number };

type PriceOverride = { value: unknown; price?: unknown; first_month_price?: unknown };

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The tariff's own price entry for option `value` of `param` (individual_params), if any. */
export function findOverride(
  tariff: Tariff,
  param: TariffParam,
  value: OptionValue,
): PriceOverride | undefined {
  const entry: unknown = tariff.individual_params[param.slug];
  if (typeof entry !== 'object' || entry === null || !('options' in entry)) return undefined;
  const options: unknown = entry.options;
  if (!Array.isArray(options)) return undefined;
  return (options as unknown[]).find(
    (option): option is PriceOverride =>
      typeof option === 'object' &&
      option !== null &&
      'value' in option &&
      sameOptionValue(option.value, value),
  );
}

/**
 * TARIFF-PRICING §2: the prices of option `value` of `param` in `tariff`.
 * price = the tariff's own price for that option (individual_params[slug].options) when
 * present, else the option's price. First-month base = the same lookup of first_month_price,
 * falling back to price; the first-month price is base × (100 − first_month_sale) / 100.
 * Returns `null` when neither the tariff nor the param has a price (a pricing problem).
 */
export function findOptionPrice(
  tariff: Tariff,
  param: TariffParam,
  value: OptionValue,
): OptionPrice | null {
  const option: TariffParamOption | undefined = param.options.find((candidate) =>
    sameOptionValue(candidate.value, value),
  );
  const override = findOverride(tariff, param, value);
  const price = isNumber(override?.price) ? override.price : option?.price;
  if (!isNumber(price)) return null;
  const ownFirst = isNumber(override?.first_month_price)
    ? override.first_month_price
    : option?.first_month_price;
  const firstBase = isNumber(ownFirst) ? ownFirst : price;
  const sale = option?.first_month_sale ?? 0;
  return {
    monthly: toUnits(price),
    firstMonth: (toUnits(firstBase) * (100 - sale)) / 100,
  };
}

/**
 * TARIFF-PRICING §2 / SPEC §8: the problem logged (web) or answered with 422 (server) when a
 * price is missing — «Нет цены для параметра tax_system (usn15) в тарифе tariff_2».
 */
export function missingPriceProblem(
  param: Pick<TariffParam, 'slug'>,
  tariff: Pick<Tariff, 'slug'>,
  value?: OptionValue,
): string {
  const option = value === undefined ? '' : ` (${value})`;
  return `Нет цены для параметра ${param.slug}${option} в тарифе ${tariff.slug}`;
}
