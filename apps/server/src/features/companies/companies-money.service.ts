import type { Db } from '../../db/client.ts';

import { updateCompany } from './companies.repository.ts';

/**
 * A company's `balance` and `debt` (whole roubles, SPEC §3 Company) as its ledger's
 * SUM makes them, written by billing in the transaction that posted to the ledger (after locking
 * the company row) and never set on their own. A positive sum is balance (rounded down), a
 * negative one debt (rounded up, never understated).
 */
export async function syncCompanyMoney(
  tx: Db,
  companyId: number,
  ledgerSumKopecks: number,
): Promise<void> {
  const balance = Math.floor(Math.max(ledgerSumKopecks, 0) / 100);
  const debt = Math.ceil(Math.max(-ledgerSumKopecks, 0) / 100);
  await updateCompany(tx, companyId, { balance, debt });
}
