export {
  SETTING_TYPES,
  SETTINGS_SECTION,
  SETTINGS_STORAGE_KEY,
  UNSUPPORTED_METHOD_MESSAGE,
  type SettingsSection,
  type SettingType,
} from './settings-constants.ts';
export {
  settingDependencySchema,
  settingMetadataSchema,
  settingSchema,
  settingValidationSchema,
  settingValueSchema,
  type Setting,
  type SettingCustomValidator,
  type SettingDependency,
  type SettingMetadata,
  type SettingValidation,
  type SettingValue,
} from './settings.schemas.ts';
export {
  DEFAULT_SETTINGS,
  isDarkTheme,
  SETTINGS_SECTIONS,
  THEME_SETTING_SLUG,
} from './default-settings.ts';
export { dependenciesSatisfied, SETTING_MESSAGES, validateSetting } from './validate-setting.ts';
export {
  applySettingUpdate,
  resetAll,
  resetSection,
  resetSetting,
  SETTING_NOT_FOUND_MESSAGE,
  type SettingUpdateResult,
} from './update-settings.ts';
export { restoreSettings } from './restore-settings.ts';
export { isSettingValue } from './setting-value.ts';
