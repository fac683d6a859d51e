type PlainObject = Record<string, unknown>;

/** Type of `nullsToEmptyStrings(T)`: every `null` inside T becomes `''`. */
export type NullsToEmptyStrings<T> = T extends null
  ? ''
  : T extends readonly (infer U)[]
    ? NullsToEmptyStrings<U>[]
    : T extends PlainObject
      ? { [K in keyof T]: NullsToEmptyStrings<T[K]> }
      : T;

function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * SPEC §5: null response values become empty strings. Works deeply through plain objects
 * and arrays; other objects (Date, File…) are kept as they are. The input is not changed.
 */
export function nullsToEmptyStrings<T>(value: T): NullsToEmptyStrings<T> {
  return convert(value) as NullsToEmptyStrings<T>;
}

function convert(value: unknown): unknown {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(convert);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)]));
  }
  return value;
}

/** Keys of T whose value is kept by `compactPayload`. */
export type CompactPayload<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };

/**
 * SPEC §5: null or empty fields are removed from store payloads. «Empty» means `null`,
 * `undefined` or `''`; `0`, `false` and `[]` are values and are kept (TARIFF-PRICING §1.1).
 * Shallow: nested objects are sent as they are. The input is not changed.
 */
export function compactPayload<T extends PlainObject>(payload: T): CompactPayload<T> {
  return Object.fromEntries(
    Object.entries(payload).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  ) as CompactPayload<T>;
}
