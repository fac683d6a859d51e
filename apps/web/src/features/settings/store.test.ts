import { SETTING_MESSAGES, SETTINGS_STORAGE_KEY, type Setting } from '@kabinet/domain/settings';
import { beforeEach, describe, expect, it } from 'vitest';

import { useSettingsStore } from './store.ts';

const fontSize: Setting = {
  id: 'font_size',
  slug: 'font_size',
  section: 'appearance',
  type: 'number',
  value: 15,
  defaultValue: 15,
  isModified: false,
  lastModified: null,
  metadata: {
    label: 'Размер шрифта',
    description: '',
    restart_required: false,
    validation: { min: 12, max: 24 },
  },
};

beforeEach(() => useSettingsStore.setState({ userId: null }));

describe('settings store', () => {
  it('rejects an invalid value with the validator message and keeps the old one', () => {
    useSettingsStore.setState({ userId: 7, settings: [fontSize], errors: {}, dirty: false });
    expect(useSettingsStore.getState().update('font_size', 40)).toBe(false);
    expect(useSettingsStore.getState().errors.font_size).toBe(SETTING_MESSAGES.max(24));
    expect(useSettingsStore.getState().settings[0]?.value).toBe(15);
    expect(useSettingsStore.getState().dirty).toBe(false);
  });

  it('falls back to defaults when the stored settings are unreadable', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    useSettingsStore.getState().load(7);
    expect(useSettingsStore.getState().settings.find((s) => s.slug === 'theme')?.value).toBe(false);
  });

  it('reports a failed save as false', () => {
    useSettingsStore.setState({ userId: null });
    expect(useSettingsStore.getState().save()).toBe(false);
  });
});
