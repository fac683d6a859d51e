import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isSettingValue } from './setting-value.ts';
import { settingValueSchema } from './settings.schemas.ts';

describe('isSettingValue', () => {
  it('accepts exactly what settingValueSchema accepts', () => {
    const odd = fc.constantFrom(Number.NaN, Infinity, -Infinity, undefined, [], {}, -0);
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.double(), odd), (value) => {
        expect(isSettingValue(value)).toBe(settingValueSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});
