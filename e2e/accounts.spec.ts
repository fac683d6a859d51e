import { randomUUID } from 'node:crypto';

import { waitForCode } from './support/mail';
import { makePng } from './support/png';
import { DEMO_CLIENT, DEMO_PASSWORD, expect, test } from './support/fixtures';
import {
  chooseFromUserMenu,
  chooseSegment,
  expectOnMain,
  signIn,
  storedToken,
  userMenuButton,
} from './support/ui';

const WRONG_CREDENTIALS = /невер|не найден|не подход/i;

test.describe('a new client account', () => {
  test('registers by e-mail, edits the profile, keeps dark mode, changes the password and signs back in', async ({
    page,
  }) => {
    const email = `e2e.${randomUUID().slice(0, 8)}@example.ru`;
    const firstPassword = 'Perviy-parol-2026';
    const newPassword = 'Novyi-parol-2026!';

    await test.step('registers with the code sent by e-mail', async () => {
      await page.goto('/auth/registration');
      await chooseSegment(page, 'Email');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      const sentAt = Date.now();
      await page.getByRole('button', { name: 'Получить код' }).click();
      const code = await waitForCode(email, { since: sentAt - 1000 });
      await page.getByLabel('Код из сообщения').fill(code);
      await page.getByRole('button', { name: 'Подтвердить' }).click();
      await expect(page).toHaveURL(/\/auth\/registration-contact/);
    });

    await test.step('fills contact data and lands on main', async () => {
      await page.getByLabel('Имя', { exact: true }).fill('Иван');
      await page.getByLabel('Фамилия', { exact: true }).fill('Смирнов');
      await page.getByLabel('Пароль', { exact: true }).fill(firstPassword);
      await page.getByLabel('Повторите пароль', { exact: true }).fill(firstPassword);
      await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await expectOnMain(page);
    });

    await test.step('edits the profile', async () => {
      await chooseFromUserMenu(page, 'Профиль');
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expect(page.getByLabel('Имя', { exact: true })).toHaveValue('Иван');

      await page.getByLabel('Отчество', { exact: true }).fill('Петрович');
      await page.getByLabel('Никнейм', { exact: true }).fill('ivan_e2e');
      await page
        .getByRole('radiogroup', { name: 'Способ связи' })
        .getByRole('radio', { name: 'Email' })
        .check();
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByText('Профиль сохранён')).toBeVisible();

      await page.reload();
      await expect(page.getByLabel('Отчество', { exact: true })).toHaveValue('Петрович');
      await expect(page.getByLabel('Никнейм', { exact: true })).toHaveValue('ivan_e2e');
      await expect(
        page
          .getByRole('radiogroup', { name: 'Способ связи' })
          .getByRole('radio', { name: 'Email' }),
      ).toBeChecked();
    });

    await test.step('uploads an avatar', async () => {
      const uploaded = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/profile/avatar') &&
          response.request().method() === 'POST',
      );
      await page.getByLabel('Загрузить фото').setInputFiles({
        name: 'avatar.png',
        mimeType: 'image/png',
        buffer: makePng(64),
      });
      const response = await uploaded;
      expect(response.status()).toBe(200);

      const token = await storedToken(page);
      const current = await page.request.get('/api/user-full/current', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const user = (await current.json()) as { data: { meta: { avatar: { file_url: string } } } };
      const avatarUrl = user.data.meta.avatar.file_url;
      expect(avatarUrl).toBeTruthy();
      const image = await page.request.get(avatarUrl);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\//);
    });

    await test.step('turns on the dark theme and keeps it after a reload', async () => {
      await chooseFromUserMenu(page, 'Настройки');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Оформление')).toBeVisible();
      const darkTheme = dialog.getByRole('switch', { name: 'Темная тема' });
      await expect(darkTheme).not.toBeChecked();
      const before = await page.evaluate(() => localStorage.getItem('userSettings'));
      await dialog.getByText('Темная тема', { exact: true }).click();
      await expect(darkTheme).toBeChecked();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      // SPEC §9: settings are saved 500 ms after a change.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('userSettings')))
        .not.toBe(before);
      await page.keyboard.press('Escape');

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(userMenuButton(page)).toBeVisible();
    });

    await test.step('changes the password', async () => {
      await page.goto('/profile');
      await page.getByRole('link', { name: 'Сменить пароль' }).click();
      await expect(page).toHaveURL(/\/profile\/change-password$/);
      await page.getByLabel('Текущий пароль', { exact: true }).fill(firstPassword);
      await page.getByLabel('Новый пароль', { exact: true }).fill(newPassword);
      await page.getByLabel('Повторите пароль', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Сменить пароль' }).click();
      await expect(page.getByText('Пароль изменён')).toBeVisible();
    });

    await test.step('signs out', async () => {
      await chooseFromUserMenu(page, 'Выйти');
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
    });

    await test.step('cannot sign in with the old password', async () => {
      await signIn(page, email, firstPassword);
      await expect(page.getByText(WRONG_CREDENTIALS).first()).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login$/);
    });

    await test.step('signs in with the new password', async () => {
      await signIn(page, email, newPassword);
      await expectOnMain(page);
      // The theme is a per-browser setting and survived the sign-out.
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    });
  });
});

test.describe('signing in', () => {
  test('the demo client signs in by phone and sees the main page', async ({ page }) => {
    await signIn(page, DEMO_CLIENT.phone, DEMO_PASSWORD);
    await expectOnMain(page);
    // A full page load of the site root (reload, bookmark, typed address) shows the app too.
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expectOnMain(page);
  });

  test('a wrong password shows a Russian error and stays on the login page', async ({ page }) => {
    await signIn(page, DEMO_CLIENT.email, 'Не-тот-пароль-1');
    await expect(page.getByText(WRONG_CREDENTIALS).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the login page sends a signed-in user to main', async ({ page }) => {
    await signIn(page, DEMO_CLIENT.email, DEMO_PASSWORD);
    await expectOnMain(page);
    await page.goto('/auth/login');
    await expectOnMain(page);
  });

  test('the site root sends a guest to the login page', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  });

  test('a page that needs login sends a guest to the login page', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  });
});

test('an unknown address shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-e2e');
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/не найден|404/i).first()).toBeVisible();
});
