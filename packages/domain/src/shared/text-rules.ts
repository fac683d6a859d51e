/**
 * Issue 10, defect 4: user text may not carry C0 control characters other than tab, line feed
 * and carriage return. PostgreSQL `text` cannot hold NUL at all (it failed with 500), and the
 * others are invisible, break logs and exports, and no form or keyboard produces them.
 */
export const FORBIDDEN_TEXT_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const FORBIDDEN_CHARACTER_MESSAGE = 'Недопустимый символ в поле';

/**
 * The dotted path of the first string inside `value` (an object, array or string) that holds a
 * forbidden character, `''` for `value` itself, or null when all text is clean. Keys are checked
 * too: a key is a field name the client chose.
 */
export function findForbiddenText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return FORBIDDEN_TEXT_CHARACTER.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findForbiddenText(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (FORBIDDEN_TEXT_CHARACTER.test(key)) return field;
      const found = findForbiddenText(item, field);
      if (found !== null) return found;
    }
  }
  return null;
}
