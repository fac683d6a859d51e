import { describe, expect, it } from 'vitest';

import { DEFAULT_SETTINGS, isDarkTheme, SETTINGS_SECTIONS } from './default-settings.ts';
import { setting } from './settings.fixtures.ts';
import { applySettingUpdate, resetAll, resetSection, resetSetting } from './update-settings.ts';

const NOW = '2026-11-21T09:00:00.000Z';
const LATER = '2026-11-21T10:00:00.000Z';

const sound = setting('sound', 'notifications', true);
const volume = setting('volume', 'notifications', 5, {
  validation: { min: 0, max: 10 },
  dependencies: [{ slug: 'sound', value: true }],
});
const all = [...DEFAULT_SETTINGS, sound, volume];

describe('the default settings', () => {
  it('hold only the theme: boolean, false, «Темная тема», in appearance', () => {
    expect(DEFAULT_SETTINGS).toHaveLength(1);
    expect(DEFAULT_SETTINGS[0]).toMatchObject({
      slug: 'theme',
      section: 'appearance',
      type: 'boolean',
      value: false,
      defaultValue: false,
      metadata: { label: 'Темная тема' },
    });
  });

  it('list the five sections with Russian titles', () => {
    expect(SETTINGS_SECTIONS.map((s) => s.title)).toEqual([
      'Оформление',
      'Уведомления',
      'Конфиденциальность',
      'Производительность',
      'Чат',
    ]);
  });
});

describe('applySettingUpdate', () => {
  it('turns on the dark theme and marks it modified', () => {
    const result = applySettingUpdate(all, 'theme', true, NOW);
    expect(result.ok && result.applied).toBe(true);
    if (!result.ok) return;
    expect(result.settings[0]).toMatchObject({ value: true, isModified: true, lastModified: NOW });
    expect(isDarkTheme(result.settings)).toBe(true);
    expect(isDarkTheme(all)).toBe(false);
  });

  it('is no longer modified once set back to the default', () => {
    const first = applySettingUpdate(all, 'theme', true, NOW);
    const back = first.ok ? applySettingUpdate(first.settings, 'theme', false, LATER) : first;
    expect(back.ok && back.settings[0]).toMatchObject({
      value: false,
      isModified: false,
      lastModified: LATER,
    });
  });

  it.each([
    { slug: 'volume', value: 11, error: 'Value must be at most 10' },
    { slug: 'volume', value: -1, error: 'Value must be at least 0' },
    { slug: 'нет такой', value: 1, error: 'Настройка не найдена' },
  ])('rejects $slug = $value with «$error»', ({ slug, value, error }) => {
    expect(applySettingUpdate(all, slug, value, NOW)).toEqual({ ok: false, error });
  });

  it('silently keeps the value when its dependencies fail', () => {
    const muted = all.map((s) => (s.slug === 'sound' ? { ...s, value: false } : s));
    const result = applySettingUpdate(muted, 'volume', 8, NOW);
    expect(result).toEqual({ ok: true, applied: false, settings: muted });
  });
});

describe('reset', () => {
  const changed = all.map((s) => ({
    ...s,
    value: s.slug === 'theme' ? true : s.slug === 'sound' ? false : 9,
    isModified: true,
  }));

  it.each([
    {
      how: 'one setting',
      reset: () => resetSetting(changed, 'volume', NOW),
      expected: [true, false, 5],
    },
    {
      how: 'one section',
      reset: () => resetSection(changed, 'notifications', NOW),
      expected: [true, true, 5],
    },
    { how: 'everything', reset: () => resetAll(changed, NOW), expected: [false, true, 5] },
  ])('restores defaults for $how', ({ reset, expected }) => {
    const result = reset();
    expect(result.map((s) => s.value)).toEqual(expected);
    expect(changed.map((s) => s.value)).toEqual([true, false, 9]);
  });
});
