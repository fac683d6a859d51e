import type { Browser, Locator, Page } from '@playwright/test';

import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { expectOnMain, signIn } from './support/ui';
import { channelJoined } from './support/realtime';

// Two real browsers — the demo client and the demo manager — chat; messages,
// a reply, an edit, a delete, a file, typing and read marks appear on the other side without a
// reload (docs/api/chat.md is the contract).

const CLIENT = 'client@kabinet.demo';
const MANAGER = 'manager@kabinet.demo';

async function signedInPage(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, login, DEMO_PASSWORD);
  await expectOnMain(page);
  return page;
}

function composer(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Сообщение' });
}

function messages(page: Page): Locator {
  return page.getByRole('log', { name: 'Сообщения' }).getByTestId('message');
}

function message(page: Page, text: string): Locator {
  return messages(page).filter({ hasText: text });
}

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** Opens the actions menu of a message and picks an item. */
async function act(page: Page, text: string, item: string): Promise<void> {
  const bubble = message(page, text).first();
  await bubble.hover();
  const row = bubble.locator('xpath=..');
  await row.getByRole('button', { name: 'Действия с сообщением' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a client and a manager chat in real time: send, typing, read, reply, edit, delete, file', async ({
  browser,
}) => {
  // Two people, a dozen steps (send, typing, read, reply, edit, delete, a file, search with its
  // 500 ms pause, a notice): on a CI machine with both cores busy it outgrew 90 s.
  test.setTimeout(180_000);
  const client = await signedInPage(browser, CLIENT);
  const manager = await signedInPage(browser, MANAGER);
  const topic = `Бухгалтерия ${Date.now()}`;

  // The client starts a conversation; the company's manager is added automatically.
  await client.goto('/chat');
  await client.getByRole('button', { name: 'Новый диалог' }).click();
  await client.getByLabel('Тема').fill(topic);
  await client.getByRole('button', { name: 'Создать' }).click();
  await expect(client).toHaveURL(/\/chat\/\d+$/);
  const conversationUrl = new URL(client.url()).pathname;

  await manager.goto('/chat');
  await manager.getByRole('link', { name: new RegExp(topic) }).click();
  await expect(manager).toHaveURL(new RegExp(`${conversationUrl}$`));

  // A message appears on the other side without a reload.
  const first = 'Добрый день! Пришлите, пожалуйста, счёт за ноябрь';
  await send(client, first);
  await expect(message(manager, first)).toBeVisible();

  // The manager had the conversation open: the client's message is marked read (✓✓).
  await expect(message(client, first).getByLabel('Прочитано')).toBeVisible();

  // Typing is shown on the other side.
  await composer(manager).pressSequentially('Сейчас', { delay: 30 });
  await expect(client.getByText('Мария печатает…').first()).toBeVisible();
  await composer(manager).fill('');

  // A reply carries a quote of the replied message.
  await act(manager, first, 'Ответить');
  await expect(manager.getByText(/Ответ для Иван/)).toBeVisible();
  const reply = 'Счёт отправлю сегодня до 18:00';
  await send(manager, reply);
  const replied = message(client, reply);
  await expect(replied).toBeVisible();
  await expect(
    replied.getByRole('button', { name: 'Перейти к исходному сообщению' }),
  ).toContainText('Пришлите, пожалуйста');

  // An edit replaces the text and is marked «изменено».
  await act(client, first, 'Изменить');
  const edited = 'Добрый день! Пришлите, пожалуйста, счёт за ноябрь и акт сверки';
  await composer(client).fill(edited);
  await composer(client).press('Enter');
  await expect(message(manager, edited).first()).toContainText('изменено');

  // A delete removes the message on both sides.
  const mistaken = 'Это сообщение отправлено по ошибке';
  await send(client, mistaken);
  await expect(message(manager, mistaken)).toBeVisible();
  await act(client, mistaken, 'Удалить');
  await client
    .getByRole('dialog', { name: 'Удалить сообщение?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(message(client, mistaken)).toHaveCount(0);
  await expect(message(manager, mistaken)).toHaveCount(0);

  // A file: attached with the button, uploaded, shown to the other side as a download.
  await client.locator('input[type="file"]').setInputFiles({
    name: 'Счёт №12.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await expect(client.getByText('Счёт №12.pdf')).toBeVisible();
  await send(client, 'Реквизиты во вложении');
  const withFile = message(manager, 'Реквизиты во вложении');
  await expect(withFile.getByRole('link', { name: 'Счёт №12.pdf' })).toBeVisible();

  // Nothing was duplicated by the pre-sent → saved replacement.
  await expect(message(client, 'Реквизиты во вложении')).toHaveCount(1);
  await expect(message(manager, reply)).toHaveCount(1);

  // Search over the company's chat (russian morphology: «счета» finds «счёт»); a hit opens it.
  await client.getByRole('textbox', { name: 'Поиск по сообщениям' }).fill('счета');
  const hit = client
    .getByRole('button')
    .filter({ hasText: 'акт сверки' })
    .filter({ has: client.locator('mark') })
    .first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(client).toHaveURL(new RegExp(`${conversationUrl}(\\?message=\\d+)?$`));

  // Elsewhere in the cabinet: a new message shows «Новое сообщение»; clicking opens the chat.
  const joined = channelJoined(manager, 'private-user.');
  await manager.goto('/');
  await joined;
  await send(client, 'Вы на месте?');
  const notice = manager.getByRole('status').filter({ hasText: 'Новое сообщение' });
  await expect(notice).toContainText('Вы на месте?');
  await notice.getByText('Вы на месте?').click();
  await expect(manager).toHaveURL(new RegExp(`${conversationUrl}$`));
  await expect(message(manager, 'Вы на месте?')).toBeVisible();
});
