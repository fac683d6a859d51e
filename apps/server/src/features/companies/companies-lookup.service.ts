import {
  cleanIdentifier,
  companyKindByInn,
  validateBik,
  validateInn,
  type Address,
  type BankLookup,
  type CompanySuggestion,
  type InnCheck,
} from '@kabinet/domain/companies';

import type { Db } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';
import type { DadataClient } from '../../platform/dadata/dadata.client.ts';
import { isDadataError } from '../../platform/dadata/dadata.client.ts';
import {
  addressFromDadata,
  bankFromDadata,
  companyFromDadata,
  type CompanyFromDadata,
} from '../../platform/dadata/dadata.mapping.ts';
import { fieldError } from '../../platform/errors.ts';

import { findBuiltInBank } from './companies-bank-directory.data.ts';
import { bankByBikNotFound, innTaken } from './companies.errors.ts';
import * as companiesRepo from './companies.repository.ts';
import { serializeAddress } from './companies.serializers.ts';

const SEARCH_LIMIT = 10;
const ADDRESS_LIMIT = 10;

/** What the logger port needs: DaData failures are logged and then ignored. */
type WarnLogger = { warn(details: object, message: string): void };

/**
 * INN check, company search, address hints and bank lookup: the firm's directory first, DaData
 * when `DADATA_API_KEY` is set; a DaData failure degrades to the directory / manual entry.
 */
export function createCompanyLookupService(deps: {
  db: Db;
  dadata: DadataClient | null;
  logger?: WarnLogger;
}) {
  const { db, dadata } = deps;
  const degrade = degradeWith(deps.logger);
  return { checkInn, search, suggestAddresses, findBank, findParty };

  /** GET companies/check/{inn}: 422 invalid, 409 taken, else the kind of the payer. */
  async function checkInn(input: string): Promise<InnCheck> {
    const inn = cleanIdentifier(input);
    const message = validateInn(inn);
    if (message) throw fieldError('inn', message, 'companies.inn_invalid');
    if (await companiesRepo.findCompanyByInn(db, inn)) throw innTaken();
    return { inn, kind: companyKindByInn(inn) ?? 'LEGAL', available: true };
  }

  async function search(text: string): Promise<CompanySuggestion[]> {
    const query = text.trim();
    const directory = await companiesRepo.searchDirectory(db, query, SEARCH_LIMIT);
    const known = new Set(directory.map((row) => row.inn));
    const parties = await degrade('suggest/party', [], () =>
      dadata ? dadata.suggestParty(query, { count: SEARCH_LIMIT }) : Promise.resolve([]),
    );
    const fromDadata = parties.map(companyFromDadata).filter((party) => !known.has(party.inn));
    const registered = new Set(
      (await Promise.all(fromDadata.map((party) => companiesRepo.findCompanyByInn(db, party.inn))))
        .filter((row): row is CompanyRow => row !== null)
        .map((row) => row.inn),
    );
    return [
      ...directory.map(directorySuggestion),
      ...fromDadata.map((party) => dadataSuggestion(party, registered.has(party.inn))),
    ];
  }

  async function suggestAddresses(query: string): Promise<{ data: Address[]; manual: boolean }> {
    if (!dadata) return { data: [], manual: true };
    const suggestions = await degrade('suggest/address', null, () =>
      dadata.suggestAddress(query, { count: ADDRESS_LIMIT }),
    );
    if (suggestions === null) return { data: [], manual: true };
    return {
      data: suggestions.map((item) => serializeAddress(addressFromDadata(item))).filter(isAddress),
      manual: false,
    };
  }

  /** GET banks/{bik}: DaData findById/bank, else (or on failure) the built-in directory. */
  async function findBank(input: string): Promise<BankLookup> {
    const bik = cleanIdentifier(input);
    const message = validateBik(bik);
    if (message) throw fieldError('bik', message, 'companies.bik_invalid');
    const suggestion = dadata
      ? await degrade('findById/bank', null, () => dadata.findBankById(bik))
      : null;
    if (suggestion) {
      const bank = bankFromDadata(suggestion);
      return {
        bik: bank.bik,
        name: bank.name,
        correspondent_account: bank.correspondent_account ?? '',
        inn: bank.inn ?? '',
        kpp: bank.kpp ?? '',
        address: bank.address ?? '',
      };
    }
    const builtIn = findBuiltInBank(bik);
    if (!builtIn) throw bankByBikNotFound();
    return builtIn;
  }

  /** findById/party for company creation; null without DaData, on failure or when unknown. */
  async function findParty(inn: string): Promise<CompanyFromDadata | null> {
    if (!dadata) return null;
    const kind = companyKindByInn(inn);
    const parties = await degrade('findById/party', [], () =>
      dadata.findPartyById(
        inn,
        kind === 'LEGAL' ? { branch_type: 'MAIN', count: 1 } : { count: 1 },
      ),
    );
    return parties[0] ? companyFromDadata(parties[0]) : null;
  }
}

/** Runs a DaData call; a DaData failure is logged and answered with the fallback. */
function degradeWith(logger: WarnLogger | undefined) {
  return async function degrade<T>(
    method: string,
    fallback: T,
    call: () => Promise<T>,
  ): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!isDadataError(error)) throw error;
      logger?.warn({ kind: error.kind, method }, 'DaData unavailable, using fallback');
      return fallback;
    }
  };
}

const isAddress = (address: Address | null): address is Address => address !== null;

function directorySuggestion(row: CompanyRow): CompanySuggestion {
  return {
    source: 'directory',
    registered: true,
    inn: row.inn,
    kpp: row.kpp ?? '',
    ogrn: row.ogrn ?? '',
    name: row.name,
    full_name: '',
    director_name: '',
    director_post: '',
    legal_address: null,
    status: '',
  };
}

function dadataSuggestion(party: CompanyFromDadata, registered: boolean): CompanySuggestion {
  return {
    source: 'dadata',
    registered,
    inn: party.inn,
    kpp: party.kpp ?? '',
    ogrn: party.ogrn ?? '',
    name: party.name,
    full_name: party.info.full_name,
    director_name: party.info.director_name ?? '',
    director_post: party.info.director_post ?? '',
    legal_address: serializeAddress(party.info.legal_address),
    status: party.status,
  };
}

export type CompanyLookupService = ReturnType<typeof createCompanyLookupService>;
