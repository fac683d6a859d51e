// The operations of the OpenAPI document and the hostile calls made of them, so the
// fuzz suite covers every route, including the ones added after it was written.

/** A JSON schema as @fastify/swagger writes it from our zod schemas (the parts we read). */
export type Schema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  nullable?: boolean;
  minimum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
};

type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
};

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  tags: string[];
  parameters: Parameter[];
  body: Schema | undefined;
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
};

/** Every API operation of the document (the SPA's catch-all `/` is not one). */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApi;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method !== 'parameters' && path.startsWith('/api'))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        tags: operation.tags ?? [],
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

/** Values a careless client or an attacker sends; each must be refused or stored, never a 500. */
export const HOSTILE_VALUES: [label: string, value: unknown][] = [
  ['NUL', 'Ром\u0000ашка'],
  ['control characters', '\u0007\u001b[31mкрасный\u0008'],
  ['1 MB string', 'я'.repeat(512 * 1024)],
  ['SQL-looking', "' OR '1'='1' --"],
  ['SQL statement', '1; DROP TABLE users; --'],
  ['lone surrogate', '\ud800'],
  ['right-to-left override', 'счёт\u202eфdp.exe'],
  ['emoji sequence', '👩\u200d💼🇷🇺'],
  ['zero-width only', '\u200b\u200d\ufeff'],
  ['empty string', ''],
  ['huge number', 1e308],
  ['beyond safe integer', 2 ** 53 + 2],
  ['negative', -2_147_483_649],
  ['fraction', 1.5],
  ['boolean', true],
  ['null', null],
  ['array', ['x', 1]],
  ['object', { $ne: null }],
];

/** The text of a value in a URL: what a client that encodes naively would put there. */
export function asUrlText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes a broken encoder would (CESU-8).
    return '%ED%A0%80';
  }
}

/** A value the schema accepts, to fill the fields that are not under test. */
export function plausibleValue(schema: Schema | undefined): unknown {
  if (!schema) return 'Тест';
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return plausibleValue(choice);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, child]) => [key, plausibleValue(child)]),
    );
  }
  return plausibleScalar(schema);
}

function plausibleScalar(schema: Schema): unknown {
  if (schema.format === 'date' || schema.pattern === DATE_PATTERN) return '2026-01-15';
  if (schema.pattern === MONTH_PATTERN) return '2026-01';
  switch (schema.type) {
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return schema.format === 'email' ? 'fuzz@kabinet.test' : 'Тест';
  }
}

/** Dotted paths of the leaves of a body schema (`requisites.name`, `addresses.legal_address.house`). */
export function leavesOf(schema: Schema | undefined, prefix: string[] = []): string[][] {
  if (!schema?.properties || prefix.length > 3) return prefix.length ? [prefix] : [];
  const leaves = Object.entries(schema.properties).flatMap(([key, child]) =>
    leavesOf(child, [...prefix, key]),
  );
  return prefix.length ? [prefix, ...leaves] : leaves;
}

/** A deep copy of `body` with the value at `path` replaced. */
export function withValueAt(body: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const object = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const current = (object as Record<string, unknown>)[head];
  return { ...object, [head]: withValueAt(current, rest, value) };
}

