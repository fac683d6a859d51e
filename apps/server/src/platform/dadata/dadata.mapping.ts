import { normalizeAddressLine } from '@kabinet/domain/companies';

import type {
  DadataAddress,
  DadataAddressSuggestion,
  DadataBankSuggestion,
  DadataParty,
  DadataPartyStatus,
  DadataPartySuggestion,
} from './dadata.types.ts';

/**
 * SPEC §3 Address. Missing parts are `null` (the serializer turns them into '' per SPEC §5);
 * `string` is the whole address on one line, as DaData standardised it.
 */
export type Address = {
  region_type: string | null;
  region_name: string | null;
  area_type: string | null;
  area_name: string | null;
  city_type: string | null;
  city_name: string | null;
  postcode: string | null;
  district: string | null;
  street_type: string | null;
  street_name: string | null;
  house_type: string | null;
  house: string | null;
  geo_lat: string | null;
  geo_lon: string | null;
  string: string;
};

/** The SPEC §3 Company fields DaData can fill for a party. */
export type CompanyFromDadata = {
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  name: string;
  status: DadataPartyStatus;
  info: {
    full_name: string;
    legal_address: Address | null;
    director_name: string | null;
    director_post: string | null;
    self_employed: false;
  };
};

/** A bank's requisites as the bank-account step of `company/fill` needs them. */
export type BankFromDadata = {
  bik: string;
  name: string;
  correspondent_account: string | null;
  inn: string | null;
  kpp: string | null;
  address: string | null;
};

/** The post shown for an ИП, who signs documents himself. */
export const INDIVIDUAL_DIRECTOR_POST = 'Индивидуальный предприниматель';

/**
 * Maps DaData address `data` (https://dadata.ru/api/suggest/address/) to our Address. Moscow,
 * St Petersburg and Sevastopol are regions of type «г» with `city` null (russian-domain §5.1):
 * the city is then taken from the region so the form's city field is not empty; a settlement
 * stands in for a missing city likewise. A building or block («стр 1», «корп 2») is appended
 * to `house`, which has no field of its own.
 */
export function addressFromDadata(suggestion: DadataAddressSuggestion): Address {
  const data = suggestion.data;
  const city = cityOf(data);
  const block = data.block ? [data.block_type, data.block].filter(Boolean).join(' ') : null;
  return {
    region_type: data.region_type,
    region_name: data.region,
    area_type: data.area_type,
    area_name: data.area,
    city_type: city.type,
    city_name: city.name,
    postcode: data.postal_code,
    district: data.city_district,
    street_type: data.street_type,
    street_name: data.street,
    house_type: data.house_type,
    house: data.house && block ? `${data.house} ${block}` : data.house,
    geo_lat: data.geo_lat,
    geo_lon: data.geo_lon,
    // DaData's «г Москва, ул Тверская, д 7» in our one written form.
    string: normalizeAddressLine(suggestion.unrestricted_value || suggestion.value),
  };
}

function cityOf(data: DadataAddress): { type: string | null; name: string | null } {
  if (data.city) return { type: data.city_type, name: data.city };
  if (data.settlement) return { type: data.settlement_type, name: data.settlement };
  if (data.region_type === 'г') return { type: 'г', name: data.region };
  return { type: null, name: null };
}

/**
 * Maps a party suggestion (https://dadata.ru/api/find-party/) to Company fields (SPEC §3).
 * An ИП (`type` INDIVIDUAL, 12-digit INN) has no KPP (russian-domain §1.2) and no
 * `management`: the entrepreneur is shown as the director. `name` is the short name with its
 * legal form («ООО «Ромашка»»), `info.full_name` the full one. `self_employed` is always false:
 * DaData lists registered parties, a самозанятый is marked by the user.
 */
export function companyFromDadata(suggestion: DadataPartySuggestion): CompanyFromDadata {
  const data = suggestion.data;
  const individual = data.type === 'INDIVIDUAL';
  const director = individual ? individualDirector(data) : data.management;
  return {
    inn: data.inn,
    kpp: individual ? null : data.kpp,
    ogrn: data.ogrn,
    name: data.name.short_with_opf || suggestion.value,
    status: data.state.status,
    info: {
      full_name: data.name.full_with_opf || data.name.short_with_opf || suggestion.value,
      legal_address: data.address ? addressFromDadata(data.address) : null,
      director_name: director?.name || null,
      director_post: director?.post || null,
      self_employed: false,
    },
  };
}

function individualDirector(data: DadataParty): { name: string | null; post: string } {
  const parts = [data.fio?.surname, data.fio?.name, data.fio?.patronymic].filter(Boolean);
  const name = parts.length > 0 ? parts.join(' ') : (data.name.full ?? null);
  return { name, post: INDIVIDUAL_DIRECTOR_POST };
}

/**
 * Maps a bank suggestion (https://dadata.ru/api/suggest/bank/) to bank requisites: the name
 * is `name.payment`, the one written in payment orders; the address is DaData's full line.
 */
export function bankFromDadata(suggestion: DadataBankSuggestion): BankFromDadata {
  const data = suggestion.data;
  return {
    bik: data.bic,
    name: data.name.payment || data.name.short || suggestion.value,
    correspondent_account: data.correspondent_account,
    inn: data.inn,
    kpp: data.kpp,
    address: data.address ? data.address.unrestricted_value || data.address.value : null,
  };
}
