import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { request as playwright, type Browser, type Page } from '@playwright/test';

import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { waitForCode } from './support/mail';
import { PASSWORD, registerClient, validInn } from './support/people';
import { startServer, type ServerProcess } from './support/server-process';
import { expectOnMain, signIn } from './support/ui';

// A client orders a service — an invoice and the manager's task appear; the
// manager completes the order; the month closes and an act appears; the client signs it with a
// code, and in a second open tab the to-do item disappears without a reload.
//
// The month's close needs the server's clock past the month: this spec runs a server of its own
// on its own database, first in October (CLOCK_START), then restarted on 2 November, as a real
// server lives through a month's end (the acts sweep runs on start and hourly).

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MANAGER = 'manager@kabinet.demo';
const SERVICE = 'Декларация 3-НДФЛ';

/** The spec's own server on `dataDir`, its clock starting at `clockStart`. */
function serverAt(dataDir: string, clockStart: string): Promise<ServerProcess> {
  return startServer({
    repoRoot,
    dataDir: join(dataDir, 'data'),
    logFile: join(dataDir, 'server.log'),
    smtpUrl: process.env.KABINET_E2E_SMTP_URL ?? '',
    webDist: process.env.KABINET_E2E_WEB_DIST ?? join(repoRoot, 'apps/web/dist'),
    env: { CLOCK_START: clockStart },
  });
}

async function signedInPage(browser: Browser, baseURL: string, login: string, password: string) {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  await signIn(page, login, password);
  await expectOnMain(page);
  return page;
}

/** The to-do item of «Что сделать дальше» with that title. */
function todoItem(page: Page, title: RegExp) {
  return page
    .getByRole('region', { name: 'Что сделать дальше' })
    .getByRole('link', { name: title });
}

test('a client orders a service, the manager completes it, the month closes and the client signs the act', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const workDir = mkdtempSync(join(tmpdir(), 'kabinet-e2e-work-'));
  const tag = Date.now().toString(36);
  const email = `e2e.work.${tag}@example.ru`;
  const company = `ООО «Работа ${tag}»`;
  let server = await serverAt(workDir, '2026-10-20T07:00:00Z');
  try {
    const api = await playwright.newContext({ baseURL: server.baseUrl });
    const token = await registerClient(api, email, 'Ольга');
    const created = await api.post('/api/v1/companies', {
      headers: { Authorization: `Bearer ${token}` },
      data: { inn: validInn(10), name: company, kpp: '770101001' },
    });
    expect(created.status()).toBe(201);
    await api.dispose();

    const client = await signedInPage(browser, server.baseUrl, email, PASSWORD);
    let orderTitle = '';
    await test.step('the client orders a service: the order and its invoice are made', async () => {
      await client.goto('/service/one-time-services');
      await client.getByRole('button', { name: `Заказать: ${SERVICE}` }).click();
      const dialog = client.getByRole('dialog', { name: `Заказ: ${SERVICE}` });
      await dialog.getByRole('textbox', { name: 'Комментарий' }).fill('Вычет за лечение, 2025 год');
      await dialog.getByRole('button', { name: 'Оформить заказ' }).click();
      const placed = dialog.getByText(/Заказ № \d+ оформлен/);
      await expect(placed).toBeVisible();
      orderTitle = ((await placed.textContent()) ?? '').replace(' оформлен', '');
      await expect(dialog.getByText('Счёт на оплату выставлен.', { exact: false })).toBeVisible();
      await dialog.getByRole('link', { name: 'Оплатить счёт' }).click();
      await expect(dialog).toBeHidden();
      const invoices = client.getByRole('table', { name: 'Счета' });
      await expect(invoices.getByRole('row').filter({ hasText: SERVICE })).toContainText(
        'Выставлен',
      );
    });

    const manager = await signedInPage(browser, server.baseUrl, MANAGER, DEMO_PASSWORD);
    await test.step('the manager has the task and completes the order', async () => {
      await manager.goto('/tasks');
      const task = manager.getByText(`Выполнить ${orderTitle.toLowerCase()}: ${SERVICE}`);
      await expect(task).toBeVisible();
      await manager.goto('/orders');
      await manager.getByRole('button', { name: orderTitle, exact: true }).click();
      const drawer = manager.getByRole('dialog', { name: 'Заказ' });
      await drawer.getByLabel('Новый статус').click();
      await manager.getByRole('option', { name: 'Выполнен' }).click();
      await drawer.getByRole('button', { name: 'Сохранить статус' }).click();
      await expect(drawer.getByText('Выполнен').first()).toBeVisible();
      await manager.goto('/tasks');
      await expect(task).toBeHidden();
    });
    await client.context().close();
    await manager.context().close();

    await test.step('the month closes: the server wakes on 2 November and makes the act', async () => {
      await server.stop();
      server = await serverAt(workDir, '2026-11-02T07:00:00Z');
    });

    const signer = await signedInPage(browser, server.baseUrl, email, PASSWORD);
    const watcher = await signer.context().newPage();
    await watcher.goto('/');
    const toSign = todoItem(watcher, /Подпишите акт № А-2026-\d+/);
    await expect(toSign).toBeVisible();

    await test.step('the client signs the act with the code from the letter', async () => {
      await signer.goto('/');
      await todoItem(signer, /Подпишите акт № А-2026-\d+/).click();
      await expect(signer.getByText(SERVICE).first()).toBeVisible();
      await signer.getByRole('button', { name: 'Подписать' }).first().click();
      const dialog = signer.getByRole('dialog', { name: /Подписать акт №/ });
      const since = Date.now() - 1000;
      await dialog.getByRole('button', { name: 'Получить код' }).click();
      await dialog.getByRole('textbox', { name: 'Код из сообщения' }).fill('000000');
      await dialog.getByRole('button', { name: 'Подписать' }).click();
      await expect(dialog.getByText(/Осталось попыток/)).toBeVisible();
      const code = await waitForCode(email, { since });
      await dialog.getByRole('textbox', { name: 'Код из сообщения' }).fill(code);
      await dialog.getByRole('button', { name: 'Подписать' }).click();
      await expect(signer.getByText('Подписан простой электронной подписью')).toBeVisible();
    });

    await test.step('the other tab loses the to-do item without a reload', async () => {
      await expect(toSign).toBeHidden();
    });
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
});
