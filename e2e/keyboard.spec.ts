import type { Locator, Page } from '@playwright/test';

import { DEMO_CLIENT, DEMO_PASSWORD, expect, test } from './support/fixtures';
import { PASSWORD, registerClient, validInn } from './support/people';

// Chat and the tariff wizard are usable by keyboard alone. These tests press keys only
// (Tab, Shift+Tab, Enter, Space, arrows, Escape, typing): no click, no fill. They read the page
// (what is focused, what is shown) but never act through a locator.

/** Whether the element is the focused one. */
const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user looks for a control;
 * fails if it is not reached within `max` presses (not in the tab order).
 */
async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 60 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/** The login form by keyboard: the login field has the focus, Tab leads to the password, Enter. */
async function signInByKeyboard(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  const loginField = page.getByLabel('Телефон или email');
  await tabTo(page, loginField);
  await page.keyboard.type(login);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Пароль', { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();
}

/** A link of the sidebar («Разделы кабинета»), followed with Enter. */
async function openSection(page: Page, name: string, path: string): Promise<void> {
  // By its address: «Чат» carries an unread counter in its name when others have written.
  const link = page
    .getByRole('navigation', { name: 'Разделы кабинета' })
    .locator(`a[href="${path}"]`);
  await expect(link).toContainText(name);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === path);
}

test('chat by keyboard alone: sign in, start a conversation, send, open and close a message menu', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, DEMO_CLIENT.email, DEMO_PASSWORD);
  await openSection(page, 'Чат', '/chat');

  // The dialog's code loads on its first opening (LazyDialog); Escape closes it and the focus
  // goes back to the button that opened it, the first time too.
  const newConversation = page.getByRole('button', { name: 'Новый диалог' });
  await tabTo(page, newConversation);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Новый диалог' });
  await expect(dialog.getByLabel('Тема')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newConversation).toBeFocused();

  // A new conversation: the dialog takes the focus, keeps it inside, and Enter on «Создать».
  const topic = `Клавиатура ${Date.now()}`;
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Тема')).toBeFocused();
  await page.keyboard.type(topic);
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((element) => element.contains(document.activeElement)),
      'the focus stays in the dialog',
    ).toBe(true);
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Создать' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(dialog).toBeHidden();

  // The composer: Enter sends, and the message shows in the list.
  const composer = page.getByRole('textbox', { name: 'Сообщение' });
  await tabTo(page, composer);
  const text = `Отправлено с клавиатуры ${Date.now()}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  const sent = page
    .getByRole('log', { name: 'Сообщения' })
    .getByTestId('message')
    .filter({ hasText: text });
  await expect(sent).toBeVisible();
  await expect(composer).toHaveValue('');

  // The message's actions: reached by Shift+Tab from the composer, visible when focused, Enter
  // opens the menu with its first item focused, Escape closes it and gives the focus back.
  const actions = sent.locator('xpath=..').getByRole('button', { name: 'Действия с сообщением' });
  await tabTo(page, actions, { back: true });
  await expect(actions).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Ответить' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(actions).toBeFocused();
});

test('the tariff wizard by keyboard alone: from its first step to the tariff and the period', async ({
  request,
  page,
}) => {
  test.setTimeout(150_000);
  // A client of their own with a company and no tariff: the demo client's companies are the
  // tariff specs' (tariffs.spec.ts); nothing is connected or saved here.
  const email = `e2e.keys.${Date.now()}@example.ru`;
  const token = await registerClient(request, email, 'Клава');
  const created = await request.post('/api/v1/companies', {
    headers: { Authorization: `Bearer ${token}` },
    data: { inn: validInn(10), name: 'ООО «Клавиши»', kpp: '770101001' },
  });
  expect(created.status()).toBe(201);

  await signInByKeyboard(page, email, PASSWORD);
  await openSection(page, 'Тариф', '/service/tariff');
  await tabTo(page, page.getByRole('link', { name: 'Подобрать тариф' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/service/tariff/step');

  const stepHeading = (name: string) => page.getByRole('heading', { name, level: 2 });
  const next = page.getByRole('button', { name: 'Далее' });
  /** «Далее» by Enter; the focus moves to the next step's title, where its questions begin. */
  const nextStep = async (title: string) => {
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(stepHeading(title)).toBeFocused();
  };

  // Step 1: the legal form (a segmented control: arrows choose) and the turnover (typed).
  await expect(stepHeading('Форма и оборот')).toBeVisible();
  const legalForm = page.getByRole('radiogroup', { name: 'Организационно-правовая форма' });
  await tabTo(page, legalForm.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(legalForm.getByRole('radio', { name: 'ИП', exact: true })).toBeChecked();
  await tabTo(page, page.getByLabel('Годовой оборот'));
  await page.keyboard.type('5');
  await nextStep('Налоги');

  // Step 2: the tax system (radio cards): Tab to one, Space chooses it.
  const usn6 = page.getByRole('radio', { name: /^УСН 6 %/ });
  await tabTo(page, usn6);
  await page.keyboard.press('Space');
  await expect(usn6).toBeChecked();
  await nextStep('Сотрудники');
  await nextStep('Операции');

  // Step 4 completes the answers: prices show.
  await tabTo(page, page.getByLabel('Операций в месяц'));
  await page.keyboard.type('20');
  await nextStep('Учётная система');
  await nextStep('Отчётность');
  await nextStep('ВЭД');
  await nextStep('Управленческий учёт');
  await nextStep('Почти готово');
  await nextStep('Подключение');

  // Step 10, the summary: a tariff and the period paid ahead, each chosen by keyboard; the
  // price of the choice shows and «Подключить» is reachable (not pressed: nothing is connected).
  const basic = page.getByRole('radio', { name: /^Базовый/ });
  await tabTo(page, basic);
  await page.keyboard.press('Space');
  await expect(basic).toBeChecked();
  const threeMonths = page.getByRole('radio', { name: /^3 месяца/ });
  await tabTo(page, threeMonths);
  await page.keyboard.press('Space');
  await expect(threeMonths).toBeChecked();
  await expect(page.getByRole('complementary')).toContainText('Базовый');
  await tabTo(page, page.getByRole('button', { name: 'Подключить' }));
});
