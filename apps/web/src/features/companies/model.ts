import { percentOf } from '@kabinet/domain/shared';
import {
  type Address,
  type AddressInput,
  type Company,
  type CompanySuggestion,
  cleanIdentifier,
  formatAddress,
  companyKindByInn,
  validateBik,
  validateCorrespondentAccount,
  validateInn,
  validateSettlementAccount,
} from '@kabinet/domain/companies';

/**
 * What the INN field says while the user types: nothing until 10 or 12 digits are there (or the
 * field was left), then the domain's Russian message, or `null` for a valid INN.
 */
export function liveInnError(value: string, touched: boolean): string | null {
  const inn = cleanIdentifier(value);
  if (inn === '') return touched ? validateInn(inn) : null;
  if (!/^\d+$/.test(inn)) return validateInn(inn);
  if (!touched && inn.length !== 10 && inn.length !== 12) return null;
  return validateInn(inn);
}

/** «ООО, АО…» or «ИП / самозанятый» by INN length; `null` until the INN is complete. */
export function kindLabel(inn: string): string | null {
  const kind = companyKindByInn(inn);
  if (kind === 'LEGAL') return 'Организация';
  if (kind === 'INDIVIDUAL') return 'ИП или самозанятый';
  return null;
}

export const FILL_STEPS = ['requisites', 'addresses', 'director', 'bank'] as const;
export type FillStep = (typeof FILL_STEPS)[number];
export const FILL_STEP_TITLES: Record<FillStep, string> = {
  requisites: 'Реквизиты',
  addresses: 'Адреса',
  director: 'Руководитель',
  bank: 'Банк',
};

/** The first step that is not filled yet (the stepper opens there); the last when all are. */
export function firstOpenStep(filled: Company['company_meta']['filled']): number {
  const index = FILL_STEPS.findIndex((step) => !filled[step]);
  return index === -1 ? FILL_STEPS.length - 1 : index;
}

/** Filled share of company/fill in percent. */
export function fillProgress(filled: Company['company_meta']['filled']): number {
  const done = FILL_STEPS.filter((step) => filled[step]).length;
  return Math.round(percentOf(done, FILL_STEPS.length));
}

/** The create-form values a picked suggestion fills. */
export interface CreateCompanyValues {
  inn: string;
  name: string;
  kpp: string;
  ogrn: string;
  full_name: string;
  director_name: string;
  director_post: string;
  self_employed: boolean;
  legal_address: Address | null;
}

export const EMPTY_CREATE_VALUES: CreateCompanyValues = {
  inn: '',
  name: '',
  kpp: '',
  ogrn: '',
  full_name: '',
  director_name: '',
  director_post: '',
  self_employed: false,
  legal_address: null,
};

export function valuesFromSuggestion(suggestion: CompanySuggestion): CreateCompanyValues {
  return {
    inn: suggestion.inn,
    name: suggestion.name,
    kpp: suggestion.kpp,
    ogrn: suggestion.ogrn,
    full_name: suggestion.full_name,
    director_name: suggestion.director_name,
    director_post: suggestion.director_post,
    self_employed: false,
    legal_address: suggestion.legal_address,
  };
}

/** Address parts the server keeps; '' parts are dropped from the body. */
export function addressBody(address: Address | AddressInput): AddressInput {
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(address)) {
    if (typeof value === 'string' && value.trim() !== '') body[key] = value.trim();
  }
  return body as AddressInput;
}

/** POST /companies body: only what the user gave (the server fills the rest from DaData). */
export function createCompanyBody(values: CreateCompanyValues) {
  const individual = companyKindByInn(values.inn) === 'INDIVIDUAL';
  const info = {
    full_name: values.full_name.trim() || undefined,
    director_name: values.director_name.trim() || undefined,
    director_post: values.director_post.trim() || undefined,
    legal_address: values.legal_address ? addressBody(values.legal_address) : undefined,
  };
  return {
    inn: cleanIdentifier(values.inn),
    name: values.name.trim() || undefined,
    kpp: individual ? undefined : cleanIdentifier(values.kpp) || undefined,
    ogrn: cleanIdentifier(values.ogrn) || undefined,
    self_employed: individual ? values.self_employed : undefined,
    info: Object.values(info).some(Boolean) ? info : undefined,
  };
}

