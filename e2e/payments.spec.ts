import { randomUUID } from 'node:crypto';

import type { APIRequestContext } from '@playwright/test';
import iconv from 'iconv-lite';

import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { newSignedInPage, PASSWORD, registerClient, validInn } from './support/people';
import { financialTariffValues } from './support/tariff-values';

// A new client connects a tariff, pays on ЮKassa's page (the local fake that
// follows ЮKassa's API) and comes back to «Оплачен» with the tariff NEW; a second client pays by
// bank transfer and the manager's statement import settles the invoice.

const MANAGER = 'manager@kabinet.demo';
/** The demo firm's seller requisites (billing-demo.seed.ts): the statement is of this account. */
const FIRM = { inn: '7709876545', account: '40702810938000000001' };

const TARIFF_VALUES = financialTariffValues();

type Invoice = { id: number; number: string; total_kopecks: number; status_name: string };

/** A newly registered client with a company that has connected a tariff it has not paid yet. */
async function clientWithUnpaidTariff(request: APIRequestContext, tag: string) {
  const email = `e2e.pay.${tag}@example.ru`;
  const token = await registerClient(request, email, 'Павел');
  const headers = { Authorization: `Bearer ${token}` };
  const inn = validInn(10);
  const created = await request.post('/api/v1/companies', {
    headers,
    data: { inn, name: `ООО «Оплата ${tag}»`, kpp: '770101001' },
  });
  expect(created.status()).toBe(201);
  const company = ((await created.json()) as { data: { id: number } }).data;
  const connected = await request.post('/api/company-tariffs/connect', {
    headers,
    data: { values: TARIFF_VALUES, company_id: company.id },
  });
  expect(connected.status()).toBe(200);
  expect(((await connected.json()) as { data: { status: string } }).data.status).toBe(
    'NEW_MONEY_NOT_ENOUGH',
  );
  const invoices = await request.get(`/api/v1/companies/${company.id}/invoices`, { headers });
  const [invoice] = ((await invoices.json()) as { data: Invoice[] }).data;
  expect(invoice?.status_name).toBe('Выставлен');
  return { email, inn, companyId: company.id, invoice: invoice! };
}

/** The bank's 1CClientBankExchange export of the firm's account with one incoming payment. */
function statementOf(payment: { inn: string; invoice: Invoice }): string {
  const sum = (payment.invoice.total_kopecks / 100).toFixed(2);
  return [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=СберБизнес',
    `РасчСчет=${FIRM.account}`,
    'СекцияДокумент=Платежное поручение',
    'Номер=512',
    'Дата=25.11.2026',
    `Сумма=${sum}`,
    'ПлательщикСчет=40702810500000001234',
    `ПлательщикИНН=${payment.inn}`,
    'Плательщик1=ООО "Клиент"',
    `ПолучательСчет=${FIRM.account}`,
    `ПолучательИНН=${FIRM.inn}`,
    'ДатаПоступило=25.11.2026',
    `НазначениеПлатежа=Оплата по счету № ${payment.invoice.number} от 25.11.2026. Без налога (НДС)`,
    'КонецДокумента',
    'КонецФайла',
    '',
  ].join('\r\n');
}

test('a new client pays the tariff online and comes back to «Оплачен» with the tariff NEW', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const client = await clientWithUnpaidTariff(request, randomUUID().slice(0, 6));
  const page = await newSignedInPage(browser, baseURL ?? '', client.email, PASSWORD);

  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата' })).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(`Оплатить онлайн счёт № ${client.invoice.number}`) })
    .first()
    .click();

  // ЮKassa's confirmation page (the fake's), then back to Kabinet.
  await expect(page.getByRole('heading', { name: 'Оплата заказа' })).toBeVisible();
  await expect(page.getByText(`Оплата по счёту № ${client.invoice.number}`)).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить картой' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?payment=\d+$/);
  await expect(page.getByRole('heading', { name: 'Оплачен' })).toBeVisible();
  const total = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 0 })
    .format(client.invoice.total_kopecks / 100)
    .replace(/\s/g, '\\s');
  await expect(page.getByTestId('new-balance')).toHaveText(new RegExp(total));

  await page.goto('/payment');
  await expect(page.getByText('Оплачен', { exact: true }).first()).toBeVisible();
  await page.goto('/service/tariff');
  await expect(page.getByTestId('tariff-status')).toHaveText('Новый');
  await page.context().close();
});

