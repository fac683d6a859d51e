import {
  formatMonthsCovered,
  tariffServiceTitle,
  type LedgerEntryView,
} from '@kabinet/domain/billing';

import type { Db } from '../../db/client.ts';

import * as repo from './billing-charge-lines.repository.ts';

/** One line a charge stands for: a name, a quantity and the price of one, in kopecks. */
export type ChargeLine = { name: string; quantity: number; price_kopecks: number };

const MONTH = /^(\d+):(\d{4}-(?:0[1-9]|1[0-2]))$/;

/** «<company tariff id>:<YYYY-MM>», the source of a tariff month charge, read back. */
function tariffMonthOf(sourceId: string): { companyTariffId: number; month: string } | null {
  const match = MONTH.exec(sourceId);
  return match ? { companyTariffId: Number(match[1]), month: match[2] ?? '' } : null;
}

function group<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const byKey = new Map<number, T[]>();
  for (const row of rows) byKey.set(key(row), [...(byKey.get(key(row)) ?? []), row]);
  return byKey;
}

/**
 * What each charge stands for, by ledger entry id, for a document that lists services (the act):
 * a finished order (`order`/{id}) is its invoice's lines with their quantities and prices, as the
 * client was invoiced; a tariff month (`tariff_month`/{id}:{YYYY-MM}) is one month of the tariff
 * named with the tariff and the month. Other charges have no lines of their own.
 */
export async function chargeLines(
  db: Db,
  charges: readonly Pick<LedgerEntryView, 'id' | 'amountKopecks' | 'sourceType' | 'sourceId'>[],
): Promise<Map<number, ChargeLine[]>> {
  const orderIds = charges
    .filter((charge) => charge.sourceType === 'order' && /^\d+$/.test(charge.sourceId))
    .map((charge) => Number(charge.sourceId));
  const months = charges.flatMap((charge) => {
    const month = charge.sourceType === 'tariff_month' ? tariffMonthOf(charge.sourceId) : null;
    return month ? [{ charge, ...month }] : [];
  });
  const [orderLines, tariffs] = await Promise.all([
    repo.listOrderInvoiceLines(db, orderIds),
    repo.listTariffInfos(db, [...new Set(months.map((item) => item.companyTariffId))]),
  ]);
  const linesByOrder = group(orderLines, (line) => line.orderId);
  const result = new Map<number, ChargeLine[]>();
  for (const charge of charges) {
    if (charge.sourceType !== 'order') continue;
    const lines = linesByOrder.get(Number(charge.sourceId)) ?? [];
    result.set(
      charge.id,
      lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        price_kopecks: line.priceKopecks,
      })),
    );
  }
  for (const { charge, companyTariffId, month } of months) {
    const tariff = tariffs.find((item) => item.id === companyTariffId);
    if (!tariff) continue;
    const name = `${tariffServiceTitle(tariff.info.name)} за ${formatMonthsCovered({ from: month, to: month })}`;
    result.set(charge.id, [{ name, quantity: 1, price_kopecks: -charge.amountKopecks }]);
  }
  return result;
}
