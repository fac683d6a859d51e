import { addMonths, tariffMonthChargeKopecks } from '@kabinet/domain/billing';
import type { AutopayCharge, AutopayNextCharge } from '@kabinet/domain/online-payments';
import { localDate } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';

import * as repo from './online-payments-autopay.repository.ts';
import { serializeAutopayCharge } from './online-payments-autopay.serializers.ts';

/** The company's latest month's charge as the client and staff read it; null before the first. */
export async function readLastCharge(db: Db, companyId: number): Promise<AutopayCharge | null> {
  const row = await repo.findLastCharge(db, companyId);
  if (!row) return null;
  const invoice = await repo.findChargeInvoice(db, row.invoiceId);
  return serializeAutopayCharge(row, invoice?.total_kopecks ?? 0);
}

/**
 * What autopay will charge next: the 1st of next month (Moscow) at the month charge of the
 * tariff the month job charges next (pricing's own month charge); null without one.
 */
export async function readNextCharge(
  db: Db,
  companyId: number,
  now: Date,
): Promise<AutopayNextCharge | null> {
  const tariff = await repo.findNextChargedTariff(db, companyId);
  if (!tariff) return null;
  const index = await repo.countTariffMonths(db, tariff.id);
  const amount = tariffMonthChargeKopecks(tariff.info, index);
  if (amount <= 0) return null;
  return { date: `${addMonths(localDate(now).slice(0, 7), 1)}-01`, amount_kopecks: amount };
}
