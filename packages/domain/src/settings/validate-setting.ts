import type { Setting, SettingValidation, SettingValue } from './settings.schemas.ts';

/** SPEC §5: setting validator messages, verbatim. */
export const SETTING_MESSAGES = {
  required: 'This field is required',
  min: (min: number) => `Value must be at least ${min}`,
  max: (max: number) => `Value must be at most ${max}`,
  invalidFormat: 'Invalid format',
} as const;

function isEmpty(value: SettingValue | undefined): boolean {
  return value === null || value === undefined || value === '';
}

function matchesPattern(pattern: string, value: SettingValue): boolean {
  try {
    return new RegExp(pattern).test(String(value));
  } catch {
    return false;
  }
}

/**
 * SPEC §5: validates a new value against metadata.validation and returns the first message,
 * or `null` when valid — required → 'This field is required'; a number below min →
 * 'Value must be at least {min}'; above max → 'Value must be at most {max}'; a value not
 * matching pattern, or failing custom → 'Invalid format' (custom may return its own message).
 * An empty value that is not required skips the other checks.
 */
export function validateSetting(
  setting: Pick<Setting, 'metadata'>,
  value: SettingValue,
): string | null {
  const rules = setting.metadata.validation;
  if (!rules) return null;
  if (isEmpty(value)) return rules.required ? SETTING_MESSAGES.required : null;
  return rangeMessage(rules, value) ?? formatMessage(rules, value);
}

function rangeMessage(rules: SettingValidation, value: SettingValue): string | null {
  if (typeof value !== 'number') return null;
  if (rules.min !== undefined && value < rules.min) return SETTING_MESSAGES.min(rules.min);
  if (rules.max !== undefined && value > rules.max) return SETTING_MESSAGES.max(rules.max);
  return null;
}

function formatMessage(rules: SettingValidation, value: SettingValue): string | null {
  if (rules.pattern !== undefined && !matchesPattern(rules.pattern, value)) {
    return SETTING_MESSAGES.invalidFormat;
  }
  const custom = rules.custom?.(value);
  if (custom === false) return SETTING_MESSAGES.invalidFormat;
  return typeof custom === 'string' ? custom : null;
}

/**
 * SPEC §3/§5: a setting's dependencies are satisfied when every setting it depends on
 * exists and currently has the required value; a setting without dependencies always is.
 */
export function dependenciesSatisfied(
  setting: Pick<Setting, 'metadata'>,
  settings: readonly Setting[],
): boolean {
  return (setting.metadata.dependencies ?? []).every((dependency) =>
    settings.some((other) => other.slug === dependency.slug && other.value === dependency.value),
  );
}
