import type { Db } from '../../db/client.ts';

import * as adminRepo from './companies-admin.repository.ts';
import * as banksRepo from './companies-banks.repository.ts';
import * as companiesRepo from './companies.repository.ts';

/** A demo bank account (docs/api/companies.md CompanyBank), keys valid for the BIK. */
export type DemoBank = {
  bik: string;
  bankName: string;
  correspondentAccount: string;
  account: string;
};

/**
 * Demo data of the companies issue: the manager is assigned to the company through
 * staff_assignments and the company gets its main bank account (no documents).
 */
export async function seedDemoCompanyExtras(
  tx: Db,
  args: { companyId: number; managerId: number; bank: DemoBank | null; at: Date },
): Promise<void> {
  await adminRepo.assignStaff(tx, {
    companyId: args.companyId,
    userId: args.managerId,
    assignedBy: null,
  });
  if (!args.bank) return;
  const bank = await banksRepo.insertBank(tx, { companyId: args.companyId, ...args.bank });
  await companiesRepo.setMainBankId(tx, args.companyId, bank.id, args.at);
}
