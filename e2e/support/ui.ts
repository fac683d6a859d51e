import type { Locator, Page } from '@playwright/test';

import { expect } from './fixtures';

/** Fills the login form (UI contract: «Телефон или email», «Пароль», «Войти»). */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  await page.getByLabel('Телефон или email').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** The shell is shown and the address is main («/»). */
export async function expectOnMain(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(userMenuButton(page)).toBeVisible();
}

export function userMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Меню пользователя' });
}

/** Opens the user menu and picks one of «Профиль», «Настройки», «Выйти». */
export async function chooseFromUserMenu(
  page: Page,
  item: 'Профиль' | 'Настройки' | 'Выйти',
): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  // A click landing while the page re-renders after a navigation can leave the menu shut;
  // open it again until the item shows, never toggling an open menu closed.
  await expect(async () => {
    if (!(await entry.isVisible())) await userMenuButton(page).click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
}

/**
 * Picks an option of a segmented control. Its radio inputs are visually hidden, so the visible
 * label is clicked, as a user would.
 */
export async function chooseSegment(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radiogroup').getByRole('radio', { name, exact: true });
  if (await radio.isChecked()) {
    return;
  }
  await page.getByRole('radiogroup').getByText(name, { exact: true }).click();
  await expect(radio).toBeChecked();
}

/** The stored bearer token of the signed-in browser (SPEC §3: localStorage `auth` = { token }). */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('auth');
    return raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  });
  if (!token) {
    throw new Error('No token in localStorage «auth»');
  }
  return token;
}
