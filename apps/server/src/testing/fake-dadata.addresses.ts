// Addresses of the fake DaData server (fake-dadata-server.ts) in DaData's wire shape
// (https://dadata.ru/api/suggest/address/): Москва, Санкт-Петербург, Казань, Екатеринбург,
// Новосибирск and a district town. `ADDRESS` also feeds the parties' and banks' addresses.
import type { DadataAddress, DadataAddressSuggestion } from '../platform/dadata/dadata.types.ts';

type Part = { type: string; name: string; withType: string };
/** A part whose type precedes the name: «г Москва», «ул Баумана». */
const pre = (type: string, name: string): Part => ({ type, name, withType: `${type} ${name}` });
/** A part whose type follows the name: «Свердловская обл», «Невский пр-кт». */
const post = (type: string, name: string): Part => ({ type, name, withType: `${name} ${type}` });

type AddressSpec = {
  postal_code: string | null;
  region: Part;
  /** The city is the region's centre: DaData then leaves the region out of `value`. */
  centre?: boolean;
  area?: Part;
  city?: Part;
  settlement?: Part;
  city_district?: Part;
  street?: Part;
  house?: string;
  block?: Part;
  flat?: string;
  geo?: [string, string];
  timezone: string;
  federal_district: string;
};

const REGION_TYPE_FULL: Record<string, string> = { г: 'город', Респ: 'республика', обл: 'область' };

function fiasLevel(spec: AddressSpec): string {
  if (spec.house) return '8';
  if (spec.street) return '7';
  if (spec.settlement) return '6';
  return spec.city ? '4' : '1';
}

function address(spec: AddressSpec): DadataAddressSuggestion {
  const house = spec.house ? pre('д', spec.house) : undefined;
  const flat = spec.flat ? pre('кв', spec.flat) : undefined;
  const places = [spec.area, spec.city, spec.settlement];
  const tail = [spec.street, house, spec.block, flat];
  const line = (parts: (Part | undefined)[]) =>
    parts
      .map((part) => part?.withType)
      .filter(Boolean)
      .join(', ');
  const full = line([spec.region, ...places, spec.city_district, ...tail]);
  return {
    value: line([spec.centre ? undefined : spec.region, ...places, ...tail]),
    unrestricted_value: spec.postal_code ? `${spec.postal_code}, ${full}` : full,
    data: addressData(spec, house, flat),
  };
}

function addressData(spec: AddressSpec, house?: Part, flat?: Part): DadataAddress {
  return {
    postal_code: spec.postal_code,
    country: 'Россия',
    country_iso_code: 'RU',
    federal_district: spec.federal_district,
    region_fias_id: null,
    region_kladr_id: null,
    ...typed('region', spec.region),
    region_type_full: REGION_TYPE_FULL[spec.region.type] ?? null,
    ...typed('area', spec.area),
    ...typed('city', spec.city),
    ...typed('city_district', spec.city_district),
    ...typed('settlement', spec.settlement),
    ...typed('street', spec.street),
    ...named('house', house),
    ...named('block', spec.block),
    ...named('flat', flat),
    fias_id: null,
    fias_level: fiasLevel(spec),
    kladr_id: null,
    okato: null,
    oktmo: null,
    tax_office: null,
    timezone: spec.timezone,
    ...geo(spec.geo),
  };
}

function geo(point?: [string, string]) {
  if (!point) return { geo_lat: null, geo_lon: null, qc_geo: '5' };
  return { geo_lat: point[0], geo_lon: point[1], qc_geo: '0' };
}

/** `<key>_type` and `<key>` of a part, as DaData names them. */
function named<K extends string>(key: K, part?: Part) {
  return { [`${key}_type`]: part?.type ?? null, [key]: part?.name ?? null } as Record<
    `${K}_type` | K,
    string | null
  >;
}

/** `<key>_with_type`, `<key>_type` and `<key>` of a part. */
function typed<K extends string>(key: K, part?: Part) {
  const withType = { [`${key}_with_type`]: part?.withType ?? null } as Record<
    `${K}_with_type`,
    string | null
  >;
  return { ...withType, ...named(key, part) };
}

