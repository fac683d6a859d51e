import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import AxeBuilder from '@axe-core/playwright';
import { request as playwright, type Browser, type Page } from '@playwright/test';

import {
  startFakeYooKassa,
  type FakeYooKassa,
} from '../apps/server/src/testing/fake-yookassa-server.ts';

import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { PASSWORD, registerClient, validInn } from './support/people';
import { startServer, type ServerProcess } from './support/server-process';
import { apiSession } from './support/session';
import { expectOnMain, signIn } from './support/ui';
import { financialTariffValues } from './support/tariff-values';

// The month pays itself: the firm turns 54-ФЗ receipts on, a client pays the first invoice on
// ЮKassa's page saving the card and turns autopay on; the server lives on to 1 December, the month
// closes and the month's invoice is paid from the card with no page at all. The ledger, the
// invoice, the receipt ЮKassa accepted and the notice agree on the sum.
//
// Like work.spec.ts this spec runs a server of its own on its own database (its clock starts in
// November, then it is restarted on the 1st), and a ЮKassa fake of its own that, as a shop with
// «Чеки от ЮKassa», refuses any payment without a receipt whose items add up.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = 'admin@kabinet.demo';
const MANAGER = 'manager@kabinet.demo';

/** «Финансовый», one month paid at a time: each month is a charge of its own. */
const TARIFF_VALUES = financialTariffValues(1);

function serverAt(dataDir: string, clockStart: string, yookassa: FakeYooKassa) {
  return startServer({
    repoRoot,
    dataDir: join(dataDir, 'data'),
    logFile: join(dataDir, 'server.log'),
    smtpUrl: process.env.KABINET_E2E_SMTP_URL ?? '',
    webDist: process.env.KABINET_E2E_WEB_DIST ?? join(repoRoot, 'apps/web/dist'),
    env: {
      CLOCK_START: clockStart,
      YOOKASSA_SHOP_ID: yookassa.shopId,
      YOOKASSA_SECRET_KEY: yookassa.secretKey,
      YOOKASSA_BASE_URL: yookassa.apiUrl,
    },
  }).then((server) => {
    yookassa.setWebhookUrl(`${server.baseUrl}/api/v1/webhooks/yookassa`);
    return server;
  });
}

async function signedInPage(browser: Browser, baseURL: string, login: string, password: string) {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  await signIn(page, login, password);
  await expectOnMain(page);
  return page;
}

/** «16 800,00 ₽» as the pages print it (non-breaking spaces). */
const rub = (kopecks: number) =>
  new RegExp(
    new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 })
      .format(kopecks / 100)
      .replace(/\s/g, '\\s'),
  );

/** A new client whose company connected the tariff: its first invoice waits to be paid. */
async function newClient(baseUrl: string, tag: string) {
  const api = await playwright.newContext({ baseURL: baseUrl });
  const email = `e2e.autopay.${tag}@example.ru`;
  const token = await registerClient(api, email, 'Анна');
  const headers = { Authorization: `Bearer ${token}` };
  const created = await api.post('/api/v1/companies', {
    headers,
    data: { inn: validInn(10), name: `ООО «Автоплатёж ${tag}»`, kpp: '770101001' },
  });
  expect(created.status()).toBe(201);
  const company = ((await created.json()) as { data: { id: number } }).data;
  const connected = await api.post('/api/company-tariffs/connect', {
    headers,
    data: { values: TARIFF_VALUES, company_id: company.id },
  });
  expect(connected.status()).toBe(200);
  const tariff = ((await connected.json()) as { data: { id: number } }).data;
  await api.dispose();
  return { email, companyId: company.id, tariffId: tariff.id };
}

async function turnReceiptsOn(admin: Page) {
  await admin.goto('/admin/billing');
  await admin
    .getByRole('switch', { name: 'Передавать чеки в ЮKassa с каждой оплатой и возвратом' })
    .check();
  await admin.getByRole('button', { name: 'Сохранить настройки чеков' }).click();
  await expect(admin.getByText('Настройки чеков сохранены')).toBeVisible();
}

