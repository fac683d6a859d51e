import { currentPlatform } from '../lib/native-platform.ts';

/** Built by vite-plugin-pwa from src/sw/sw.ts; the push registration uses the same file. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The service worker (offline shell and push) is registered once the page has
 * loaded, so it never competes with the first paint. Not in development (Vite serves no
 * /sw.js there) and not inside the Android and iOS apps, whose pages are files on the phone.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (currentPlatform().isNative) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // Not fatal: the app works without it, only offline opening and web push need it.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