const MOSCOW = { region: pre('г', 'Москва'), timezone: 'UTC+3', federal_district: 'Центральный' };
const SPB = {
  region: pre('г', 'Санкт-Петербург'),
  timezone: 'UTC+3',
  federal_district: 'Северо-Западный',
};
const TATARSTAN = {
  region: pre('Респ', 'Татарстан'),
  timezone: 'UTC+3',
  federal_district: 'Приволжский',
};
const SVERDLOVSK = {
  region: post('обл', 'Свердловская'),
  timezone: 'UTC+5',
  federal_district: 'Уральский',
};
const NOVOSIBIRSK = {
  region: post('обл', 'Новосибирская'),
  timezone: 'UTC+7',
  federal_district: 'Сибирский',
};
const LENOBL = {
  region: post('обл', 'Ленинградская'),
  timezone: 'UTC+3',
  federal_district: 'Северо-Западный',
};
const MOSOBL = {
  region: post('обл', 'Московская'),
  timezone: 'UTC+3',
  federal_district: 'Центральный',
};

/** Named addresses, reused by the fake parties and banks. */
export const ADDRESS = {
  vavilova: address({
    ...MOSCOW,
    postal_code: '117312',
    city_district: pre('р-н', 'Гагаринский'),
    street: pre('ул', 'Вавилова'),
    house: '19',
    geo: ['55.699966', '37.594951'],
  }),
  sukhonskaya: address({
    ...MOSCOW,
    postal_code: '127642',
    city_district: pre('р-н', 'Северное Медведково'),
    street: pre('ул', 'Сухонская'),
    house: '11',
    flat: '89',
    geo: ['55.8782557', '37.65372'],
  }),
  nevsky: address({
    ...SPB,
    postal_code: '191186',
    city_district: pre('р-н', 'Центральный'),
    street: post('пр-кт', 'Невский'),
    house: '28',
    geo: ['59.935739', '30.325907'],
  }),
  shpalernaya: address({
    ...SPB,
    postal_code: '191015',
    street: pre('ул', 'Шпалерная'),
    house: '44',
    block: pre('литера', 'А'),
  }),
  baumana: address({
    ...TATARSTAN,
    centre: true,
    postal_code: '420111',
    city: pre('г', 'Казань'),
    street: pre('ул', 'Баумана'),
    house: '58',
    geo: ['55.789553', '49.116982'],
  }),
  malysheva: address({
    ...SVERDLOVSK,
    centre: true,
    postal_code: '620014',
    city: pre('г', 'Екатеринбург'),
    street: pre('ул', 'Малышева'),
    house: '51',
    geo: ['56.836825', '60.603526'],
  }),
  krasny: address({
    ...NOVOSIBIRSK,
    centre: true,
    postal_code: '630099',
    city: pre('г', 'Новосибирск'),
    street: post('пр-кт', 'Красный'),
    house: '25',
    geo: ['55.030199', '82.920430'],
  }),
  serebrennikovskaya: address({
    ...NOVOSIBIRSK,
    centre: true,
    postal_code: '630007',
    city: pre('г', 'Новосибирск'),
    street: pre('ул', 'Серебренниковская'),
    house: '20',
    geo: ['55.019842', '82.922310'],
  }),
  vsevolozhsk: address({
    ...LENOBL,
    postal_code: '188643',
    area: post('р-н', 'Всеволожский'),
    city: pre('г', 'Всеволожск'),
    street: post('пр-кт', 'Октябрьский'),
    house: '96',
    geo: ['60.020426', '30.651254'],
  }),
  // ИП addresses are published down to the town only.
  moscowCity: address({ ...MOSCOW, postal_code: null, geo: ['55.75396', '37.620393'] }),
  spbCity: address({ ...SPB, postal_code: null }),
  podolsk: address({
    ...MOSOBL,
    postal_code: null,
    city: pre('г', 'Подольск'),
    geo: ['55.431136', '37.544997'],
  }),
  kalanchevskaya: address({
    ...MOSCOW,
    postal_code: '107078',
    street: pre('ул', 'Каланчевская'),
    house: '27',
    geo: ['55.775834', '37.652446'],
  }),
  khutorskaya: address({
    ...MOSCOW,
    postal_code: '127287',
    street: pre('ул', '2-я Хуторская'),
    house: '38А',
    block: pre('стр', '26'),
    geo: ['55.807381', '37.582911'],
  }),
  degtyarny: address({
    ...SPB,
    postal_code: '191144',
    street: post('пер', 'Дегтярный'),
    house: '11',
    block: pre('литера', 'А'),
    geo: ['59.936541', '30.381207'],
  }),
};

/** Address hints served by `suggest/address`. */
export const FAKE_ADDRESSES: DadataAddressSuggestion[] = [
  ADDRESS.sukhonskaya,
  ADDRESS.vavilova,
  ADDRESS.nevsky,
  ADDRESS.baumana,
  ADDRESS.malysheva,
  ADDRESS.krasny,
  ADDRESS.vsevolozhsk,
];
