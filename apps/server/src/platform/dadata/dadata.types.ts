// DaData suggestions API wire types (https://dadata.ru/api/suggest/party/,
// https://dadata.ru/api/find-party/, https://dadata.ru/api/suggest/address/,
// https://dadata.ru/api/suggest/bank/; field lists: confluence.hflabs.ru, react-dadata types).
// Only the fields Kabinet reads or the fake serves, under their real names. DaData sends
// `null` for unknown values, so every optional field is nullable.

/** One suggestion: `value` is the short form, `unrestricted_value` the full one. */
export type DadataSuggestion<TData> = {
  value: string;
  unrestricted_value: string;
  data: TData;
};

/** Every suggestions method answers `{ suggestions: [...] }` (empty when nothing matched). */
export type DadataSuggestionsResponse<TData> = { suggestions: DadataSuggestion<TData>[] };

/** Error body of DaData (e.g. 403 «Feature 'SUGGESTIONS' disabled for token»). */
export type DadataErrorBody = { family: string; reason: string; message: string };

/** Address `data` (https://dadata.ru/api/suggest/address/, section «Что в ответе»). */
export type DadataAddress = {
  postal_code: string | null;
  country: string | null;
  country_iso_code: string | null;
  federal_district: string | null;
  region_fias_id: string | null;
  region_kladr_id: string | null;
  region_with_type: string | null;
  region_type: string | null;
  region_type_full: string | null;
  region: string | null;
  area_with_type: string | null;
  area_type: string | null;
  area: string | null;
  city_with_type: string | null;
  city_type: string | null;
  city: string | null;
  city_district_with_type: string | null;
  city_district_type: string | null;
  city_district: string | null;
  settlement_with_type: string | null;
  settlement_type: string | null;
  settlement: string | null;
  street_with_type: string | null;
  street_type: string | null;
  street: string | null;
  house_type: string | null;
  house: string | null;
  block_type: string | null;
  block: string | null;
  flat_type: string | null;
  flat: string | null;
  fias_id: string | null;
  fias_level: string | null;
  kladr_id: string | null;
  okato: string | null;
  oktmo: string | null;
  tax_office: string | null;
  timezone: string | null;
  /** Latitude as a decimal string ("55.8782557"), or null when not geocoded. */
  geo_lat: string | null;
  /** Longitude as a decimal string ("37.65372"), or null when not geocoded. */
  geo_lon: string | null;
  /** Geocoding precision: 0 exact … 5 not found. */
  qc_geo: string | null;
  /** Party addresses only: the address as written in ЕГРЮЛ/ЕГРИП. */
  source?: string | null;
};

/** `LEGAL` — an organisation (10-digit INN), `INDIVIDUAL` — an ИП (12-digit INN). */
export type DadataPartyType = 'LEGAL' | 'INDIVIDUAL';
/** Head office or branch (findById/party `branch_type`). */
export type DadataBranchType = 'MAIN' | 'BRANCH';
/** `state.status` of a party (https://dadata.ru/api/find-party/). */
export type DadataPartyStatus =
  'ACTIVE' | 'LIQUIDATING' | 'LIQUIDATED' | 'BANKRUPT' | 'REORGANIZING';

/** Organisation or ИП `data` (https://dadata.ru/api/find-party/, «Что в ответе»). */
export type DadataParty = {
  inn: string;
  /** Null for an ИП and for ~25% of branches whose KPP FNS does not report. */
  kpp: string | null;
  /** ОГРН (13 digits) or ОГРНИП (15 digits). */
  ogrn: string | null;
  /** Timestamp of the ОГРН assignment (type `long`; milliseconds). */
  ogrn_date: number | null;
  hid: string;
  type: DadataPartyType;
  name: {
    full_with_opf: string | null;
    short_with_opf: string | null;
    full: string | null;
    short: string | null;
  };
  /** ИП only: the entrepreneur's name. */
  fio?: { surname: string | null; name: string | null; patronymic: string | null } | null;
  opf: {
    code: string | null;
    full: string | null;
    short: string | null;
    type: string | null;
  } | null;
  /** Organisations only: the head (director) and their post. */
  management?: { name: string | null; post: string | null } | null;
  branch_type: DadataBranchType | null;
  branch_count: number | null;
  okved: string | null;
  okpo: string | null;
  oktmo: string | null;
  address: DadataSuggestion<DadataAddress> | null;
  state: {
    status: DadataPartyStatus;
    actuality_date: number | null;
    registration_date: number | null;
    liquidation_date: number | null;
  };
};

/** Bank `data` (https://dadata.ru/api/suggest/bank/, react-dadata `DaDataBank`). */
export type DadataBank = {
  /** БИК, 9 digits. */
  bic: string;
  swift: string | null;
  inn: string | null;
  kpp: string | null;
  registration_number: string | null;
  /** Корреспондентский счёт in the Bank of Russia, 20 digits. */
  correspondent_account: string | null;
  /** `payment` is the name to write in payment orders. */
  name: { payment: string | null; full: string | null; short: string | null };
  payment_city: string | null;
  opf: {
    type: 'BANK' | 'BANK_BRANCH' | 'NKO' | 'NKO_BRANCH' | 'RKC' | 'OTHER';
    full: string | null;
    short: string | null;
  };
  address: DadataSuggestion<DadataAddress> | null;
  state: {
    status: 'ACTIVE' | 'LIQUIDATING' | 'LIQUIDATED';
    actuality_date: number | null;
    registration_date: number | null;
    liquidation_date: number | null;
  };
};

/** A party suggestion. */
export type DadataPartySuggestion = DadataSuggestion<DadataParty>;
/** An address suggestion. */
export type DadataAddressSuggestion = DadataSuggestion<DadataAddress>;
/** A bank suggestion. */
export type DadataBankSuggestion = DadataSuggestion<DadataBank>;

/** Body of `suggest/party` (count max 20). */
export type DadataSuggestPartyRequest = {
  query: string;
  count?: number;
  type?: DadataPartyType;
  status?: DadataPartyStatus[];
};

/** Body of `findById/party`: `query` is an ИНН or ОГРН (count max 300). */
export type DadataFindPartyRequest = {
  query: string;
  count?: number;
  kpp?: string;
  branch_type?: DadataBranchType;
  type?: DadataPartyType;
  status?: DadataPartyStatus[];
};

/** Body of `suggest/address` (count max 20). */
export type DadataSuggestAddressRequest = { query: string; count?: number; language?: 'ru' | 'en' };

/** Body of `suggest/bank` and `findById/bank` (`query` a БИК, SWIFT, ИНН or name). */
export type DadataBankRequest = { query: string; count?: number };
