import type { SettingValue } from './settings.schemas.ts';

/**
 * Whether a stored value is a setting value: what `settingValueSchema` accepts (a boolean, a
 * finite number, a string or null; a property test holds them equal), without loading zod —
 * the signed-in shell restores the settings with it on every start (the pages' JS budgets).
 */
export function isSettingValue(value: unknown): value is SettingValue {
  return (
    value === null ||
    typeof value === 'boolean' ||
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}
