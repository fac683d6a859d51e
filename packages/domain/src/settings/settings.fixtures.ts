import type { SettingsSection } from './settings-constants.ts';
import type { Setting, SettingMetadata } from './settings.schemas.ts';

/** Test helper: a setting with the given value rules. */
export function setting(
  slug: string,
  section: SettingsSection,
  value: Setting['value'],
  metadata: Partial<SettingMetadata> = {},
): Setting {
  return {
    id: slug,
    slug,
    section,
    type: typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string',
    value,
    defaultValue: value,
    isModified: false,
    lastModified: null,
    metadata: { label: slug, description: '', restart_required: false, ...metadata },
  };
}
