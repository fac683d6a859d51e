import { normalizeAddressLine } from '@kabinet/domain/companies';

/** A company as billing finds it (billing.repository `findBuyer`). */
type CompanyParty = { name: string; inn: string; kpp: string | null; info: unknown };

/** The buyer of an invoice or an act as printed: name, INN, KPP, legal address ('' unknown). */
export type BuyerParty = { name: string; inn: string; kpp: string; address: string };

/**
 * The company's legal address (its registration address for an entrepreneur) in its written
 * form: companies keep it as `info.legal_address.string`, filled from DaData or the requisites
 * form. An invoice and an act name the buyer by it (russian-domain §6).
 */
export function legalAddressOf(info: unknown): string {
  const legal = (info as { legal_address?: unknown } | null)?.legal_address;
  const line = (legal as { string?: unknown } | null)?.string;
  return typeof line === 'string' && line.trim() !== '' ? normalizeAddressLine(line) : '';
}

/** The company as a document's buyer: as it is now (documents snapshot it when made). */
export function buyerParty(company: CompanyParty): BuyerParty {
  return {
    name: company.name,
    inn: company.inn,
    kpp: company.kpp ?? '',
    address: legalAddressOf(company.info),
  };
}
