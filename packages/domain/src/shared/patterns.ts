/**
 * SPEC §5: built-in patterns of the generic form rules — date (YYYY/MM/DD, matching
 * DATE_MASK), time (HH:mm, 24-hour), email, hex colour (#rgb or #rrggbb) and rgb colour
 * (rgb(r,g,b) with 0–255 channels).
 */
export const FORM_PATTERNS = {
  date: /^\d{4}\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/,
  time: /^([01]\d|2[0-3]):[0-5]\d$/,
  email: /^[^\s@<>()[\]\\,;:"]+@([\p{L}\d-]+\.)+\p{L}{2,}$/u,
  hexColor: /^#([\da-fA-F]{3}|[\da-fA-F]{6})$/,
  rgbColor:
    /^rgb\(\s*(\d{1,2}|1\d\d|2[0-4]\d|25[0-5])(\s*,\s*(\d{1,2}|1\d\d|2[0-4]\d|25[0-5])){2}\s*\)$/,
} as const;

/** Name of one built-in pattern of SPEC §5. */
export type FormPatternName = keyof typeof FORM_PATTERNS;

/** A form rule: `true` when the value passes, otherwise the Russian message to show. */
export type FormRule = (value: string) => true | string;

/** Russian messages of the built-in patterns (SPEC §5; UI copy is Russian, CONVENTIONS §4.8). */
export const FORM_PATTERN_MESSAGES: Record<FormPatternName, string> = {
  date: 'Введите дату в формате ГГГГ/ММ/ДД',
  time: 'Введите время в формате ЧЧ:ММ',
  email: 'Введите корректный email',
  hexColor: 'Введите цвет в формате #RRGGBB',
  rgbColor: 'Введите цвет в формате rgb(R, G, B)',
};

/** Message of the generic «required» rule. */
export const REQUIRED_MESSAGE = 'Обязательное поле';

/** SPEC §5: a rule that fails with `message` when the value is empty or only spaces. */
export function requiredRule(message: string = REQUIRED_MESSAGE): FormRule {
  return (value) => value.trim() !== '' || message;
}

/**
 * SPEC §5: a rule built on one of the built-in patterns. An empty value passes, so that
 * optional fields stay optional; combine with `requiredRule` for required ones.
 */
export function patternRule(name: FormPatternName, message?: string): FormRule {
  return (value) =>
    value === '' || FORM_PATTERNS[name].test(value) || (message ?? FORM_PATTERN_MESSAGES[name]);
}

/**
 * SPEC §5: a field shows the message of the first failing rule; `null` when all pass.
 */
export function firstFailingRule(value: string, rules: readonly FormRule[]): string | null {
  for (const rule of rules) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return null;
}
