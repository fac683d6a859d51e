export { cleanIdentifier } from './identifier-input.ts';
export { INN_MESSAGES, isValidInn, validateInn } from './inn.ts';
export { isValidKpp, KPP_MESSAGES, validateKpp } from './kpp.ts';
export { isValidOgrn, isValidOgrnip, OGRN_MESSAGES, validateOgrn, validateOgrnip } from './ogrn.ts';
export { BIK_MESSAGES, isBankBik, isValidBik, validateBik } from './bik.ts';
export {
  ACCOUNT_MESSAGES,
  accountKeyMatches,
  isValidCorrespondentAccount,
  isValidSettlementAccount,
  validateCorrespondentAccount,
  validateSettlementAccount,
} from './bank-account.ts';
export {
  COMPANY_KIND,
  companyKindByInn,
  isIndividualInn,
  isOrganizationInn,
  REQUISITES_MESSAGES,
  validateCompanyRequisites,
  type CompanyKind,
  type CompanyRequisites,
} from './legal-form.ts';
export {
  bankRequisitesSchema,
  bikSchema,
  innSchema,
  kppSchema,
  ogrnipSchema,
  ogrnSchema,
  type BankRequisites,
} from './companies.schemas.ts';
export {
  companyDirectorSchema,
  companyFillRequisitesSchema,
  companyNameSchema,
  companyRequisitesSchema,
  newCompanyRequisitesSchema,
} from './companies.forms.ts';
export { canEditCompany, canManageUsers } from './company-permissions.ts';
export * from './companies.resources.ts';
export * from './company-positions.ts';
export * from './companies.events.ts';
export * from './companies.bodies.ts';
export * from './staff.schemas.ts';
export { formatAddress, normalizeAddressLine, type AddressParts } from './address-format.ts';
