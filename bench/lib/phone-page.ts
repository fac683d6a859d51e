// The benches that load pages in Chromium (page-profile, page-tasks): the system's Chromium, and
// a phone-sized page signed in as the demo client — or signed out for /auth/ pages.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Browser, Page } from 'puppeteer-core';

import type { startBenchServer } from './server.ts';

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

interface PageStorage {
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Headless Chromium (CHROMIUM_PATH, /usr/bin/chromium by default); the server is closed if it fails. */
export async function launchChromium(server: BenchServer): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  }).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
}

/**
 * A new 390 × 844 phone page whose storage holds the demo client's session (none for `/auth/`
 * paths), left on the login page: the caller opens `path` itself, after its own setup.
 */
export async function phonePageFor(
  browser: Browser,
  server: BenchServer,
  path: string,
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 3, isMobile: true });
  await page.goto(`${server.baseUrl}/auth/login`);
  await page.evaluate(
    (token) => {
      // Runs in the page; the bench's own types have no DOM.
      const { localStorage } = globalThis as unknown as { localStorage: PageStorage };
      if (token) localStorage.setItem('auth', JSON.stringify({ token }));
      else localStorage.removeItem('auth');
    },
    path.startsWith('/auth/') ? null : server.clientToken,
  );
  return page;
}
