import {
  amountToPay,
  normalizeValuesForSending,
  toTariffTotalsWire,
  type ParamValues,
  type Tariff,
  type TariffCalculation,
  type TariffParam,
} from '@kabinet/domain/tariffs';

/**
 * TARIFF-PRICING §1.6: the values a company sends, normalised (not_empty_value) and limited to
 * the catalogue's params — anything else (a `total`, a `price`) is dropped, never trusted.
 */
export function valuesForSaving(params: readonly TariffParam[], values: ParamValues): ParamValues {
  const normalised = normalizeValuesForSending(params, values);
  const known: Record<string, ParamValues[string]> = {};
  for (const param of params) {
    if (param.slug in normalised) known[param.slug] = normalised[param.slug];
  }
  return known;
}

/** The chosen tariff (param tariff_id) among the catalogue's, or null. */
export function chosenTariff(tariffs: readonly Tariff[], values: ParamValues): Tariff | null {
  const id = Number(values.tariff_id);
  if (!Number.isInteger(id)) return null;
  return tariffs.find((tariff) => tariff.id === id) ?? null;
}

/** The chosen number of months paid ahead, or null. */
export function chosenMonths(values: ParamValues): number | null {
  const months = Number(values.pay_months_count);
  return Number.isInteger(months) && months > 0 ? months : null;
}

/**
 * SPEC §3 Company tariff info as connected: slug, total, sale, params by slug — plus the prices
 * the engine gave, so later catalogue edits never change what the company agreed to.
 */
export function buildInfo(args: {
  tariff: Tariff;
  priced: TariffCalculation;
  values: ParamValues;
  months: number;
  showFirstMonth: boolean;
}): { info: Record<string, unknown>; amount: number | null } {
  const { tariff, priced, values, months, showFirstMonth } = args;
  const period = priced.totals[months];
  const amount = amountToPay(priced.totals, months, showFirstMonth);
  const info = {
    slug: tariff.slug,
    name: tariff.name,
    total: priced.total,
    total_first_month: priced.total_first_month,
    sale: period?.sale ?? 0,
    months,
    amount,
    show_first_month: showFirstMonth,
    params: values,
    totals: toTariffTotalsWire(priced),
  };
  return { info, amount };
}
