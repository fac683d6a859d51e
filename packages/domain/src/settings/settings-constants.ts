// Apart from the schemas: the signed-in shell reads these without loading zod.

/** SPEC §2: settings sections; only appearance has content so far. */
export const SETTINGS_SECTION = {
  APPEARANCE: 'appearance',
  NOTIFICATIONS: 'notifications',
  PRIVACY: 'privacy',
  PERFORMANCE: 'performance',
  CHAT: 'chat',
} as const;
/** A settings section of SPEC §2. */
export type SettingsSection = (typeof SETTINGS_SECTION)[keyof typeof SETTINGS_SECTION];

/** Kinds of setting value. SPEC §3 names only boolean (theme); the others are for later sections. */
export const SETTING_TYPES = ['boolean', 'number', 'string', 'select'] as const;
/** A setting type. */
export type SettingType = (typeof SETTING_TYPES)[number];

/** SPEC §7: user settings are kept only in local storage, under this key. */
export const SETTINGS_STORAGE_KEY = 'userSettings';

/** SPEC §8: unimplemented settings methods throw this message. */
export const UNSUPPORTED_METHOD_MESSAGE = 'Метод не поддерживается';
