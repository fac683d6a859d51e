// Kabinet's service worker (issue 17), built by vite-plugin-pwa (injectManifest) to /sw.js.
// Two jobs: the push handlers of issue 6 (push.js, unchanged, tested in a fake scope by
// service-worker.test.ts and in Chromium by push.spec.ts), and an offline shell — with no
// network a page still opens, and the app says «Нет соединения» instead of the browser's
// dinosaur. Pages always come from the network while there is one: the precached index.html
// is only the fallback, so a release is never held back by a stale copy.
import './push.js';

import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

interface ServiceWorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  registration: { navigationPreload?: { enable(): Promise<void> } };
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: WaitingEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: NavigationFetchEvent) => void): void;
}

interface WaitingEvent {
  waitUntil(promise: Promise<unknown>): void;
}

/** Chromium's Static Routing API (123+): requests a route sends to the network skip the worker. */
interface InstallEvent extends WaitingEvent {
  addRoutes?(routes: { condition: object; source: 'network' | 'fetch-event' }[]): Promise<void>;
}

interface NavigationFetchEvent extends WaitingEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}

declare const self: ServiceWorkerScope;

// The shell: index.html, the entry's scripts and styles, the web font, the icons.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Only page loads need the worker. Everything else — API calls, assets, and above all the
// `keepalive` request a page sends as it closes (chat's «offline», settings) — goes straight to
// the network: routed through a fetch handler, Chromium dropped such a request once its page
// was gone (push.spec.ts caught it), and skipping the worker saves its start-up on each call.
self.addEventListener('install', (event) => {
  if (event.addRoutes) {
    event.waitUntil(
      event.addRoutes([{ condition: { not: { requestMode: 'navigate' } }, source: 'network' }]),
    );
  }
});

self.addEventListener('activate', (event) => {
  // The page request starts while the worker wakes up, so the worker costs no round trip.
  const preload = self.registration.navigationPreload;
  if (preload) event.waitUntil(preload.enable());
});

async function openPage(event: NavigationFetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (offline) {
    const shell = await matchPrecache('/index.html');
    if (shell) return shell;
    throw offline;
  }
}

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(openPage(event));
});
