import { defineConfig, devices } from '@playwright/test';

// Real Chromium from the system; Playwright never downloads browsers here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const screenshots = process.env.SCREENSHOTS === '1';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Screenshots are a review artefact, not a test: they run only with SCREENSHOTS=1.
  testIgnore: screenshots ? [] : ['screenshots.spec.ts'],
  globalSetup: './support/global-setup.ts',
  timeout: 90_000,
  // A ceiling, not a wait: assertions pass as soon as the state is there. 20 s holds on a
  // machine with both cores burnt by other processes (docs/testing.md).
  expect: { timeout: 20_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Separate folders let several runs share the tree (E2E_OUTPUT_DIR, PLAYWRIGHT_JSON_OUTPUT_FILE).
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? './playwright-report/results.json' },
    ],
  ],
  use: {
    ...devices['Desktop Chrome'],
    browserName: 'chromium',
    baseURL: process.env.KABINET_BASE_URL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1440, height: 900 },
    // Every test opens fresh browser contexts, and each would install the service worker and
    // download its offline shell. The worker has its own specs (push.spec.ts,
    // pwa.spec.ts, which allow it); elsewhere pages load as on a first visit.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
