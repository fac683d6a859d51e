import { isEmptyValue, sameOptionValue } from './normalize-values.ts';
import { findOptionPrice, missingPriceProblem, type OptionPrice } from './option-price.ts';
import {
  type OptionValue,
  type ParamValue,
  type Tariff,
  type TariffParam,
} from './tariffs.schemas.ts';
import { PAY_MONTHS_COUNT_SLUG, type TariffParamType } from './tariff-param-types.ts';

/** What one param adds to one tariff's month, in units, plus any pricing problems. */
export type ParamAddition = OptionPrice & { problems: string[] };

/** TARIFF-PRICING §3: users beyond this number are charged. */
export const FREE_USERS = 2;

const NOTHING: ParamAddition = { monthly: 0, firstMonth: 0, problems: [] };

function toCount(value: ParamValue | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function priceOf(tariff: Tariff, param: TariffParam, value: OptionValue, times = 1): ParamAddition {
  if (times === 0) return NOTHING;
  const price = findOptionPrice(tariff, param, value);
  if (price === null) {
    return { monthly: 0, firstMonth: 0, problems: [missingPriceProblem(param, tariff, value)] };
  }
  return { monthly: price.monthly * times, firstMonth: price.firstMonth * times, problems: [] };
}

function sum(parts: readonly ParamAddition[]): ParamAddition {
  return parts.reduce(
    (total, part) => ({
      monthly: total.monthly + part.monthly,
      firstMonth: total.firstMonth + part.firstMonth,
      problems: [...total.problems, ...part.problems],
    }),
    NOTHING,
  );
}

function chosenCheckboxValues(param: TariffParam, value: ParamValue | undefined): OptionValue[] {
  if (value === true) return param.options[0] ? [param.options[0].value] : [];
  if (value === false || isEmptyValue(value)) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.filter(
    (item, index) => list.findIndex((other) => sameOptionValue(other, item)) === index,
  );
}

/**
 * TARIFF-PRICING §3 COMPARISON: the option a number x falls in (negative → 0) — the first in
 * ascending `comparison_value` with x ≤ comparison_value; above all of them, the last. The
 * engine prices it and the wizard shows its label, so both read the same band.
 */
export function comparisonBand(
  param: TariffParam,
  value: ParamValue | undefined,
): TariffParam['options'][number] | undefined {
  const x = Math.max(0, Number(value) || 0);
  const sorted = [...param.options].sort(
    (a, b) => (a.comparison_value ?? Infinity) - (b.comparison_value ?? Infinity),
  );
  return sorted.find((option) => x <= (option.comparison_value ?? Infinity)) ?? sorted.at(-1);
}

function comparisonOption(param: TariffParam, value: ParamValue | undefined): OptionValue | null {
  return comparisonBand(param, value)?.value ?? null;
}

function unitOption(param: TariffParam, tariff: Tariff, times: number): ParamAddition {
  const unit = param.options[0];
  if (times === 0) return NOTHING;
  if (!unit) return { ...NOTHING, problems: [missingPriceProblem(param, tariff)] };
  return priceOf(tariff, param, unit.value, times);
}

/**
 * TARIFF-PRICING §3: what an active param adds to a tariff per month (and for the first
 * month, with first-month prices). RADIO/RADIO_BTN: the chosen option; CHECKBOX: the chosen
 * options (true/false for a one-option param); COUNTER: first option × n (negative → 0);
 * USERS: first option × max(0, n − 2); COMPARISON: the first option in ascending
 * comparison_value with x ≤ comparison_value, above all the last; HIDDEN: a matching
 * option's price, else 0; TARIFFS and pay_months_count: 0.
 */
export function calculateParamAddition(
  param: TariffParam,
  value: ParamValue | undefined,
  tariff: Tariff,
): ParamAddition {
  if (param.slug === PAY_MONTHS_COUNT_SLUG) return NOTHING;
  return ADDERS[param.type](param, value, tariff);
}

type Adder = (param: TariffParam, value: ParamValue | undefined, tariff: Tariff) => ParamAddition;

const radio: Adder = (param, value, tariff) =>
  isEmptyValue(value) || typeof value === 'boolean' || Array.isArray(value)
    ? NOTHING
    : priceOf(tariff, param, value);

const ADDERS: Record<TariffParamType, Adder> = {
  RADIO: radio,
  RADIO_BTN: radio,
  CHECKBOX: (param, value, tariff) =>
    sum(chosenCheckboxValues(param, value).map((item) => priceOf(tariff, param, item))),
  COUNTER: (param, value, tariff) => unitOption(param, tariff, toCount(value)),
  USERS: (param, value, tariff) =>
    unitOption(param, tariff, Math.max(0, toCount(value) - FREE_USERS)),
  COMPARISON: (param, value, tariff) => {
    const chosen = comparisonOption(param, value);
    return chosen === null
      ? { ...NOTHING, problems: [missingPriceProblem(param, tariff)] }
      : priceOf(tariff, param, chosen);
  },
  HIDDEN: (param, value, tariff) => {
    const match = param.options.find((option) => sameOptionValue(option.value, value));
    return match ? priceOf(tariff, param, match.value) : NOTHING;
  },
  TARIFFS: () => NOTHING,
};
