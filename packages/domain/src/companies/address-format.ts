/**
 * One way to write an address on one line, used wherever an address is composed
 * (manual parts, DaData, seed data) or printed: «123456, г. Москва, ул. Ленина, д. 1, оф. 5».
 * Abbreviated kinds get their dot, a kind typed twice («д д. 1») is written once, and a region
 * that is the city itself (Москва, Санкт-Петербург, Севастополь) is not repeated.
 */

/** Shortened kinds written with a dot («г.», «ул.», «д.»); hyphenated ones («р-н») keep none. */
const DOTTED = new Set([
  'г',
  'ул',
  'д',
  'кв',
  'оф',
  'пом',
  'стр',
  'корп',
  'к',
  'влд',
  'обл',
  'респ',
  'пер',
  'пл',
  'ш',
  'наб',
  'пос',
  'п',
  'с',
  'дер',
  'мкр',
  'туп',
  'ал',
  'тер',
  'рп',
  'пгт',
  'эт',
  'просп',
]);
/** Kinds written as they are, without a dot. */
const PLAIN = new Set(['р-н', 'пр-кт', 'б-р', 'мкр-н', 'пр-д', 'край']);
const WORDS: Record<string, string> = {
  офис: 'оф',
  квартира: 'кв',
  дом: 'д',
  улица: 'ул',
  город: 'г',
};
/** Kinds that open a part of the house (house, building, office) and may follow each other. */
const HOUSE_KINDS = new Set(['д', 'к', 'корп', 'стр', 'влд', 'кв', 'оф', 'пом', 'эт']);
/** Region kinds written after the name («Московская обл.»); others go before («Респ. Татарстан»). */
const REGION_KIND_AFTER = new Set(['обл', 'край', 'АО', 'Аобл']);

/** One address kind as written: «г» → «г.», «Респ» → «Респ.», «р-н» stays. */
function kindLabel(kind: string): string {
  const bare = kind.replace(/\.$/, '');
  const word = WORDS[bare.toLowerCase()] ?? bare;
  return DOTTED.has(word.toLowerCase()) ? `${word}.` : word;
}

/** Splits «ул. Ленина» / «ул Ленина» into kind «ул» and name «Ленина»; no known kind → null. */
function splitKind(part: string): { kind: string; rest: string } | null {
  const match = /^([А-Яа-яЁё-]+)\.?\s+(.+)$/.exec(part.trim());
  if (!match) return null;
  const kind = WORDS[match[1]!.toLowerCase()] ?? match[1]!;
  const known = DOTTED.has(kind.toLowerCase()) || PLAIN.has(kind.toLowerCase());
  if (!known) return null;
  return { kind, rest: match[2]!.trim() };
}

/** Writes every kind inside one comma part with its dot: «д 24/7 стр 1» → «д. 24/7, стр. 1». */
function tidyPart(part: string): string {
  const split = splitKind(part);
  if (!split) return part.trim().replace(/\s+/g, ' ');
  const { kind, rest } = split;
  // «д д. 1»: the same kind typed twice is written once.
  const again = splitKind(rest);
  const body = again && again.kind.toLowerCase() === kind.toLowerCase() ? again.rest : rest;
  if (!HOUSE_KINDS.has(kind.toLowerCase())) return `${kindLabel(kind)} ${body}`;
  // Inside a house part, «стр 1», «корп 2», «кв 5» become their own dotted, comma-led parts.
  const pieces = body.split(/\s+(?=(?:к|корп|стр|влд|кв|оф|офис|пом)\.?\s)/i);
  return [`${kindLabel(kind)} ${pieces[0]}`, ...pieces.slice(1).map(tidyPart)].join(', ');
}

/**
 * Tidies an address already on one line (DaData's «г Москва, ул Тверская, д 7», an
 * older stored line) into the one written form «г. Москва, ул. Тверская, д. 7». Parts keep their
 * order; a part repeated right after itself («Москва, Москва») is written once.
 */
export function normalizeAddressLine(line: string): string {
  const parts = line
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(tidyPart);
  const kept: string[] = [];
  for (const part of parts) {
    const previous = kept.at(-1);
    if (previous === undefined || bareName(part) !== bareName(previous)) kept.push(part);
    // «Москва, г. Москва»: the same place twice is written once, with its kind.
    else if (!splitKind(previous)) kept[kept.length - 1] = part;
  }
  return kept.join(', ');
}

/** The name of a part without its kind, for comparing «Москва» with «г. Москва». */
function bareName(part: string): string {
  return (splitKind(part)?.rest ?? part).toLowerCase();
}

/** Address parts as people enter them or DaData returns them; every part is optional. */
export interface AddressParts {
  postcode?: string | null;
  region_type?: string | null;
  region_name?: string | null;
  city_type?: string | null;
  city_name?: string | null;
  street_type?: string | null;
  street_name?: string | null;
  house_type?: string | null;
  house?: string | null;
  /** Office or flat: «5», «оф. 5», «кв 12». A bare number is an office («оф. 5»). */
  flat?: string | null;
}

/** «Тверская» with kind «ул» → «ул. Тверская»; a name that already says its kind keeps it. */
function withKind(name: string, kind: string | null | undefined, fallback: string | null): string {
  if (splitKind(name)) return tidyPart(name);
  const label = kind?.trim() || fallback;
  return label ? tidyPart(`${label} ${name}`) : name;
}

function region(parts: AddressParts): string {
  const name = parts.region_name?.trim() ?? '';
  const kind = parts.region_type?.trim() ?? '';
  if (!name || !kind || splitKind(name) || name.toLowerCase().includes(kind.toLowerCase())) {
    return name;
  }
  return REGION_KIND_AFTER.has(kind) ? `${name} ${kindLabel(kind)}` : `${kindLabel(kind)} ${name}`;
}

/**
 * The one-line address from its parts — «101000, г. Москва, ул. Мясницкая, д. 1,
 * оф. 12». A city without a kind is a «г.», a house and an office get «д.» and «оф.» once
 * (whether or not the person typed them), and a region equal to the city is left out.
 */
export function formatAddress(parts: AddressParts): string {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  const city = text(parts.city_name);
  const street = text(parts.street_name);
  const house = text(parts.house);
  const flat = text(parts.flat);
  const line = [
    text(parts.postcode),
    region(parts),
    city ? withKind(city, parts.city_type, 'г') : '',
    street ? withKind(street, parts.street_type, null) : '',
    house ? withKind(house, parts.house_type, 'д') : '',
    flat ? withKind(flat, null, 'оф') : '',
  ];
  return normalizeAddressLine(line.filter(Boolean).join(', '));
}
