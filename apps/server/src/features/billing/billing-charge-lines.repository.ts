import { asc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { invoiceLines } from '../../db/schema/billing.ts';
import { companyTariffs } from '../../db/schema/company-tariffs.ts';
import { orders } from '../../db/schema/orders.ts';

/** The invoice lines of these orders (the order's own invoice), by order and position. */
export async function listOrderInvoiceLines(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orders.id,
      name: invoiceLines.name,
      quantity: invoiceLines.quantity,
      priceKopecks: invoiceLines.priceKopecks,
    })
    .from(orders)
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, orders.invoiceId))
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id), asc(invoiceLines.position));
}

/** The info snapshots (the tariff's name among them) of these company tariffs. */
export async function listTariffInfos(db: Db, companyTariffIds: readonly number[]) {
  if (companyTariffIds.length === 0) return [];
  return db
    .select({ id: companyTariffs.id, info: companyTariffs.info })
    .from(companyTariffs)
    .where(inArray(companyTariffs.id, [...companyTariffIds]));
}
