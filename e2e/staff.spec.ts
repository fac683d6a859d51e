import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { newSignedInPage, PASSWORD, registerClient, validInn } from './support/people';
import { channelJoined } from './support/realtime';

// A new client's first message reaches the automatically assigned manager
// in the inbox at once, with the waiting time; the manager answers with a saved reply; the admin
// reassigns the company; the new manager sees the history, the old one no longer has it.

const MANAGER = 'manager@kabinet.demo';
const ADMIN = 'admin@kabinet.demo';

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
) {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  return response;
}

function inboxRow(page: Page, company: string) {
  return page
    .getByRole('list', { name: 'Диалоги клиентов' })
    .getByRole('listitem')
    .filter({ hasText: company });
}

test('a new client’s first message reaches the assigned manager’s inbox, who answers with a saved reply; the admin reassigns', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const email = `e2e.staff.${tag}@example.ru`;
  const company = `ООО «Первый вопрос ${tag}»`;
  const question = `Когда сдаём декларацию? ${tag}`;
  const reply = `Декларацию подадим до 25-го числа, ${tag}.`;

  let conversationId = 0;
  const clientToken = await registerClient(request, email, 'Ольга');
  await test.step('the client creates a company: a manager is assigned at once', async () => {
    const created = await api(request, clientToken, 'POST', '/api/v1/companies', {
      inn: validInn(10),
      name: company,
      kpp: '770101001',
    });
    expect(created.status()).toBe(201);
    const companyId = ((await created.json()) as { data: { id: number } }).data.id;
    const card = await api(request, clientToken, 'GET', `/api/v1/companies/${companyId}/manager`);
    expect(((await card.json()) as { data: { name: string } | null }).data?.name).toContain(
      'Мария',
    );
    const conversation = await api(request, clientToken, 'POST', '/api/v1/chat/conversations', {
      company_id: companyId,
      name: 'Бухгалтерия',
    });
    expect(conversation.status()).toBe(201);
    conversationId = ((await conversation.json()) as { data: { id: number } }).data.id;
  });

  const manager = await newSignedInPage(browser, baseURL ?? '', MANAGER, DEMO_PASSWORD);
  await test.step('the manager keeps a saved reply', async () => {
    await manager
      .getByRole('navigation', { name: 'Разделы кабинета' })
      .getByRole('link', { name: 'Входящие' })
      .click();
    await manager.getByRole('button', { name: 'Шаблоны' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Шаблоны ответов' });
    await dialog.getByRole('textbox', { name: 'Название' }).fill(`Декларация ${tag}`);
    await dialog.getByRole('textbox', { name: 'Текст ответа' }).fill(reply);
    await dialog.getByRole('button', { name: 'Добавить шаблон' }).click();
    await expect(dialog.getByText(`Декларация ${tag}`)).toBeVisible();
    await manager.keyboard.press('Escape');
  });

  await test.step('the client writes; the manager’s inbox shows it at once, waiting', async () => {
    const client = await newSignedInPage(browser, baseURL ?? '', email, PASSWORD);
    const joined = channelJoined(client, 'presence-chat.');
    await client.goto(`/chat/${conversationId}`);
    await joined;
    await client.getByRole('textbox', { name: 'Сообщение' }).fill(question);
    await client.keyboard.press('Enter');
    const row = inboxRow(manager, company);
    // Real time: the new conversation and its message arrive over the manager's socket.
    await expect(row).toContainText('ждёт ответа 1 мин', { timeout: 5_000 });
    await client.context().close();
  });

  await test.step('the manager answers with the saved reply typed as «/»', async () => {
    await inboxRow(manager, company).getByRole('link').click();
    const composer = manager.getByRole('textbox', { name: 'Сообщение' });
    await expect(manager.getByRole('log', { name: 'Сообщения' }).getByText(question)).toBeVisible();
    await composer.fill(`/Декларация ${tag}`.slice(0, 6));
    await manager.getByRole('option', { name: new RegExp(`Декларация ${tag}`) }).click();
    await expect(composer).toHaveValue(reply);
    await composer.press('Enter');
    await expect(manager.getByRole('log', { name: 'Сообщения' }).getByText(reply)).toBeVisible();
    await expect(inboxRow(manager, company)).not.toContainText('ждёт ответа');
  });

  await test.step('the admin reassigns the company: the new manager has the history, the old one not', async () => {
    const admin = await newSignedInPage(browser, baseURL ?? '', ADMIN, DEMO_PASSWORD);
    await admin.goto('/admin/companies');
    await admin.getByRole('textbox', { name: 'Поиск' }).fill(`Первый вопрос ${tag}`);
    await expect(admin).toHaveURL(/search=/);
    const row = admin.getByRole('row').filter({ hasText: tag });
    await row.getByRole('button', { name: company }).click();
    const drawer = admin.getByRole('dialog');
    await drawer.getByRole('textbox', { name: 'Назначить менеджера' }).click();
    await admin.getByRole('option', { name: /Алексей/ }).click();
    await drawer.getByRole('button', { name: 'Назначить' }).click();
    await expect(drawer.getByRole('button', { name: /Снять менеджера .*Алексей/ })).toBeVisible();
    await drawer.getByRole('button', { name: /Снять менеджера .*Мария/ }).click();
    await admin
      .getByRole('dialog', { name: 'Снять менеджера с компании?' })
      .getByRole('button', { name: 'Снять' })
      .click();
    await expect(drawer.getByRole('button', { name: /Снять менеджера .*Мария/ })).toBeHidden();
    await admin.keyboard.press('Escape');

    // The new manager (the admin here) reads the whole conversation in their inbox.
    await admin.goto('/inbox');
    await inboxRow(admin, company).getByRole('link').click();
    const log = admin.getByRole('log', { name: 'Сообщения' });
    await expect(log.getByText(question)).toBeVisible();
    await expect(log.getByText(reply)).toBeVisible();

    // The old manager's inbox no longer has it, and its address is «not found».
    await manager.goto('/inbox');
    await expect(
      manager.getByRole('list', { name: 'Диалоги клиентов' }).or(manager.getByText('Пусто')),
    ).toBeVisible();
    await expect(inboxRow(manager, company)).toHaveCount(0);
    await admin.context().close();
  });
  await manager.context().close();
});

test('a client opening a staff page sees «Недостаточно прав» and no staff items', async ({
  browser,
  baseURL,
}) => {
  const client = await newSignedInPage(
    browser,
    baseURL ?? '',
    'client@kabinet.demo',
    DEMO_PASSWORD,
  );
  await expect(client.getByRole('link', { name: 'Входящие' })).toHaveCount(0);
  for (const path of ['/inbox', '/clients']) {
    await client.goto(path);
    await expect(client.getByRole('heading', { name: 'Недостаточно прав' }).first()).toBeVisible();
  }
  await client.context().close();
});
