import type { TariffCalculation } from './calculate-tariffs.ts';
import type { MonthTotal } from './tariffs.schemas.ts';

/** SPEC §3 wire form of a priced tariff's figures: total, total_first_month and total_{n}. */
export type TariffTotalsWire = { total: number; total_first_month: number } & {
  [key: `total_${number}`]: MonthTotal;
};

/**
 * SPEC §3: a Tariff carries total, total_first_month and, per month count n, a total_{n}
 * object — this turns a `calculateTariffs` entry into those fields (e.g. for GET /api/tariff).
 */
export function toTariffTotalsWire(calculation: TariffCalculation): TariffTotalsWire {
  const wire: TariffTotalsWire = {
    total: calculation.total,
    total_first_month: calculation.total_first_month,
  };
  for (const [months, period] of Object.entries(calculation.totals)) {
    wire[`total_${Number(months)}`] = period;
  }
  return wire;
}
