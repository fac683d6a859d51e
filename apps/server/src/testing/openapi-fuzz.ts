// Issue 10: the operations of the OpenAPI document and the hostile calls made of them, so the
// fuzz suite covers every route, including the ones added after it was written.

/** A JSON schema as @fastify/swagger writes it from our zod schemas (the parts we read). */
export type Schema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  nullable?: boolean;
  minimum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
};

type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: Schema };

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
