import { formatCount, MONTH_FORMS } from '../shared/plural.ts';
import { ceilDiv } from './option-price.ts';
import type { MonthTotal, TariffParam } from './tariffs.schemas.ts';

/**
 * TARIFF-PRICING §4 / SPEC §9: a month of an n-month period costs ⌈total × (100 − sale) / 100⌉,
 * computed in integers — 10 ₽ with 70 % off is 3 ₽ (a float shortcut gives 4).
 */
export function discountedMonth(total: number, salePercent: number): number {
  return ceilDiv(total * (100 - salePercent), 100);
}

/** TARIFF-PRICING §4: sale_text is «−s%» (with a minus sign) when s > 0, else ''. */
export function formatSaleText(salePercent: number): string {
  return salePercent > 0 ? `\u2212${salePercent}%` : '';
}

/**
 * TARIFF-PRICING §4: the price of an n-month period at sale s — total = m × n and
 * total_with_first_month = total_first_month + m × (n − 1), with m the discounted month.
 */
export function calculateMonthTotal(args: {
  total: number;
  totalFirstMonth: number;
  months: number;
  salePercent: number;
}): MonthTotal {
  const { total, totalFirstMonth, months, salePercent } = args;
  const month = discountedMonth(total, salePercent);
  return {
    months_count: months,
    sale: salePercent,
    sale_text: formatSaleText(salePercent),
    text: formatCount(months, MONTH_FORMS),
    total: month * months,
    total_with_first_month: totalFirstMonth + month * (months - 1),
  };
}

/**
 * TARIFF-PRICING §4: totals for every option of pay_months_count (n = its value as a number,
 * s = its sale, missing = 0). Options whose value is not a whole number ≥ 1 are ignored.
 */
export function calculateMonthTotals(
  payMonthsParam: TariffParam | undefined,
  total: number,
  totalFirstMonth: number,
): Record<number, MonthTotal> {
  const totals: Record<number, MonthTotal> = {};
  for (const option of payMonthsParam?.options ?? []) {
    const months = Number(option.value);
    if (!Number.isInteger(months) || months < 1) continue;
    const salePercent = option.sale ?? 0;
    totals[months] = calculateMonthTotal({ total, totalFirstMonth, months, salePercent });
  }
  return totals;
}

/**
 * TARIFF-PRICING §5: the amount the company pays for n months — total_with_first_month when
 * the first-month price is shown, else total; `null` when that period is not offered.
 */
export function amountToPay(
  totals: Readonly<Record<number, MonthTotal>>,
  months: number,
  showFirstMonth: boolean,
): number | null {
  const period = totals[months];
  if (!period) return null;
  return showFirstMonth ? period.total_with_first_month : period.total;
}
