import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest: what a phone shows when Kabinet is installed from the
 * browser. Colours are the theme's (index.html's theme-color); icons come from
 * build/native-assets.ts.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Кабинет — бухгалтерия онлайн',
  short_name: 'Кабинет',
  description:
    'Личный кабинет клиента бухгалтерской компании: тариф, оплата, документы и чат с менеджером',
  lang: 'ru',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#ffffff',
  theme_color: '#1c6e8c',
  categories: ['business', 'finance', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