test('a client pays by transfer and the manager’s statement import settles the invoice', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const client = await clientWithUnpaidTariff(request, randomUUID().slice(0, 6));

  const manager = await newSignedInPage(browser, baseURL ?? '', MANAGER, DEMO_PASSWORD);
  await manager
    .getByRole('navigation', { name: 'Разделы кабинета' })
    .getByRole('link', { name: 'Выписки банка' })
    .click();
  await expect(
    manager.getByRole('heading', { level: 1, name: 'Банковские выписки' }),
  ).toBeVisible();
  await manager.locator('input[type="file"]').setInputFiles({
    name: 'kl_to_1c.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(statementOf(client), 'utf8'),
  });
  const row = manager.getByRole('row').filter({ hasText: `№ 512` });
  await expect(row.getByText('Зачтён')).toBeVisible();
  await expect(row.getByRole('link', { name: new RegExp(client.invoice.number) })).toBeVisible();
  await manager.context().close();

  const page = await newSignedInPage(browser, baseURL ?? '', client.email, PASSWORD);
  await page.goto('/payment');
  await expect(page.getByText('Оплачен', { exact: true }).first()).toBeVisible();
  await page.goto('/service/tariff');
  await expect(page.getByTestId('tariff-status')).toHaveText('Новый');
  await page.context().close();
});

test('a payment staff typed in by hand is «Уже учтён» when the statement brings it: the invoice is paid once', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const client = await clientWithUnpaidTariff(request, randomUUID().slice(0, 6));
  const login = await request.post('/api/v1/login', {
    data: { login: MANAGER, password: DEMO_PASSWORD },
  });
  const { plainTextToken } = (await login.json()) as { plainTextToken: string };
  const staff = { Authorization: `Bearer ${plainTextToken}` };
  // The client's платёжное поручение № 0512, typed in as the bank will list it (№ 512).
  const hand = await request.post(`/api/v1/staff/invoices/${client.invoice.id}/payments`, {
    headers: staff,
    data: {
      amount_kopecks: client.invoice.total_kopecks,
      paid_on: '2026-11-25',
      order_number: '0512',
    },
  });
  expect(hand.status()).toBe(200);

  const manager = await newSignedInPage(browser, baseURL ?? '', MANAGER, DEMO_PASSWORD);
  await manager.goto('/bank-statements');
  await manager.locator('input[type="file"]').setInputFiles({
    name: 'kl_to_1c.txt',
    mimeType: 'text/plain',
    buffer: iconv.encode(statementOf(client), 'win1251'),
  });
  const row = manager.getByRole('row').filter({ hasText: '№ 512' });
  await expect(row.getByText('Уже учтён', { exact: true })).toBeVisible();
  await expect(
    row.getByRole('link', {
      name: new RegExp(
        `Учтён ранее: оплата № \\d+ по счёту № ${client.invoice.number}, внесён вручную`,
      ),
    }),
  ).toBeVisible();
  for (const width of [1440, 390]) {
    await manager.setViewportSize({ width, height: 900 });
    await manager.screenshot({
      path: test.info().outputPath(`statement-already-${width}.png`),
      fullPage: true,
    });
  }
  await manager.context().close();

  const invoice = await request.get(
    `/api/v1/companies/${client.companyId}/invoices/${client.invoice.id}`,
    { headers: staff },
  );
  expect(((await invoice.json()) as { data: { paid_kopecks: number } }).data.paid_kopecks).toBe(
    client.invoice.total_kopecks,
  );
});
