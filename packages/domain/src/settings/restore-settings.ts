import { DEFAULT_SETTINGS } from './default-settings.ts';
import { isSettingValue } from './setting-value.ts';
import type { Setting } from './settings.schemas.ts';

/**
 * SPEC §7/§8: rebuilds the user's settings from what local storage held (already JSON-parsed).
 * The defaults give the list, types and metadata; a stored `value`, `isModified` and
 * `lastModified` are taken for known slugs when well-formed. Anything unreadable falls back
 * to the defaults (SPEC §8: a load failure initialises defaults).
 */
export function restoreSettings(
  stored: unknown,
  defaults: readonly Setting[] = DEFAULT_SETTINGS,
): Setting[] {
  const list = Array.isArray(stored) ? (stored as unknown[]) : [];
  return defaults.map((setting) => {
    const saved = list.find(
      (item): item is Record<string, unknown> =>
        typeof item === 'object' && item !== null && 'slug' in item && item.slug === setting.slug,
    );
    const value = saved?.value;
    const sameType =
      isSettingValue(value) &&
      (setting.defaultValue === null || typeof value === typeof setting.defaultValue);
    if (!saved || !isSettingValue(value) || !sameType) return { ...setting };
    return {
      ...setting,
      value,
      isModified: value !== setting.defaultValue,
      lastModified: typeof saved.lastModified === 'string' ? saved.lastModified : null,
    };
  });
}
