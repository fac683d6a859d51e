import { describe, expect, it } from 'vitest';

import { setting } from './settings.fixtures.ts';
import { dependenciesSatisfied, validateSetting } from './validate-setting.ts';

describe('validateSetting (SPEC §5 messages)', () => {
  const fontSize = setting('font_size', 'appearance', 14, {
    validation: { required: true, min: 10, max: 24 },
  });
  const accent = setting('accent', 'appearance', '#1976d2', {
    validation: { pattern: '^#[0-9a-f]{6}$' },
  });
  const signature = setting('signature', 'chat', '', {
    validation: { custom: (value) => String(value).length <= 20 || 'Не длиннее 20 символов' },
  });
  const strict = setting('nickname', 'privacy', 'ivan', {
    validation: { custom: (value) => value !== 'admin' },
  });

  it.each([
    { s: fontSize, value: 14, expected: null },
    { s: fontSize, value: null, expected: 'This field is required' },
    { s: fontSize, value: '', expected: 'This field is required' },
    { s: fontSize, value: 9, expected: 'Value must be at least 10' },
    { s: fontSize, value: 25, expected: 'Value must be at most 24' },
    { s: fontSize, value: 10, expected: null },
    { s: fontSize, value: 24, expected: null },
    { s: accent, value: '#ff0000', expected: null },
    { s: accent, value: 'красный', expected: 'Invalid format' },
    { s: accent, value: '', expected: null },
    { s: signature, value: 'С уважением, Иван', expected: null },
    {
      s: signature,
      value: 'С уважением, бухгалтерия ООО «Ромашка»',
      expected: 'Не длиннее 20 символов',
    },
    { s: strict, value: 'admin', expected: 'Invalid format' },
    { s: setting('theme', 'appearance', false), value: true, expected: null },
  ])('gives $s.slug = $value the message $expected', ({ s, value, expected }) => {
    expect(validateSetting(s, value)).toBe(expected);
  });

  it('treats a broken pattern as a format error rather than crashing', () => {
    const broken = setting('x', 'chat', 'a', { validation: { pattern: '([' } });
    expect(validateSetting(broken, 'a')).toBe('Invalid format');
  });
});

describe('dependenciesSatisfied', () => {
  const sound = setting('sound', 'notifications', true);
  const volume = setting('volume', 'notifications', 5, {
    dependencies: [{ slug: 'sound', value: true }],
  });

  it.each([
    { soundValue: true, expected: true },
    { soundValue: false, expected: false },
  ])('lets volume change when sound is $soundValue: $expected', ({ soundValue, expected }) => {
    expect(dependenciesSatisfied(volume, [{ ...sound, value: soundValue }, volume])).toBe(expected);
  });

  it('fails when the setting it depends on does not exist', () => {
    expect(dependenciesSatisfied(volume, [volume])).toBe(false);
  });

  it('is always satisfied without dependencies', () => {
    expect(dependenciesSatisfied(sound, [])).toBe(true);
  });
});
