import { actLinesFromCharges, periodBounds, type ActLineDraft } from '@kabinet/domain/acts';

import type { Db } from '../../db/client.ts';

import type { ActsBilling } from './acts.events.ts';
import type { NewActLine } from './acts.repository.ts';

/**
 * The lines of a company's act for `period`: the month's ledger charges, each as the lines it
 * stands for (a finished order as its invoice listed them, with quantities and prices; the tariff
 * month named with its tariff), so the act reads as the invoices did and totals the charges.
 */
export async function periodActLines(
  billing: Pick<ActsBilling, 'entriesBetween' | 'chargeLines'>,
  tx: Db,
  companyId: number,
  period: string,
): Promise<ActLineDraft[]> {
  const { from, to } = periodBounds(period);
  const charges = await billing.entriesBetween(tx, companyId, from, to);
  const own = await billing.chargeLines(tx, charges);
  return actLinesFromCharges(charges, period, (charge) => own.get(charge.id));
}

/** The domain's drafted act lines as the rows stored for an act, numbered from 1 in order. */
export function actLineRows(lines: readonly ActLineDraft[]): NewActLine[] {
  return lines.map((line, index) => ({
    position: index + 1,
    name: line.name,
    quantity: line.quantity,
    priceKopecks: line.price_kopecks,
    amountKopecks: line.amount_kopecks,
    sourceType: line.source_type,
    sourceId: line.source_id,
  }));
}
