import { SETTINGS_SECTION, type SettingsSection } from './settings-constants.ts';
import type { Setting } from './settings.schemas.ts';

/** SPEC §3: the theme setting toggles dark mode. */
export const THEME_SETTING_SLUG = 'theme';

/** SPEC §3: the only default setting — theme, boolean, default false, labelled 'Темная тема'. */
export const DEFAULT_SETTINGS: readonly Setting[] = [
  {
    id: THEME_SETTING_SLUG,
    slug: THEME_SETTING_SLUG,
    section: SETTINGS_SECTION.APPEARANCE,
    type: 'boolean',
    value: false,
    defaultValue: false,
    isModified: false,
    lastModified: null,
    metadata: {
      label: 'Темная тема',
      description: 'Тёмное оформление интерфейса',
      restart_required: false,
    },
  },
];

/** SPEC §2: the settings sections with their Russian titles, in display order. */
export const SETTINGS_SECTIONS: readonly { id: SettingsSection; title: string }[] = [
  { id: SETTINGS_SECTION.APPEARANCE, title: 'Оформление' },
  { id: SETTINGS_SECTION.NOTIFICATIONS, title: 'Уведомления' },
  { id: SETTINGS_SECTION.PRIVACY, title: 'Конфиденциальность' },
  { id: SETTINGS_SECTION.PERFORMANCE, title: 'Производительность' },
  { id: SETTINGS_SECTION.CHAT, title: 'Чат' },
];

/** SPEC §2/§4: dark mode is on when the theme setting is true. */
export function isDarkTheme(settings: readonly Setting[]): boolean {
  return settings.find((setting) => setting.slug === THEME_SETTING_SLUG)?.value === true;
}
