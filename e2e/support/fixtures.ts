import { test as base } from '@playwright/test';

import { tailOf } from './server-process';

export { expect } from '@playwright/test';

/** The demo accounts seeded on an empty database (docs/api/accounts.md). */
export const DEMO_PASSWORD = 'Kabinet2026!';
export const DEMO_CLIENT = { email: 'client@kabinet.demo', phone: '9000000001' } as const;

/**
 * `test` bound to the server that global setup started: its URL only exists once setup ran, so
 * it is read here, in the worker, rather than in the config. A failed test gets the tail of the
 * server log attached.
 */
export const test = base.extend<{ serverLogOnFailure: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.KABINET_BASE_URL;
    if (!url) {
      throw new Error('KABINET_BASE_URL is not set: run the specs through playwright.config.ts');
    }
    await use(url);
  },
  serverLogOnFailure: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use, testInfo) => {
      await use();
      const logFile = process.env.KABINET_E2E_SERVER_LOG;
      if (logFile && testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('server log (tail)', {
          body: tailOf(logFile, 200),
          contentType: 'text/plain',
        });
      }
    },
    { auto: true },
  ],
});
