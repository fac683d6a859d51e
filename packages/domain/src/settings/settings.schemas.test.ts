import { describe, expect, it } from 'vitest';

import { DEFAULT_SETTINGS } from './default-settings.ts';
import { SETTINGS_STORAGE_KEY, UNSUPPORTED_METHOD_MESSAGE } from './settings-constants.ts';
import { settingSchema } from './settings.schemas.ts';

describe('settingSchema', () => {
  it('reads the default theme setting', () => {
    expect(DEFAULT_SETTINGS.map((s) => settingSchema.parse(s))).toEqual(DEFAULT_SETTINGS);
  });

  it('refuses a setting in an unknown section', () => {
    expect(settingSchema.safeParse({ ...DEFAULT_SETTINGS[0], section: 'billing' }).success).toBe(
      false,
    );
  });

  it('keeps the storage key and the unsupported-method message of the spec', () => {
    expect(SETTINGS_STORAGE_KEY).toBe('userSettings');
    expect(UNSUPPORTED_METHOD_MESSAGE).toBe('Метод не поддерживается');
  });
});
