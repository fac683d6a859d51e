import type {
  Company,
  CompanyChangesBody,
  CompanyFillBody,
  CurrentUserPosition,
} from '@kabinet/domain/companies';

import type { Db } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';

import type { CompanyAccessService } from './companies-access.service.ts';
import { companyClientUserIds } from './companies-audience.service.ts';
import type { BankAccountPreparer } from './companies-bank-accounts.service.ts';
import {
  changesFromBody,
  changesFromFill,
  requisitesErrors,
  type CompanyChangeSet,
} from './companies-changes.mapping.ts';
import { fieldErrors, mainBankNotFound } from './companies.errors.ts';
import type { Actor } from './companies.policy.ts';
import * as companiesRepo from './companies.repository.ts';
import type { StoredCompanyInfo } from './companies.serializers.ts';

/**
 * PUT /companies/{id}, POST companies/{id}/edit and companies/fill/{id}: access first, every
 * change validated, then one transaction (nothing half-saved).
 */
export function createCompanyEditService(deps: {
  db: Db;
  clock: Clock;
  access: CompanyAccessService;
  banks: BankAccountPreparer;
  load: (companyId: number, position: CurrentUserPosition) => Promise<Company>;
  /** After commit, `CompanyUpdated` reaches the company's users (their open pages refresh). */
  realtime?: Realtime;
}) {
  const { db, clock, load } = deps;
  const accessForEdit = deps.access.edit;
  return { updateCompany, fillCompany, applyChanges };

  async function updateCompany(actor: Actor, companyId: number, body: CompanyChangesBody) {
    const { company, position } = await accessForEdit(actor, companyId);
    const changes = changesFromBody(company, body);
    const errors = requisitesErrors(company, changes);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    await assertMainBank(company, changes);
    await db.transaction((tx) => applyChanges(tx, company.id, changes));
    await announceUpdated(company.id);
    return load(company.id, position);
  }

  /** company/fill: every given step is validated first, then all are saved in one transaction. */
  async function fillCompany(actor: Actor, companyId: number, body: CompanyFillBody) {
    const { company, position } = await accessForEdit(actor, companyId);
    const changes = changesFromFill(company, body);
    const errors = requisitesErrors(company, changes, 'requisites.');
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const bank = body.bank ? await deps.banks.prepare(company.id, body.bank, 'bank.') : null;
    await db.transaction(async (tx) => {
      if (bank) {
        const saved = await deps.banks.insertPrepared(tx, company.id, bank);
        const first = !(changes.info.main_bank_id ?? null);
        if (bank.isMain || first) changes.info.main_bank_id = saved.id;
      }
      await applyChanges(tx, company.id, changes);
    });
    await announceUpdated(company.id);
    return load(company.id, position);
  }

  async function announceUpdated(companyId: number) {
    if (!deps.realtime) return;
    for (const userId of await companyClientUserIds(db, companyId)) {
      deps.realtime.toUser(userId).emit('CompanyUpdated', { company_id: companyId });
    }
  }

  async function applyChanges(tx: Db, companyId: number, changes: CompanyChangeSet) {
    await companiesRepo.updateCompany(tx, companyId, {
      ...changes.columns,
      info: changes.info,
      updatedAt: clock.now(),
    });
  }

  async function assertMainBank(company: CompanyRow, changes: CompanyChangeSet) {
    const mainBankId = changes.info.main_bank_id;
    const before = (company.info as StoredCompanyInfo).main_bank_id;
    if (!mainBankId || mainBankId === before) return;
    if (!(await deps.banks.belongsTo(company.id, mainBankId))) throw mainBankNotFound();
  }
}
