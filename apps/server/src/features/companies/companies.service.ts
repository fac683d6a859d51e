import {
  validateCompanyRequisites,
  type Company,
  type CreateCompanyBody,
  type CurrentUserPosition,
  type RequisitesCard,
} from '@kabinet/domain/companies';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';

import type { CompanyAccessService } from './companies-access.service.ts';
import { createActiveCompanyService } from './companies-active.service.ts';
import { countCompaniesOfUsers, type CompanyCounts } from './companies-admin.repository.ts';
import type { BankAccountPreparer } from './companies-bank-accounts.service.ts';
import { draftCompany } from './companies-draft.mapping.ts';
import { createCompanyEditService } from './companies-edit.service.ts';
import type { CompanyLookupService } from './companies-lookup.service.ts';
import { requisitesCard } from './companies-requisites.serializers.ts';
import {
  companyHasMembers,
  companyHasMoney,
  companyNotFound,
  fieldErrors,
  innTaken,
  nameRequired,
  onlyOwnerDeletes,
} from './companies.errors.ts';
import type { Actor } from './companies.policy.ts';
import * as companiesRepo from './companies.repository.ts';
import { serializeCompany } from './companies.serializers.ts';
import type { Staffing } from './companies-staffing.service.ts';

/** A port for the company a user just created (filled by services.ts). */
export type CompanyCreatedHook = (
  tx: Db,
  created: { companyId: number; userId: number; name: string },
) => Promise<void>;

type CompaniesDeps = {
  db: Db;
  clock: Clock;
  access: CompanyAccessService;
  lookup: CompanyLookupService;
  banks: BankAccountPreparer;
  fileUrl: (key: string) => string;
  /** A new company gets its manager in the same transaction. */
  staffing: Pick<Staffing, 'autoAssign'>;
  /** The referral programme hears of a company its user created, in the same transaction. */
  onCreated?: CompanyCreatedHook;
  /** Saved company data is announced to its users (`CompanyUpdated`). */
  realtime?: Realtime;
};

/** SPEC §7 Companies: the generic resource, create by INN, edit, fill, delete, requisites. */
export function createCompaniesService(deps: CompaniesDeps) {
  const { db } = deps;
  const access = deps.access.view;
  return {
    ...createCompanyEditService({ ...deps, load }),
    ...createActiveCompanyService({ ...deps, load }),
    load,
    listMine,
    companyCountsOf,
    getCompany,
    createCompany: (actor: Actor, body: CreateCompanyBody) =>
      insertNewCompany(deps, load, actor, body),
    deleteCompany,
    getRequisitesCard,
  };

  /** Reads the company again with its parts and serializes it for the caller. */
  async function load(companyId: number, position: CurrentUserPosition): Promise<Company> {
    const company = await companiesRepo.findCompanyById(db, companyId);
    if (!company) throw companyNotFound();
    const [row] = await companiesRepo.withRelations(db, [{ ...company, position }]);
    return serializeCompany(row ?? { ...company, position }, deps.fileUrl);
  }

  async function listMine(actor: Actor): Promise<Company[]> {
    const rows = await companiesRepo.listCompaniesOfUser(db, actor.id);
    return rows.map((row) => serializeCompany(row, deps.fileUrl));
  }

  /** Each user's companies, as member or assigned staff (the admin's users list). */
  function companyCountsOf(userIds: readonly number[]): Promise<Map<number, CompanyCounts>> {
    return countCompaniesOfUsers(db, userIds);
  }

  async function getCompany(actor: Actor, companyId: number): Promise<Company> {
    const { position } = await access(actor, companyId);
    return load(companyId, position);
  }

  /** Owner only; refused while others are in it or money is on it (docs/api/companies.md). */
  async function deleteCompany(actor: Actor, companyId: number): Promise<void> {
    const { company, position } = await access(actor, companyId);
    if (position !== 'owner') throw onlyOwnerDeletes();
    const others = await companiesRepo.countOtherMembers(db, company.id, actor.id);
    const invitations = await companiesRepo.listPendingInvitations(db, [company.id]);
    if (others > 0 || invitations.length > 0) throw companyHasMembers();
    if (company.balance !== 0 || company.debt !== 0) throw companyHasMoney();
    await db.transaction(async (tx) => {
      await companiesRepo.clearActiveCompany(tx, actor.id, company.id);
      await companiesRepo.deleteCompany(tx, company.id);
    });
  }

  async function getRequisitesCard(actor: Actor, companyId: number): Promise<RequisitesCard> {
    const { position } = await access(actor, companyId);
    return requisitesCard(await load(companyId, position));
  }
}

/**
 * POST /companies: INN free → DaData fills what the body left out → one transaction, which
 * also assigns the company's manager.
 */
async function insertNewCompany(
  deps: CompaniesDeps,
  load: (companyId: number, position: CurrentUserPosition) => Promise<Company>,
  actor: Actor,
  body: CreateCompanyBody,
): Promise<Company> {
  const { db } = deps;
  if (await companiesRepo.findCompanyByInn(db, body.inn)) throw innTaken();
  const draft = draftCompany(body, await deps.lookup.findParty(body.inn));
  const name = draft.name;
  if (!name) throw nameRequired();
  const errors = validateCompanyRequisites(draft);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const { company, publish } = await db
    .transaction(async (tx) => {
      const created = await companiesRepo.insertCompany(tx, { ...draft, name, userId: actor.id });
      await companiesRepo.addCompanyUser(tx, {
        companyId: created.id,
        userId: actor.id,
        position: 'owner',
      });
      await companiesRepo.setActiveCompanyIfEmpty(tx, actor.id, created.id);
      await deps.onCreated?.(tx, { companyId: created.id, userId: actor.id, name });
      return { company: created, publish: await deps.staffing.autoAssign(tx, created) };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? innTaken() : error;
    });
  await publish();
  return load(company.id, 'owner');
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
