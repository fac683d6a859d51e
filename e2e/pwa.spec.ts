import { DEMO_CLIENT, DEMO_PASSWORD, expect, test } from './support/fixtures';
import { newSignedInPage } from './support/people';

// The service worker is what this spec is about (other specs block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Kabinet installs as an app (manifest, service worker) and opens without a network,
// saying «Нет соединения» instead of the browser's error page.
test('the app is installable: a Russian manifest with icons and no installability errors', async ({
  page,
  request,
}) => {
  await page.goto('/auth/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href ?? '')).json()) as {
    short_name: string;
    lang: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Кабинет', lang: 'ru', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((item) => item.sizes === size);
    expect(icon, size).toBeDefined();
    const response = await request.get(icon?.src ?? '');
    expect(response.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  // Chromium's own verdict, the one its install prompt uses. A test's browser context is off the
  // record by construction, which Chromium names as the one thing in the way.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  const errors = installabilityErrors.map((error) => error.errorId);
  expect(errors.filter((error) => error !== 'in-incognito')).toEqual([]);
});

test('offline, a signed-in page still opens from the service worker and says «Нет соединения»', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await newSignedInPage(browser, baseURL ?? '', DEMO_CLIENT.email, DEMO_PASSWORD);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Чат' }).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await expect(page.getByText('Нет соединения')).toHaveCount(0);

  // Only the worker's precache may answer: the browser's HTTP cache is emptied first.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.context().setOffline(true);
  await expect(page.getByText('Нет соединения')).toBeVisible();
  await page.reload();
  // The shell came from the precache: the app runs, and says why nothing loads.
  await expect(page.getByText('Нет соединения')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Кабинет откроется, когда появится сеть' }),
  ).toBeVisible();

  // Back online, the page loads by itself: no button to find, no reload.
  await page.context().setOffline(false);
  await expect(page.getByText('Нет соединения')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Чат' }).first()).toBeVisible();
  await page.context().close();
});