/** The month and the bare date patterns our schemas write into the document. */
const MONTH_PATTERN = '^(\\d{4})-(0[1-9]|1[0-2])$';
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * What a value means, read off its parameter's or field's schema and name: each kind has a
 * dictionary of boundary values, the ones rules break on (a calendar's ends, a checksum, 2^53).
 */
export type BoundaryKind =
  | 'date'
  | 'month'
  | 'year'
  | 'kopecks'
  | 'id'
  | 'page'
  | 'inn'
  | 'kpp'
  | 'ogrn'
  | 'bik'
  | 'phone'
  | 'array';

const TEN_THOUSAND = 10_000;

/** The boundary values of each kind, labelled for the failure message. */
export const BOUNDARY_VALUES: Record<BoundaryKind, [label: string, value: unknown][]> = {
  date: [
    ['year 0', '0000-01-01'],
    ['year 9999', '9999-12-31'],
    ['29 February of a common year', '2026-02-29'],
    ['29 February of a leap year', '2028-02-29'],
    ['the day before 1900', '1899-12-31'],
    ['the day after 2100', '2101-01-01'],
  ],
  month: [
    ['month 0000-00', '0000-00'],
    ['month 9999-12', '9999-12'],
    ['month 13', '2026-13'],
  ],
  year: [
    ['year 0', 0],
    ['year 10000', 10_000],
    ['year -1', -1],
  ],
  kopecks: [
    ['0 kopecks', 0],
    ['-1 kopeck', -1],
    ['2^53 kopecks', 2 ** 53],
    ['10^15 kopecks', 10 ** 15],
  ],
  id: [
    ['id 0', 0],
    ['id 2^31', 2 ** 31],
    ['id 2^53', 2 ** 53],
  ],
  page: [
    ['page 1e9', 1e9],
    ['page 2^31', 2 ** 31],
    ['page 2^53', 2 ** 53],
  ],
  inn: [
    ['10-digit INN, bad checksum', '7707083894'],
    ['12-digit INN, bad checksum', '500100732250'],
    ['INN of zeros', '0000000000'],
  ],
  kpp: [
    ['KPP of zeros', '000000000'],
    ['KPP with letters beyond its 5th and 6th places', '7707AB00Z'],
  ],
  ogrn: [
    ['OGRN, bad checksum', '1027700132196'],
    ['OGRNIP, bad checksum', '304500116000158'],
  ],
  bik: [
    ['BIK of zeros', '000000000'],
    ['BIK of nines', '999999999'],
  ],
  phone: [
    ['phone of zeros', '+7 (000) 000-00-00'],
    ['phone of 40 digits', '7'.repeat(40)],
    ['phone +8', '+8 900 123-45-67'],
  ],
  array: [
    ['10,000 ids', Array.from({ length: TEN_THOUSAND }, (_, index) => index + 1)],
    ['10,000 strings', Array.from({ length: TEN_THOUSAND }, (_, index) => `x${index}`)],
  ],
};

/** The schema and every choice of its `anyOf` / `oneOf`, nested ones too. */
function alternatives(schema: Schema | undefined): Schema[] {
  if (!schema) return [];
  const choices = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [schema, ...choices.flatMap(alternatives)];
}

const NAME_KINDS: [RegExp, BoundaryKind][] = [
  [/^(inn|.*_inn)$/i, 'inn'],
  [/^(kpp|.*_kpp)$/i, 'kpp'],
  [/^(ogrn|ogrnip|.*_ogrn)$/i, 'ogrn'],
  [/^(bik|.*_bik)$/i, 'bik'],
  [/phone/i, 'phone'],
  [/^(page|per_page|limit|offset)$/i, 'page'],
  [/year/i, 'year'],
  [/month$|^period$/i, 'month'],
  [/date|^(from|to)$|_(from|to)$|_on$|^date(start|end)$|birthday/i, 'date'],
  [/kopecks|^amount|_amount$|price/i, 'kopecks'],
  [/(^id$|_id$|Id$)/, 'id'],
];

/**
 * The kind of a parameter or a body field: by its schema first (`format: date`, the month
 * pattern, an array), then by its name for the fields whose schema says nothing (`DateStart`,
 * `from`, `month`, `inn`). Null for a plain value (it gets the hostile values only).
 */
export function boundaryKindOf(name: string, schema: Schema | undefined): BoundaryKind | null {
  const choices = alternatives(schema);
  if (choices.some((choice) => choice.format === 'date' || choice.pattern === DATE_PATTERN)) {
    return 'date';
  }
  if (choices.some((choice) => choice.pattern === MONTH_PATTERN)) return 'month';
  if (choices.some((choice) => choice.type === 'array')) return 'array';
  if (choices.some((choice) => choice.type === 'boolean') || schema?.enum) return null;
  return NAME_KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** The schema of the field at `path` of a body schema. */
export function schemaAt(schema: Schema | undefined, path: string[]): Schema | undefined {
  const [head, ...rest] = path;
  if (head === undefined) return schema;
  const owner = alternatives(schema).find((choice) => choice.properties?.[head]);
  return schemaAt(owner?.properties?.[head], rest);
}
