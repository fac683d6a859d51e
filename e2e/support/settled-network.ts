import type { Page, Request } from '@playwright/test';

import { expect } from './fixtures';

const QUIET_MS = 500;

/**
 * Starts counting the page's HTTP requests in flight; `settled()` then waits until none has been
 * open for half a second. Playwright's `networkidle` counts every frame's requests, including the
 * ones Chromium's PDF viewer makes for a report framed from a blob: URL, which sometimes never
 * report an end — so a page with a PDF preview could wait out its test. Only http(s) requests of
 * the app count here: blob:, data: and the viewer's own resources are not the app loading.
 */
export function trackNetwork(page: Page): { settled: () => Promise<void> } {
  const open = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (!/^https?:/.test(request.url())) return;
    open.add(request);
    lastChange = Date.now();
  });
  const close = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', close);
  page.on('requestfailed', close);
  return {
    settled: () =>
      expect
        .poll(() => open.size === 0 && Date.now() - lastChange >= QUIET_MS, {
          message: 'the page still has requests in flight',
          timeout: 30_000,
          intervals: [100],
        })
        .toBe(true),
  };
}