/** Manual address parts in the order people write them; the one-line `string` is built from them. */
export const ADDRESS_PARTS = [
  ['postcode', 'Индекс'],
  ['region_name', 'Регион'],
  ['city_name', 'Город или населённый пункт'],
  ['street_name', 'Улица'],
  ['house', 'Дом, корпус, строение'],
] as const satisfies readonly (readonly [keyof Address, string])[];

export type ManualAddress = Record<(typeof ADDRESS_PARTS)[number][0], string> & {
  flat: string;
};

export const EMPTY_MANUAL_ADDRESS: ManualAddress = {
  postcode: '',
  region_name: '',
  city_name: '',
  street_name: '',
  house: '',
  flat: '',
};

/** «123456, г. Москва, ул. Тверская, д. 1, оф. 5» from the manual parts (domain `formatAddress`). */
export function manualAddressInput(parts: ManualAddress): AddressInput {
  const line = formatAddress(parts);
  return addressBody({
    postcode: parts.postcode,
    region_name: parts.region_name,
    city_name: parts.city_name,
    street_name: parts.street_name,
    house: parts.house,
    string: line,
  });
}

/** The manual parts of a saved (or typed) address; missing parts are ''. */
export function manualAddressOf(address: AddressInput | null): ManualAddress {
  return {
    postcode: address?.postcode ?? '',
    region_name: address?.region_name ?? '',
    city_name: address?.city_name ?? '',
    street_name: address?.street_name ?? '',
    house: address?.house ?? '',
    flat: '',
  };
}

/** «1,5 МБ» */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  const units = ['КБ', 'МБ', 'ГБ'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('ru-RU', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** A person's full name from the company-user parts. */
export function personName(user: { name: string; last_name: string; patronymic: string }) {
  return [user.last_name, user.name, user.patronymic].filter(Boolean).join(' ');
}

/** Bank form values as typed (masks may add spaces). */
export interface BankFormValues {
  bik: string;
  account: string;
  correspondent_account: string;
  bank_name: string;
}

export const EMPTY_BANK_VALUES: BankFormValues = {
  bik: '',
  account: '',
  correspondent_account: '',
  bank_name: '',
};

/** A field's message is shown once it has its full length, a non-digit, or after a submit. */
function shownWhenComplete(
  message: string | null,
  value: string,
  length: number,
  touched: boolean,
): string | null {
  if (!message) return null;
  return touched || value.length >= length || /\D/.test(value) ? message : null;
}

/** Live bank-field messages from the domain checks (russian-domain §1.5–1.6). */
export function liveBankErrors(values: BankFormValues, touched: boolean): Record<string, string> {
  const bik = cleanIdentifier(values.bik);
  const account = cleanIdentifier(values.account);
  const correspondent = cleanIdentifier(values.correspondent_account);
  const found = {
    bik: shownWhenComplete(validateBik(bik), bik, 9, touched),
    account: shownWhenComplete(validateSettlementAccount(account, bik), account, 20, touched),
    // The correspondent account is optional: only a typed one is checked.
    correspondent_account:
      correspondent === ''
        ? null
        : shownWhenComplete(
            validateCorrespondentAccount(correspondent, bik),
            correspondent,
            20,
            touched,
          ),
  };
  return Object.fromEntries(
    Object.entries(found).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

/** A bank body for the server: identifiers cleaned, empty optional fields dropped. */
export function bankBody(values: BankFormValues) {
  return {
    bik: cleanIdentifier(values.bik),
    account: cleanIdentifier(values.account),
    correspondent_account: cleanIdentifier(values.correspondent_account) || undefined,
    bank_name: values.bank_name.trim() || undefined,
  };
}

/** «40702 810 1 0000 0000001» → grouped by 5 for reading; identifiers stay digits on the wire. */
export function groupAccount(account: string): string {
  return account.replace(/(\d{5})(?=\d)/g, '$1 ');
}
