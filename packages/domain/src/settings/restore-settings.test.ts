import { describe, expect, it } from 'vitest';

import { DEFAULT_SETTINGS } from './default-settings.ts';
import { restoreSettings } from './restore-settings.ts';

describe('restoreSettings', () => {
  it('takes the stored dark theme', () => {
    const stored = [{ slug: 'theme', value: true, lastModified: '2026-11-21T09:00:00Z' }];
    expect(restoreSettings(stored)[0]).toMatchObject({
      value: true,
      isModified: true,
      lastModified: '2026-11-21T09:00:00Z',
    });
  });

  it.each([
    { stored: null, why: 'nothing stored' },
    { stored: 'испорчено', why: 'not a list' },
    { stored: [{ slug: 'theme', value: 'да' }], why: 'a value of the wrong type' },
    { stored: [{ slug: 'theme', value: { dark: true } }], why: 'an object value' },
    { stored: [{ slug: 'fontSize', value: 16 }], why: 'an unknown setting' },
  ])('falls back to the defaults when $why', ({ stored }) => {
    expect(restoreSettings(stored)).toEqual(DEFAULT_SETTINGS);
  });
});
