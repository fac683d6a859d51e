import { randomUUID } from 'node:crypto';

import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { newSignedInPage, registerClient, validInn } from './support/people';

// «Client card»: one page per company for the staff who serve it — the manager opens it
// from «Клиенты», the admin replaces the manager there, and a client never gets it.

const MANAGER = 'manager@kabinet.demo';
const ADMIN = 'admin@kabinet.demo';

test('the manager opens a client from «Клиенты» and reads its requisites, users and tariff', async ({
  browser,
  baseURL,
}) => {
  const manager = await newSignedInPage(browser, baseURL ?? '', MANAGER, DEMO_PASSWORD);
  await manager
    .getByRole('navigation', { name: 'Разделы кабинета' })
    .getByRole('link', { name: 'Клиенты' })
    .click();
  await manager.getByRole('button', { name: 'ООО «Ромашка»' }).first().click();

  await expect(manager).toHaveURL(/\/clients\/\d+$/);
  await expect(manager.getByRole('heading', { level: 1, name: 'ООО «Ромашка»' })).toBeVisible();
  await expect(manager.getByTestId('card-managers')).toContainText('Мария');
  const panel = manager.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Реквизиты' })).toBeVisible();
  await expect(panel.getByText('Иванов Иван Иванович').first()).toBeVisible();

  await manager.getByRole('tab', { name: 'Пользователи' }).click();
  await expect(manager).toHaveURL(/tab=users/);
  await expect(panel.getByText('Владелец', { exact: true })).toBeVisible();

  await manager.getByRole('tab', { name: 'Тариф' }).click();
  await expect(manager).toHaveURL(/tab=tariff/);
  await expect(panel.getByText('Текущий тариф')).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Все тарифы компании' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'История' })).toBeVisible();

  // The address keeps the tab: a reload opens the card where it was.
  await manager.reload();
  await expect(manager.getByRole('tab', { name: 'Тариф' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await manager.context().close();
});

test('the admin replaces a client’s manager from the card; the old manager loses the client', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const company = `ООО «Смена ${tag}»`;
  const clientToken = await registerClient(request, `e2e.card.${tag}@example.ru`, 'Вера');
  const created = await request.post('/api/v1/companies', {
    headers: { Authorization: `Bearer ${clientToken}` },
    data: { inn: validInn(10), name: company, kpp: '770101001' },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as {
    data: { id: number; company_meta: { managers: { name: string }[] } };
  };
  // The demo manager is the one who accepts new clients (as in staff.spec.ts).
  const before = data.company_meta.managers.map((manager) => manager.name);
  expect(before).toEqual([expect.stringContaining('Мария')]);

  const admin = await newSignedInPage(browser, baseURL ?? '', ADMIN, DEMO_PASSWORD);
  await admin.goto(`/clients/${data.id}`);
  await expect(admin.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(admin.getByTestId('card-managers')).toContainText(before[0] ?? '');
  await admin.getByRole('button', { name: 'Сменить менеджера' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Сменить менеджера' });
  await dialog.getByRole('textbox', { name: 'Новый менеджер' }).click();
  // The admin takes the client over (Алексей is the demo admin).
  await admin.getByRole('option', { name: /Алексей/ }).click();
  await dialog.getByRole('button', { name: 'Назначить' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByTestId('card-managers')).toContainText('Алексей');
  await expect(admin.getByTestId('card-managers')).not.toContainText(before[0] ?? '');

  // The replaced manager no longer has the client: the card is «not found» for them.
  const manager = await newSignedInPage(browser, baseURL ?? '', MANAGER, DEMO_PASSWORD);
  await manager.goto(`/clients/${data.id}`);
  await expect(manager.getByRole('heading', { name: 'Клиент не найден' })).toBeVisible();
  await manager.context().close();

  // The audit log has the change with who made it.
  await admin.goto(`/admin/audit?company=${data.id}`);
  await expect(admin.getByText('Назначен менеджер').first()).toBeVisible();
  await expect(admin.getByText('Снят менеджер').first()).toBeVisible();
  await admin.context().close();
});

test('a client opening a client card sees «Недостаточно прав»', async ({ browser, baseURL }) => {
  const client = await newSignedInPage(
    browser,
    baseURL ?? '',
    'client@kabinet.demo',
    DEMO_PASSWORD,
  );
  await client.goto('/clients/1');
  await expect(client.getByRole('heading', { name: 'Недостаточно прав' }).first()).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Реквизиты' })).toHaveCount(0);
  await client.context().close();
});
