import {
  cleanIdentifier,
  validateCompanyRequisites,
  type AddressInput,
  type CompanyChangesBody,
  type CompanyFillBody,
} from '@kabinet/domain/companies';

import type { CompanyRow } from '../../db/schema/companies.ts';

import type { StoredCompanyInfo } from './companies.serializers.ts';

/** The new column values and info of a company after a change; nothing is written here. */
export type CompanyChangeSet = {
  columns: Partial<Pick<CompanyRow, 'name' | 'kpp' | 'ogrn' | 'status'>>;
  info: StoredCompanyInfo;
};

/** Address body → stored address (missing parts are null). */
export function storeAddress(
  address: AddressInput | null | undefined,
): StoredCompanyInfo['legal_address'] {
  if (!address) return null;
  return Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, value === undefined ? null : value]),
  );
}

const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : cleanIdentifier(value ?? '') || null;

/** PUT /companies/{id} and POST /companies/{id}/edit → the change set. */
export function changesFromBody(company: CompanyRow, body: CompanyChangesBody): CompanyChangeSet {
  const info = body.info ?? {};
  return {
    columns: defined({
      name: body.name,
      kpp: blankToNull(body.kpp),
      ogrn: blankToNull(body.ogrn),
    }),
    info: {
      ...(company.info as StoredCompanyInfo),
      ...defined({
        full_name: info.full_name,
        director_name: info.director_name,
        director_post: info.director_post,
        activity: info.activity,
        self_employed: info.self_employed,
        main_bank_id: info.main_bank_id,
        legal_address:
          info.legal_address === undefined ? undefined : storeAddress(info.legal_address),
        actual_address:
          info.actual_address === undefined ? undefined : storeAddress(info.actual_address),
      }),
    },
  };
}

/** POST /companies/fill/{id} (all steps but the bank, which is a row of its own). */
export function changesFromFill(company: CompanyRow, body: CompanyFillBody): CompanyChangeSet {
  const requisites = body.requisites ?? {};
  const addresses = body.addresses;
  const legal = addresses?.legal_address;
  const actual = addresses?.actual_same_as_legal ? legal : addresses?.actual_address;
  return {
    columns: defined({
      name: requisites.name,
      kpp: blankToNull(requisites.kpp),
      ogrn: blankToNull(requisites.ogrn),
    }),
    info: {
      ...(company.info as StoredCompanyInfo),
      ...defined({
        full_name: requisites.full_name,
        activity: requisites.activity,
        self_employed: requisites.self_employed,
        director_name: body.director?.director_name,
        director_post: body.director?.director_post,
        legal_address: legal === undefined ? undefined : storeAddress(legal),
        actual_address: actual === undefined ? undefined : storeAddress(actual),
      }),
    },
  };
}

/**
 * russian-domain §4.1: KPP and ОГРН(ИП) checked against the company's INN after the change;
 * returns field → message (fields prefixed with the fill step when given).
 */
export function requisitesErrors(
  company: CompanyRow,
  changes: CompanyChangeSet,
  prefix = '',
): Record<string, string> {
  if (changes.columns.kpp === undefined && changes.columns.ogrn === undefined) return {};
  const errors = validateCompanyRequisites({
    inn: company.inn,
    kpp: changes.columns.kpp === undefined ? company.kpp : changes.columns.kpp,
    ogrn: changes.columns.ogrn === undefined ? company.ogrn : changes.columns.ogrn,
  });
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [`${prefix}${field}`, message]),
  );
}
