import type { CompanyBankBody } from '@kabinet/domain/companies';

import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { HttpError } from '../../platform/errors.ts';

import * as banksRepo from './companies-banks.repository.ts';
import type { CompanyLookupService } from './companies-lookup.service.ts';
import { bankAccountTaken, bankNameRequired } from './companies.errors.ts';

/** A bank account checked and completed from the BIK lookup, ready to be written. */
export type PreparedBank = {
  bik: string;
  account: string;
  correspondentAccount: string | null;
  bankName: string;
  isMain: boolean;
};

/** Checks a bank account against the company and completes it from the BIK lookup. */
export function createBankAccountPreparer(deps: { db: Db; lookup: CompanyLookupService }) {
  const { db } = deps;
  return { prepare, insertPrepared, belongsTo };

  /** The bank name and корсчет from GET banks/{bik} when the body left them out. */
  async function completeFromBik(body: CompanyBankBody) {
    const given = {
      bankName: body.bank_name ?? null,
      correspondentAccount: body.correspondent_account ?? null,
    };
    if (given.bankName && given.correspondentAccount) return given;
    const found = await deps.lookup.findBank(body.bik).catch(() => null);
    return {
      bankName: given.bankName ?? found?.name ?? null,
      correspondentAccount: given.correspondentAccount ?? (found?.correspondent_account || null),
    };
  }

  /**
   * Completes the bank name and корсчет from GET banks/{bik} when not given; `prefix` names the
   * field inside company/fill (`bank.`). A duplicate account of the company is a 409.
   */
  async function prepare(
    companyId: number,
    body: CompanyBankBody,
    prefix = '',
    exceptBankId?: number,
  ): Promise<PreparedBank> {
    const duplicate = await banksRepo.findBankByAccount(db, companyId, body.account);
    if (duplicate && duplicate.id !== exceptBankId) throw bankAccountTaken();
    const { bankName, correspondentAccount } = await completeFromBik(body);
    if (!bankName) throw prefixed(bankNameRequired(), prefix);
    return {
      bik: body.bik,
      account: body.account,
      correspondentAccount,
      bankName,
      isMain: body.is_main ?? false,
    };
  }

  async function insertPrepared(tx: Db, companyId: number, bank: PreparedBank) {
    try {
      return await banksRepo.insertBank(tx, {
        companyId,
        bik: bank.bik,
        account: bank.account,
        correspondentAccount: bank.correspondentAccount,
        bankName: bank.bankName,
      });
    } catch (error) {
      throw isUniqueViolation(error) ? bankAccountTaken() : error;
    }
  }

  async function belongsTo(companyId: number, bankId: number): Promise<boolean> {
    return (await banksRepo.findBank(db, companyId, bankId)) !== null;
  }
}

/** Renames the fields of a 422 with the company/fill step (`bank.bank_name`). */
function prefixed(error: HttpError, prefix: string): HttpError {
  if (!prefix || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => [`${prefix}${field}`, messages]),
  );
  return new HttpError(error.statusCode, error.message, error.code, errors);
}

export type BankAccountPreparer = ReturnType<typeof createBankAccountPreparer>;
