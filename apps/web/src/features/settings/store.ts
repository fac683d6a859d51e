import {
  applySettingUpdate,
  resetAll,
  resetSection,
  resetSetting,
  restoreSettings,
  type Setting,
  SETTINGS_STORAGE_KEY,
  type SettingsSection,
  type SettingValue,
} from '@kabinet/domain/settings';
import { SETTINGS_SAVE_DEBOUNCE_MS } from '@kabinet/domain/shared';
import { create } from 'zustand';

type StoredSettings = Record<string, unknown>;

function readStored(): StoredSettings {
  const raw = localStorage.getItem(SETTINGS_STORAGE_KEY);
  if (!raw) return {};
  const parsed = JSON.parse(raw) as unknown;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as StoredSettings)
    : {};
}

interface SettingsState {
  userId: number | null;
  settings: Setting[];
  /** SPEC §4: dirty until saved. */
  dirty: boolean;
  /** Validation message per slug (SPEC §5), cleared by the next valid change. */
  errors: Record<string, string>;
  load: (userId: number) => void;
  update: (slug: string, value: SettingValue) => boolean;
  reset: (scope: { slug: string } | { section: SettingsSection } | 'all') => void;
  save: () => boolean;
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleSave() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => useSettingsStore.getState().save(), SETTINGS_SAVE_DEBOUNCE_MS);
}

/**
 * SPEC §4: user settings, per user, in localStorage `userSettings` (`{ [userId]: Setting[] }`),
 * saved 500 ms after the last change.
 */
export const useSettingsStore = create<SettingsState>()((set, get) => ({
  userId: null,
  settings: restoreSettings(undefined),
  dirty: false,
  errors: {},

  load: (userId) => {
    if (get().userId === userId) return;
    let settings: Setting[];
    try {
      settings = restoreSettings(readStored()[String(userId)]);
    } catch (error) {
      // SPEC §8: a load failure is logged and the defaults are used.
      console.error('Не удалось загрузить настройки', error);
      settings = restoreSettings(undefined);
    }
    clearTimeout(saveTimer);
    set({ userId, settings, dirty: false, errors: {} });
  },

  update: (slug, value) => {
    const result = applySettingUpdate(get().settings, slug, value, new Date().toISOString());
    if (!result.ok) {
      set((state) => ({ errors: { ...state.errors, [slug]: result.error } }));
      return false;
    }
    const { [slug]: _cleared, ...errors } = get().errors;
    set({ errors });
    if (!result.applied) return false;
    set({ settings: result.settings, dirty: true });
    scheduleSave();
    return true;
  },

  reset: (scope) => {
    const now = new Date().toISOString();
    const current = get().settings;
    const settings =
      scope === 'all'
        ? resetAll(current, now)
        : 'slug' in scope
          ? resetSetting(current, scope.slug, now)
          : resetSection(current, scope.section, now);
    set({ settings, dirty: true, errors: {} });
    scheduleSave();
  },

  save: () => {
    const { userId, settings } = get();
    if (userId === null) return false;
    try {
      const stored = readStored();
      stored[String(userId)] = settings;
      localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(stored));
      set({ dirty: false });
      return true;
    } catch (error) {
      // SPEC §8: a save failure is logged and reported as false.
      console.error('Не удалось сохранить настройки', error);
      return false;
    }
  },
}));
