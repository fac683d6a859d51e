import { isDarkTheme } from '@kabinet/domain/settings';
import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';

import { useSettingsStore } from '../store.ts';

/** Loads the signed-in user's settings and applies the theme (SPEC §2: theme toggles dark mode). */
export function SettingsSync({ userId }: { userId: number }) {
  const load = useSettingsStore((state) => state.load);
  const loadedFor = useSettingsStore((state) => state.userId);
  const dark = useSettingsStore((state) => isDarkTheme(state.settings));
  const { setColorScheme } = useMantineColorScheme();

  useEffect(() => load(userId), [load, userId]);

  useEffect(() => {
    if (loadedFor === userId) setColorScheme(dark ? 'dark' : 'light');
  }, [dark, loadedFor, userId, setColorScheme]);

  // A change made just before leaving the page is not lost to the debounce.
  useEffect(() => {
    const flush = () => {
      if (useSettingsStore.getState().dirty) useSettingsStore.getState().save();
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);

  return null;
}
