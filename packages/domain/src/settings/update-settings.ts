import { validateSetting, dependenciesSatisfied } from './validate-setting.ts';
import type { SettingsSection } from './settings-constants.ts';
import type { Setting, SettingValue } from './settings.schemas.ts';

/** Message when an update names a setting that does not exist. */
export const SETTING_NOT_FOUND_MESSAGE = 'Настройка не найдена';

/** Result of `applySettingUpdate`: `applied` is false when dependencies kept it unchanged. */
export type SettingUpdateResult =
  { ok: true; applied: boolean; settings: Setting[] } | { ok: false; error: string };

function withValue(setting: Setting, value: SettingValue, now: string): Setting {
  return { ...setting, value, isModified: value !== setting.defaultValue, lastModified: now };
}

/**
 * SPEC §5: applies a new value to setting `slug`. An invalid value is rejected with the
 * validator's message; when the setting's dependencies fail the update is silently not
 * applied (ok, `applied: false`, settings unchanged). Otherwise the setting takes the value,
 * `isModified` tells whether it differs from the default and `lastModified` becomes `now`.
 */
export function applySettingUpdate(
  settings: readonly Setting[],
  slug: string,
  value: SettingValue,
  now: string,
): SettingUpdateResult {
  const target = settings.find((setting) => setting.slug === slug);
  if (!target) return { ok: false, error: SETTING_NOT_FOUND_MESSAGE };
  const error = validateSetting(target, value);
  if (error !== null) return { ok: false, error };
  if (!dependenciesSatisfied(target, settings)) {
    return { ok: true, applied: false, settings: [...settings] };
  }
  const updated = settings.map((setting) =>
    setting.slug === slug ? withValue(setting, value, now) : setting,
  );
  return { ok: true, applied: true, settings: updated };
}

function resetWhere(
  settings: readonly Setting[],
  matches: (setting: Setting) => boolean,
  now: string,
): Setting[] {
  return settings.map((setting) =>
    matches(setting)
      ? { ...setting, value: setting.defaultValue, isModified: false, lastModified: now }
      : setting,
  );
}

/** SPEC §4: reset restores the default of one setting. */
export function resetSetting(settings: readonly Setting[], slug: string, now: string): Setting[] {
  return resetWhere(settings, (setting) => setting.slug === slug, now);
}

/** SPEC §4: reset restores the defaults of every setting of one section. */
export function resetSection(
  settings: readonly Setting[],
  section: SettingsSection,
  now: string,
): Setting[] {
  return resetWhere(settings, (setting) => setting.section === section, now);
}

/** SPEC §4: reset restores the defaults of all settings. */
export function resetAll(settings: readonly Setting[], now: string): Setting[] {
  return resetWhere(settings, () => true, now);
}
