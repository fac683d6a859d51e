import { wholeRoublesBalanceAndDebt } from '@kabinet/domain/billing';

import type { Db } from '../../db/client.ts';

import { updateCompany } from './companies.repository.ts';

/**
 * A company's `balance` and `debt` (whole roubles, SPEC §3 Company) as its ledger's
 * SUM makes them (the rounding is the domain's `wholeRoublesBalanceAndDebt`), written by billing
 * in the transaction that posted to the ledger (after locking the company row) and never set on
 * their own.
 */
export async function syncCompanyMoney(
  tx: Db,
  companyId: number,
  ledgerSumKopecks: number,
): Promise<void> {
  await updateCompany(tx, companyId, wholeRoublesBalanceAndDebt(ledgerSumKopecks));
}
