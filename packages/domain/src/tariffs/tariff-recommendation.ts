import type { TariffsCalculation } from './calculate-tariffs.ts';
import { findOverride } from './option-price.ts';
import {
  isActivatingValue,
  isParamActive,
  isSkippedForTariff,
  normalizeValues,
} from './normalize-values.ts';
import type { ParamValues, Tariff, TariffParam } from './tariffs.schemas.ts';

/** Input of `recommendTariff`: the catalogue, the wizard's answers and their live prices. */
export type RecommendTariffInput = {
  params: readonly TariffParam[];
  tariffs: readonly Tariff[];
  values: ParamValues;
  calculation: TariffsCalculation;
};

/**
 * A tariff covers the client's answers when it offers everything they asked for —
 * no active param answered with something (not empty, `false`, `0` or `[]`) is skipped for it
 * (TARIFF-PRICING §1.4: e.g. the basic tariff skips management reports, so it does not cover
 * a client who wants ОПиУ).
 */
export function coversAnswers(
  tariff: Tariff,
  params: readonly TariffParam[],
  values: ParamValues,
): boolean {
  return coversNormalized(tariff, params, normalizeValues(params, values));
}

function coversNormalized(
  tariff: Tariff,
  params: readonly TariffParam[],
  normalized: ParamValues,
): boolean {
  return params.every(
    (param) =>
      !isSkippedForTariff(param, tariff) ||
      !isParamActive(param, params, normalized) ||
      !isActivatingValue(normalized[param.slug]),
  );
}

/**
 * The tariff recommended to this client — the cheapest (by the engine's monthly
 * `total` for their answers) among the tariffs that cover the answers (`coversAnswers`); on a
 * tie, the first in catalogue order. `null` while the calculation is incomplete (no prices yet)
 * or when no tariff covers the answers.
 */
export function recommendTariff(input: RecommendTariffInput): number | null {
  const { params, tariffs, values, calculation } = input;
  if (!calculation.complete) return null;
  const normalized = normalizeValues(params, values);
  let best: { id: number; total: number } | null = null;
  for (const tariff of tariffs) {
    const priced = calculation.tariffs.find((item) => item.id === tariff.id);
    if (!priced || !coversNormalized(tariff, params, normalized)) continue;
    if (best === null || priced.total < best.total) best = { id: tariff.id, total: priced.total };
  }
  return best?.id ?? null;
}

/**
 * What a tariff includes at no extra charge, from the catalogue itself — the labels
 * of the options the tariff prices at 0 ₽ by its own prices (TARIFF-PRICING §2) while the
 * catalogue's price for them is above 0, in params and options order.
 */
export function tariffInclusions(tariff: Tariff, params: readonly TariffParam[]): string[] {
  const labels: string[] = [];
  for (const param of params) {
    if (isSkippedForTariff(param, tariff)) continue;
    for (const option of param.options) {
      const override = findOverride(tariff, param, option.value);
      const label = option.label ?? option.short_label;
      if (override?.price === 0 && (option.price ?? 0) > 0 && label) labels.push(label);
    }
  }
  return labels;
}
