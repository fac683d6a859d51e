import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { createDadataClient, type DadataClient } from '../../platform/dadata/dadata.client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { Storage } from '../../platform/storage.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import {
  createCompanyAccess,
  type CompanyAccessGained,
  type CompanyAccessLost,
} from './companies-access.service.ts';
import { createBankAccountPreparer } from './companies-bank-accounts.service.ts';
import { createCompanyBanksService } from './companies-banks.service.ts';
import { createCompanyDocumentsService } from './companies-documents.service.ts';
import { createCompanyUsersService } from './companies-users.service.ts';
import { createCompanyLookupService } from './companies-lookup.service.ts';
import { createCompanyManagerService } from './companies-manager.service.ts';
import { createCompaniesService, type CompanyCreatedHook } from './companies.service.ts';
import { createStaffing } from './companies-staffing.service.ts';

/** DaData when DADATA_API_KEY is set (docs/api/companies.md), otherwise manual entry. */
export function createDadataFromConfig(config: Config): DadataClient | null {
  if (!config.dadataApiKey) return null;
  return createDadataClient({ apiKey: config.dadataApiKey, baseUrl: config.dadataBaseUrl });
}

/**
 * The services of the companies feature, created once from explicit dependencies. The admin
 * service (companies-admin.service.ts) needs the users feature, whose user answer needs these:
 * the composition root creates it after both.
 */
export function createCompanyServices(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  config: Config;
  realtime: Realtime;
  /** What losing a company does to the user's conversations (the chat's). */
  onAccessLost: CompanyAccessLost;
  /** What being assigned to a company does to the staff's conversations (the chat's). */
  onAccessGained: CompanyAccessGained;
  /** The audit log's recorder. */
  audit: RecordAudit;
  /** The referral programme hears of each company a user creates. */
  onCompanyCreated?: CompanyCreatedHook;
}) {
  const { db, clock, storage } = deps;
  const access = createCompanyAccess(db);
  const companyLookup = createCompanyLookupService({
    db,
    dadata: createDadataFromConfig(deps.config),
  });
  const preparer = createBankAccountPreparer({ db, lookup: companyLookup });
  const companyBanks = createCompanyBanksService({ db, clock, preparer, access });
  const staffing = createStaffing(deps);
  const companies = createCompaniesService({
    db,
    clock,
    access,
    lookup: companyLookup,
    banks: preparer,
    fileUrl: storage.url,
    staffing,
    realtime: deps.realtime,
    ...(deps.onCompanyCreated ? { onCreated: deps.onCompanyCreated } : {}),
  });
  const companyUsers = createCompanyUsersService({
    db,
    clock,
    realtime: deps.realtime,
    access,
    companies,
    onAccessLost: deps.onAccessLost,
  });
  const companyDocuments = createCompanyDocumentsService({ db, clock, storage, access });
  return {
    companies,
    companyManager: createCompanyManagerService({ db, access, fileUrl: storage.url }),
    companyStaffing: staffing,
    companyLookup,
    companyBanks,
    companyUsers,
    companyDocuments,
  };
}
