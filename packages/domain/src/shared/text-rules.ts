/**
 * User text may not carry C0 control characters other than tab, line feed
 * and carriage return. PostgreSQL `text` cannot hold NUL at all (it failed with 500), and the
 * others are invisible, break logs and exports, and no form or keyboard produces them.
 */
export function hasForbiddenCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) {
      return true;
    }
  }
  return false;
}

export const FORBIDDEN_CHARACTER_MESSAGE = 'Недопустимый символ в поле';

/**
 * The dotted path of the first string inside `value` (an object, array or string) that holds a
 * forbidden character, `''` for `value` itself, or null when all text is clean. Keys are checked
 * too: a key is a field name the client chose.
 */
export function findForbiddenText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? path : null;
  if (Array.isArray(value)) return firstForbidden(value.entries(), path);
  if (value && typeof value === 'object') return firstForbidden(Object.entries(value), path);
  return null;
}

/** The first entry whose key or value holds a forbidden character, as a dotted path. */
function firstForbidden(entries: Iterable<[string | number, unknown]>, path: string) {
  for (const [key, item] of entries) {
    const field = path ? `${path}.${key}` : String(key);
    if (typeof key === 'string' && hasForbiddenCharacter(key)) return field;
    const found = findForbiddenText(item, field);
    if (found !== null) return found;
  }
  return null;
}
