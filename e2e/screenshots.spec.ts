import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

import { DEMO_CLIENT, DEMO_PASSWORD, expect, test } from './support/fixtures';
import { chooseFromUserMenu, expectOnMain, signIn } from './support/ui';

// Review artefacts, not assertions: runs only with SCREENSHOTS=1 (see playwright.config.ts).
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(outDir, { recursive: true });

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const schemes = ['light', 'dark'] as const;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Let Mantine transitions (modals, menus, toasts) finish before the shot.
  await page.waitForTimeout(400);
}

async function shoot(page: Page, name: string, suffix: string): Promise<void> {
  await settle(page);
  // A modal is fixed to the viewport, so the settings shot is the viewport, pages are full length.
  const fullPage = !['settings', 'settings-notifications', 'bell'].includes(name);
  await page.screenshot({ path: join(outDir, `${name}-${suffix}.png`), fullPage });
}

for (const viewport of viewports) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const scheme of schemes) {
      test(`every account page in the ${scheme} theme`, async ({ page }) => {
        const suffix = `${viewport.name}-${scheme}`;
        await signIn(page, DEMO_CLIENT.email, DEMO_PASSWORD);
        await expectOnMain(page);

        await chooseFromUserMenu(page, 'Настройки');
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByText('Оформление')).toBeVisible();
        if (scheme === 'dark') {
          await dialog.getByText('Темная тема', { exact: true }).click();
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
          await expect
            .poll(() => page.evaluate(() => localStorage.getItem('userSettings')))
            .toBeTruthy();
        }
        await shoot(page, 'settings', suffix);
        await dialog.getByRole('tab', { name: 'Уведомления' }).click();
        await expect(dialog.getByText('Новые сообщения в чате').first()).toBeVisible();
        await shoot(page, 'settings-notifications', suffix);
        await page.keyboard.press('Escape');

        await page.goto('/');
        await shoot(page, 'main', suffix);
        await page.getByRole('button', { name: /^Уведомления/ }).click();
        await expect(page.getByText('Включить уведомления')).toBeVisible();
        await shoot(page, 'bell', suffix);
        await page.keyboard.press('Escape');
        await page.goto('/chat');
        await shoot(page, 'chat', suffix);
        await page
          .getByRole('link', { name: /Бухгалтерия/ })
          .first()
          .click();
        await expect(page.getByRole('log', { name: 'Сообщения' })).toBeVisible();
        await shoot(page, 'conversation', suffix);
        await page.goto('/profile');
        await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
        await shoot(page, 'profile', suffix);
        await page.goto('/no-such-page');
        await shoot(page, 'not-found', suffix);

        // Signed out, keeping the theme setting of this browser.
        await page.evaluate(() => localStorage.removeItem('auth'));
        await page.goto('/auth/login');
        await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
        await shoot(page, 'login', suffix);
        await page.goto('/auth/registration');
        await shoot(page, 'registration', suffix);
      });
    }
  });
}
