import type { CompanyBank, CompanyBankBody } from '@kabinet/domain/companies';

import type { Db } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Clock } from '../../platform/clock.ts';

import type { CompanyAccessService } from './companies-access.service.ts';
import type { BankAccountPreparer } from './companies-bank-accounts.service.ts';
import * as banksRepo from './companies-banks.repository.ts';
import { bankAccountTaken, bankNotFound } from './companies.errors.ts';
import type { Actor } from './companies.policy.ts';
import * as companiesRepo from './companies.repository.ts';
import { serializeBank, type StoredCompanyInfo } from './companies.serializers.ts';

/** Bank accounts of a company: the keys are checked by the body schema, names by the BIK lookup. */
export function createCompanyBanksService(deps: {
  db: Db;
  clock: Clock;
  preparer: BankAccountPreparer;
  access: CompanyAccessService;
}) {
  const { db } = deps;
  const { prepare, insertPrepared, belongsTo } = deps.preparer;
  return { list, add, update, remove };

  async function list(actor: Actor, companyId: number): Promise<CompanyBank[]> {
    const { company } = await deps.access.view(actor, companyId);
    const rows = await banksRepo.listBanks(db, company.id);
    return rows.map((row) => serializeBank(row, mainBankOf(company)));
  }

  async function add(actor: Actor, companyId: number, body: CompanyBankBody) {
    const { company } = await deps.access.edit(actor, companyId);
    return addBank(company, body);
  }

  async function update(actor: Actor, companyId: number, bankId: number, body: CompanyBankBody) {
    const { company } = await deps.access.edit(actor, companyId);
    return updateBank(company, bankId, body);
  }

  async function remove(actor: Actor, companyId: number, bankId: number) {
    const { company } = await deps.access.edit(actor, companyId);
    return removeBank(company, bankId);
  }

  /** The first account of a company becomes its main one. */
  async function addBank(company: CompanyRow, body: CompanyBankBody): Promise<CompanyBank> {
    const bank = await prepare(company.id, body);
    const info = company.info as StoredCompanyInfo;
    const row = await db.transaction(async (tx) => {
      const saved = await insertPrepared(tx, company.id, bank);
      if (bank.isMain || !info.main_bank_id) await setMain(tx, company, saved.id);
      return saved;
    });
    return serializeBank(row, bank.isMain || !info.main_bank_id ? row.id : mainBankOf(company));
  }

  async function updateBank(
    company: CompanyRow,
    bankId: number,
    body: CompanyBankBody,
  ): Promise<CompanyBank> {
    if (!(await belongsTo(company.id, bankId))) throw bankNotFound();
    const bank = await prepare(company.id, body, '', bankId);
    const row = await db.transaction(async (tx) => {
      const saved = await banksRepo
        .updateBank(tx, bankId, {
          bik: bank.bik,
          account: bank.account,
          correspondentAccount: bank.correspondentAccount,
          bankName: bank.bankName,
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? bankAccountTaken() : error;
        });
      if (bank.isMain) await setMain(tx, company, bankId);
      return saved;
    });
    if (!row) throw bankNotFound();
    return serializeBank(row, bank.isMain ? bankId : mainBankOf(company));
  }

  async function removeBank(company: CompanyRow, bankId: number): Promise<void> {
    if (!(await belongsTo(company.id, bankId))) throw bankNotFound();
    await db.transaction(async (tx) => {
      await banksRepo.deleteBank(tx, bankId);
      if (mainBankOf(company) === bankId) await setMain(tx, company, null);
    });
  }

  async function setMain(tx: Db, company: CompanyRow, bankId: number | null) {
    await companiesRepo.setMainBankId(tx, company.id, bankId, deps.clock.now());
  }
}

const mainBankOf = (company: CompanyRow) =>
  (company.info as StoredCompanyInfo).main_bank_id ?? null;

export type CompanyBanksService = ReturnType<typeof createCompanyBanksService>;
