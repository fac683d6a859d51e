import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { formatKopecks } from '@kabinet/domain/money';

import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { newSignedInPage, PASSWORD, registerClient, validInn } from './support/people';

// One invoice's sum reads the same wherever it is shown: the client's «Оплата» (the table and the
// invoice's panel), «Что сделать дальше» on the main page, the manager's «Счета к оплате» and the
// client card, and the PDF. The sum has kopecks, so a page that rounds, drops them or formats on
// its own fails here.

const MANAGER = 'manager@kabinet.demo';
const KOPECKS = 1_234_567;
/** «12 345,67 ₽» with the non-breaking spaces the domain's formatter puts in. */
const EXPECTED = formatKopecks(KOPECKS);

test('one invoice’s sum reads «12 345,67 ₽» on every page that shows it', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const email = `e2e.money.${tag}@example.ru`;
  const token = await registerClient(request, email, 'Пётр');
  const headers = { Authorization: `Bearer ${token}` };
  const company = `ООО «Копейка ${tag}»`;
  const created = await request.post('/api/v1/companies', {
    headers,
    data: { inn: validInn(10), name: company, kpp: '770101001' },
  });
  expect(created.status()).toBe(201);
  const companyId = ((await created.json()) as { data: { id: number } }).data.id;
  const issued = await request.post(`/api/v1/companies/${companyId}/invoices/top-up`, {
    headers,
    data: { amount_kopecks: KOPECKS },
  });
  expect(issued.status()).toBe(201);
  const invoice = ((await issued.json()) as { data: { id: number; number: string } }).data;

  const client = await newSignedInPage(browser, baseURL ?? '', email, PASSWORD);
  await test.step('the main page’s «Что сделать дальше»', async () => {
    const nextStep = client
      .getByRole('region', { name: 'Что сделать дальше' })
      .getByRole('link', { name: new RegExp(`Оплатите счёт № ${invoice.number}`) });
    await expect(nextStep).toContainText(EXPECTED);
  });
  await test.step('«Оплата»: the invoices table and the invoice’s panel', async () => {
    await client.goto('/payment');
    const row = client
      .getByRole('table', { name: 'Счета' })
      .getByRole('row')
      .filter({ hasText: invoice.number });
    await expect(row).toContainText(`${EXPECTED}${EXPECTED}`.replace(/ ₽₽/g, ' ₽'));
    await row
      .getByRole('button', { name: new RegExp(invoice.number) })
      .first()
      .click();
    const panel = client.getByRole('dialog', { name: `Счёт № ${invoice.number}` });
    await expect(panel.getByText('Итого').locator('..')).toContainText(EXPECTED);
  });
  await client.context().close();

  await test.step('the PDF prints the same sum', async () => {
    const pdf = await request.get(`/api/v1/companies/${companyId}/invoices/${invoice.id}/pdf`, {
      headers,
    });
    expect(pdf.status()).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'kabinet-e2e-money-'));
    try {
      writeFileSync(join(dir, 'invoice.pdf'), await pdf.body());
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'invoice.pdf'), '-'], {
        encoding: 'utf8',
      });
      expect(text.replace(/\s/g, ' ')).toContain('12 345,67');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const manager = await newSignedInPage(browser, baseURL ?? '', MANAGER, DEMO_PASSWORD);
  await test.step('the manager’s «Счета к оплате» and the client card', async () => {
    const open = manager
      .getByRole('list', { name: 'Счета к оплате' })
      .getByRole('listitem')
      .filter({ hasText: invoice.number });
    await expect(open).toContainText(EXPECTED);
    await manager.goto(`/clients/${companyId}`);
    await manager.getByRole('tab', { name: 'Счета и оплаты' }).click();
    const row = manager.getByRole('row').filter({ hasText: invoice.number }).first();
    await expect(row).toContainText(EXPECTED);
  });
  await manager.context().close();
});
