import { showsFirstMonthPrice } from './current-company-tariff.ts';
import { calculateMonthTotals } from './month-totals.ts';
import {
  isEmptyValue,
  isParamActive,
  isSkippedForTariff,
  normalizeValues,
} from './normalize-values.ts';
import { ceilDiv, toUnits, UNITS_PER_ROUBLE } from './option-price.ts';
import { calculateParamAddition } from './param-addition.ts';
import {
  type MonthTotal,
  type ParamValues,
  type Tariff,
  type TariffParam,
} from './tariffs.schemas.ts';
import { PAY_MONTHS_COUNT_SLUG } from './tariff-param-types.ts';

/** Input of `calculateTariffs` (TARIFF-PRICING, top). */
export type CalculateTariffsInput = {
  params: readonly TariffParam[];
  tariffs: readonly Tariff[];
  values: ParamValues;
  companyTariffs: readonly { status: string }[];
};

/** The priced tariff of TARIFF-PRICING §4; `totals` is keyed by the number of months. */
export type TariffCalculation = {
  id: number;
  slug: string;
  total: number;
  total_first_month: number;
  totals: Record<number, MonthTotal>;
};

/** Answer of `calculateTariffs` (TARIFF-PRICING, top). */
export type TariffsCalculation = {
  complete: boolean;
  missing: string[];
  problems: string[];
  show_first_month: boolean;
  tariffs: TariffCalculation[];
};

/** TARIFF-PRICING §1.5: these never stop the calculation when empty. */
function isNeverRequired(param: TariffParam): boolean {
  return (
    param.type === 'HIDDEN' || param.type === 'TARIFFS' || param.slug === PAY_MONTHS_COUNT_SLUG
  );
}

function priceTariff(
  tariff: Tariff,
  activeParams: readonly TariffParam[],
  values: ParamValues,
  payMonths: TariffParam | undefined,
): { result: TariffCalculation; problems: string[] } {
  const problems: string[] = [];
  const own = tariff.individual_params;
  let monthly = toUnits(own.tariff_price);
  let firstMonth = toUnits(own.tariff_first_month_price ?? own.tariff_price);
  for (const param of activeParams) {
    if (isSkippedForTariff(param, tariff)) continue;
    const addition = calculateParamAddition(param, values[param.slug], tariff);
    monthly += addition.monthly;
    firstMonth += addition.firstMonth;
    problems.push(...addition.problems);
  }
  const total = ceilDiv(monthly, UNITS_PER_ROUBLE);
  const totalFirstMonth = ceilDiv(firstMonth, UNITS_PER_ROUBLE);
  const totals = calculateMonthTotals(payMonths, total, totalFirstMonth);
  return {
    result: { id: tariff.id, slug: tariff.slug, total, total_first_month: totalFirstMonth, totals },
    problems,
  };
}

/**
 * TARIFF-PRICING (the whole page): prices every tariff for the wizard's values. Values are
 * normalised (§1.2); only active params count (§1.3, §1.4); an empty active param other than
 * HIDDEN, TARIFFS or pay_months_count stops the calculation and is listed in `missing` in
 * wizard (params) order (§1.5); each tariff's monthly and first-month sums are rounded up once
 * (§4) and priced for every pay_months_count option; missing prices are listed in `problems`
 * and count as 0 (§2); `show_first_month` follows §5. The server is the authority on prices.
 */
export function calculateTariffs(input: CalculateTariffsInput): TariffsCalculation {
  const { params, tariffs, companyTariffs } = input;
  const values = normalizeValues(params, input.values);
  const activeParams = params.filter((param) => isParamActive(param, params, values));
  const missing = activeParams
    .filter((param) => !isNeverRequired(param) && isEmptyValue(values[param.slug]))
    .map((param) => param.slug);
  const show_first_month = showsFirstMonthPrice(companyTariffs);
  if (missing.length > 0) {
    return { complete: false, missing, problems: [], show_first_month, tariffs: [] };
  }
  const payMonths = params.find((param) => param.slug === PAY_MONTHS_COUNT_SLUG);
  const problems: string[] = [];
  const priced = tariffs.map((tariff) => {
    const { result, problems: found } = priceTariff(tariff, activeParams, values, payMonths);
    problems.push(...found);
    return result;
  });
  return { complete: true, missing, problems, show_first_month, tariffs: priced };
}
