import { roublesToKopecks } from '@kabinet/domain/money';
import { LEDGER_KIND, type SellerSettings } from '@kabinet/domain/billing';

import type { Db } from '../../db/client.ts';

import { appendLedgerEntry, saveBillingSettings } from './billing.repository.ts';

/** The demo firm's requisites as the seller of its invoices (checksum-valid, not a real firm). */
export const DEMO_SELLER: SellerSettings = {
  name: 'ООО «Кабинет-Учёт»',
  inn: '7709876545',
  kpp: '770901001',
  address: '109012, г. Москва, ул. Ильинка, д. 4',
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810938000000001',
  correspondent_account: '30101810400000000225',
  vat_mode: 'none',
  due_days: 5,
  director_name: 'Соколова А. В.',
  accountant_name: 'Орлова Е. П.',
  contract_number: 'КУ-1/2026',
  contract_date: '2026-01-12',
};

/**
 * Demo: the seller settings, and each demo company's opening balance or debt as a
 * ledger correction («Начальный остаток»), so the ledger's figures match the company's.
 */
export async function seedDemoBilling(
  tx: Db,
  args: {
    companies: readonly { id: number; balance: number; debt: number }[];
    actorUserId: number;
    at: Date;
  },
): Promise<void> {
  await saveBillingSettings(tx, DEMO_SELLER, args.actorUserId, args.at);
  for (const company of args.companies) {
    const amount = roublesToKopecks(company.balance - company.debt);
    if (amount === 0) continue;
    await appendLedgerEntry(tx, {
      companyId: company.id,
      kind: LEDGER_KIND.CORRECTION,
      amountKopecks: amount,
      sourceType: 'correction',
      sourceId: `opening:${company.id}`,
      reason: 'Начальный остаток',
      createdBy: args.actorUserId,
      createdAt: args.at,
    });
  }
}