test('the first invoice is paid saving the card; on the 1st the month is paid from it, with a receipt and a notice', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const workDir = mkdtempSync(join(tmpdir(), 'kabinet-e2e-autopay-'));
  const yookassa = await startFakeYooKassa({ receiptsRequired: true });
  const tag = Date.now().toString(36);
  let server: ServerProcess = await serverAt(workDir, '2026-11-20T07:00:00Z', yookassa);
  try {
    const admin = await signedInPage(browser, server.baseUrl, ADMIN, DEMO_PASSWORD);
    await test.step('the firm turns 54-ФЗ receipts on', async () => {
      await turnReceiptsOn(admin);
    });
    await admin.context().close();

    const client = await newClient(server.baseUrl, tag);
    const page = await signedInPage(browser, server.baseUrl, client.email, PASSWORD);
    await test.step('the client pays the first invoice saving the card', async () => {
      await page.goto('/payment');
      const card = page.getByRole('region', { name: 'Карта для автоплатежа' });
      await card.getByRole('button', { name: /и сохранить карту$/ }).click();
      await expect(page.getByRole('heading', { name: 'Оплата заказа' })).toBeVisible();
      await page.getByRole('button', { name: 'Оплатить картой' }).click();
      await expect(page.getByRole('heading', { name: 'Оплачен' })).toBeVisible();
      await page.getByRole('link', { name: 'Кассовый чек' }).click();
      await expect(page.getByText('Зарегистрирован в налоговой')).toBeVisible();
    });

    await test.step('the card is kept masked and autopay is turned on', async () => {
      await page.goto('/payment');
      await expect(page.getByTestId('saved-method')).toHaveText('Банковская карта •• 4242');
      // The switch follows the server's answer, so it turns on once the profile is saved.
      const autopay = page.getByRole('switch', { name: /^Автоплатёж тарифа/ });
      await autopay.click();
      await expect(autopay).toBeChecked();
    });
    await page.context().close();

    await test.step('the firm starts the work: the tariff becomes active', async () => {
      const api = await playwright.newContext({ baseURL: server.baseUrl });
      const { token } = await apiSession(api, 'admin');
      const activated = await api.post(`/api/v1/company-tariffs/${client.tariffId}/status`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { status: 'ACTIVE' },
      });
      expect(activated.status()).toBe(200);
      await api.dispose();
      // The hourly run after that charges November from what the client paid (a restart an hour
      // later runs it at once).
      await server.stop();
      server = await serverAt(workDir, '2026-11-20T08:30:00Z', yookassa);
      const page = await signedInPage(browser, server.baseUrl, client.email, PASSWORD);
      await page.goto('/payment');
      await expect(page.getByText(/Следующее списание 1 декабря 2026 г\. — /)).toBeVisible();
      await page.context().close();
    });

    await test.step('the month closes: the server wakes on 1 December and charges the card', async () => {
      await server.stop();
      server = await serverAt(workDir, '2026-12-01T07:00:00Z', yookassa);
      await expect
        .poll(
          () =>
            [...yookassa.payments.values()].filter(
              (payment) =>
                payment.description?.includes('автоплатёж') && payment.status === 'succeeded',
            ).length,
          { timeout: 60_000 },
        )
        .toBe(1);
    });
    const charged = [...yookassa.payments.values()].find((payment) =>
      payment.description?.includes('автоплатёж'),
    )!;
    const kopecks = Math.round(Number(charged.amount.value) * 100);
    expect(charged.payment_method?.saved).toBe(true);
    expect(charged.confirmation).toBeUndefined();

    await test.step('ЮKassa accepted a receipt whose items sum to the charge', async () => {
      const sent = yookassa.receipts.find((receipt) => receipt.objectId === charged.id);
      const receipt = sent?.receipt as {
        customer: { email?: string };
        items: { amount: { value: string }; quantity: number; vat_code: number }[];
      };
      expect(receipt.customer.email).toBe(client.email);
      const sum = receipt.items.reduce(
        (all, item) => all + Math.round(Number(item.amount.value) * 100) * item.quantity,
        0,
      );
      expect(sum).toBe(kopecks);
    });

    const again = await signedInPage(browser, server.baseUrl, client.email, PASSWORD);
    await test.step('the client sees the month paid and the notice leads to the receipt', async () => {
      await again.goto('/payment');
      const row = again
        .getByRole('table', { name: 'Счета' })
        .getByRole('row')
        .filter({ hasText: 'автоплатёж' });
      await expect(row).toContainText('Оплачен');
      await expect(row).toContainText(rub(kopecks));
      await again.getByRole('button', { name: /Уведомления/ }).click();
      const notice = again.getByText(/списано .* за декабрь 2026 с карты •• 4242/);
      await expect(notice).toContainText(rub(kopecks));
      await notice.click();
      await expect(again).toHaveURL(/\/payment\/receipts\/\d+$/);
      await expect(again.getByTestId('receipt-total')).toHaveText(rub(kopecks));
      await expect(again.getByText('Зарегистрирован в налоговой')).toBeVisible();
      await expect(again.getByRole('img', { name: /QR-код чека/ })).toBeVisible();
      // The QR code on the page is the tax office's text of this receipt, as a camera reads it.
      const shot = test.info().outputPath('receipt-qr.png');
      await again.getByRole('img', { name: /QR-код чека/ }).screenshot({ path: shot });
      const scanned = execFileSync('zbarimg', ['-q', '--raw', shot], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
      expect(scanned).toMatch(
        new RegExp(
          `^t=\\d{8}T\\d{4}&s=${(kopecks / 100).toFixed(2)}&fn=\\d{16}&i=\\d+&fp=\\d+&n=1$`,
        ),
      );
      for (const width of [1440, 390]) {
        await again.setViewportSize({ width, height: 900 });
        await again.screenshot({ path: test.info().outputPath(`receipt-${width}.png`) });
        const axe = await new AxeBuilder({ page: again }).analyze();
        expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      }
    });
    await again.context().close();

    await test.step('staff see the same sum in the ledger and among the online payments', async () => {
      const manager = await signedInPage(browser, server.baseUrl, MANAGER, DEMO_PASSWORD);
      await manager.goto(`/clients/${client.companyId}`);
      await manager.getByRole('tab', { name: 'Счета и оплаты' }).click();
      const ledger = manager.getByRole('table', { name: 'Движения по балансу' });
      await expect(
        ledger
          .getByRole('row')
          .filter({ hasText: rub(kopecks) })
          .first(),
      ).toBeVisible();
      const online = manager.getByRole('table', { name: 'Онлайн-платежи' });
      await expect(
        online.getByRole('link', {
          name: new RegExp(`Кассовый чек платежа на ${rub(kopecks).source}`),
        }),
      ).toBeVisible();
      await manager.context().close();
    });
  } finally {
    await server.stop();
    await yookassa.close();
    rmSync(workDir, { recursive: true, force: true });
  }
});
