import { isIndividualInn, type CreateCompanyBody } from '@kabinet/domain/companies';

import type { CompanyFromDadata } from '../../platform/dadata/dadata.mapping.ts';

import { storeAddress } from './companies-changes.mapping.ts';
import type { StoredCompanyInfo } from './companies.serializers.ts';

/** The columns of a new company before it is checked and written. */
export type CompanyDraft = {
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  name: string | null;
  info: StoredCompanyInfo;
};

/**
 * POST /companies: the body wins, DaData fills what the body left out. An ИП or a
 * самозанятый (12-digit INN) never takes a KPP from DaData (russian-domain §1.2).
 */
export function draftCompany(
  body: CreateCompanyBody,
  party: CompanyFromDadata | null,
): CompanyDraft {
  const name = pick(body.name, party?.name);
  const partyKpp = isIndividualInn(body.inn) ? null : party?.kpp;
  return {
    inn: body.inn,
    kpp: pick(body.kpp, partyKpp),
    ogrn: pick(body.ogrn, party?.ogrn),
    name,
    info: draftInfo(body, party?.info ?? null, name),
  };
}

/** The body's value, else DaData's, else null. */
function pick<T>(own: T | undefined, fromDadata: T | null | undefined): T | null {
  return own ?? fromDadata ?? null;
}

function draftInfo(
  body: CreateCompanyBody,
  found: CompanyFromDadata['info'] | null,
  name: string | null,
): StoredCompanyInfo {
  const given = body.info ?? {};
  return {
    full_name: pick(given.full_name, found?.full_name) ?? name,
    director_name: pick(given.director_name, found?.director_name),
    director_post: pick(given.director_post, found?.director_post),
    activity: given.activity ?? null,
    self_employed: isIndividualInn(body.inn) && body.self_employed === true,
    legal_address: given.legal_address
      ? storeAddress(given.legal_address)
      : (found?.legal_address ?? null),
    actual_address: storeAddress(given.actual_address),
    main_bank_id: null,
  };
}
