import { cleanIdentifier } from './identifier-input.ts';
import { validateInn } from './inn.ts';
import { validateKpp } from './kpp.ts';
import { validateOgrn, validateOgrnip } from './ogrn.ts';

/** russian-domain §4.1: an organisation (ООО, АО…) or an individual (ИП, самозанятый). */
export const COMPANY_KIND = { LEGAL: 'LEGAL', INDIVIDUAL: 'INDIVIDUAL' } as const;
/** A company kind. */
export type CompanyKind = (typeof COMPANY_KIND)[keyof typeof COMPANY_KIND];

/** russian-domain §1.2/§4.1: a 12-digit INN belongs to an individual (ИП or самозанятый). */
export function isIndividualInn(inn: string): boolean {
  return /^\d{12}$/.test(cleanIdentifier(inn));
}

/** russian-domain §4.1: a 10-digit INN belongs to an organisation, which also has a KPP. */
export function isOrganizationInn(inn: string): boolean {
  return /^\d{10}$/.test(cleanIdentifier(inn));
}

/** russian-domain §4.1: the company kind by INN length; `null` for a malformed INN. */
export function companyKindByInn(inn: string): CompanyKind | null {
  if (isOrganizationInn(inn)) return COMPANY_KIND.LEGAL;
  return isIndividualInn(inn) ? COMPANY_KIND.INDIVIDUAL : null;
}

/** Russian messages of the requisites checks. */
export const REQUISITES_MESSAGES = {
  nameRequired: 'Укажите название компании',
  kppForIndividual: 'У ИП и самозанятых нет КПП',
  ogrnForIndividual: 'Для ИП укажите ОГРНИП (15 цифр)',
  ogrnipForOrganization: 'Для организации укажите ОГРН (13 цифр)',
} as const;

/** Requisites of a company as the wire names them (SPEC §3: inn, kpp, ogrn). */
export type CompanyRequisites = { inn: string; kpp?: string | null; ogrn?: string | null };

/**
 * russian-domain §4.1: checks the requisites together and returns field → message for each
 * invalid field (empty object when valid). An organisation (INN 10) needs a KPP, and its
 * ОГРН, when given, has 13 digits; an individual (INN 12) has no KPP and an optional ОГРНИП
 * of 15 digits (a самозанятый has none).
 */
export function validateCompanyRequisites(requisites: CompanyRequisites): Record<string, string> {
  const kpp = cleanIdentifier(requisites.kpp ?? '');
  const ogrn = cleanIdentifier(requisites.ogrn ?? '');
  const individual = isIndividualInn(requisites.inn);
  const found: [string, string | null][] = [['inn', validateInn(requisites.inn)]];
  if (individual) {
    found.push(['kpp', kpp === '' ? null : REQUISITES_MESSAGES.kppForIndividual]);
    if (ogrn.length === 13) found.push(['ogrn', REQUISITES_MESSAGES.ogrnForIndividual]);
    else if (ogrn !== '') found.push(['ogrn', validateOgrnip(ogrn)]);
  } else {
    found.push(['kpp', validateKpp(kpp)]);
    if (ogrn.length === 15) found.push(['ogrn', REQUISITES_MESSAGES.ogrnipForOrganization]);
    else if (ogrn !== '') found.push(['ogrn', validateOgrn(ogrn)]);
  }
  return Object.fromEntries(found.filter((entry): entry is [string, string] => entry[1] !== null));
}
