import {
  octoberLines,
  octoberStatement,
} from '../apps/server/src/features/operations/operations.fixtures.ts';
import { FINANCING_CATEGORIES } from '../packages/domain/src/management-accounting/period-figures.ts';

import { DEMO_CLIENT, DEMO_PASSWORD, expect, test } from './support/fixtures';
import { newSignedInPage } from './support/people';
import { storedToken } from './support/ui';

// A 1C statement the project writes as a fixture (windows-1251, two
// accounts, several dates) is uploaded by the demo client; its operations appear and the totals
// for its period equal the file's. The fixture is moved to October 2025, a month the demo data
// (the last four months) does not reach, so the period holds only the file's lines.

const lines = octoberLines().map((line) => ({ ...line, date: line.date.replace('2026', '2025') }));
const sum = (direction: 'in' | 'out') =>
  lines
    .filter((line) => line.direction === direction)
    .reduce((s, line) => s + line.amountKopecks, 0);
const roubles = (kopecks: number) =>
  new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 })
    .format(kopecks / 100)
    .replace(/\s/g, '\\s');

test('a client uploads a bank statement and its operations and totals appear', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await newSignedInPage(browser, baseURL ?? '', DEMO_CLIENT.email, DEMO_PASSWORD);
  await page.goto('/service/operations');
  await expect(page.getByRole('heading', { level: 1, name: 'Операции' })).toBeVisible();
  await expect(page.getByText(/^В тарифе до 25 операций, в /)).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'kl_to_1c.txt',
    mimeType: 'text/plain',
    buffer: octoberStatement(lines),
  });
  await expect(page.getByText('Добавлено 6, уже были загружены 0')).toBeVisible();

  await page.getByLabel('С даты').fill('2025-10-01');
  await page.getByLabel('По дату').fill('2025-10-31');
  await page.getByRole('button', { name: 'Показать', exact: true }).click();
  const totals = page.getByLabel('Итоги по фильтру');
  await expect(totals).toContainText(new RegExp(roubles(sum('in'))));
  await expect(totals).toContainText(new RegExp(roubles(sum('out'))));
  await expect(totals).toContainText('6');
  await expect(page.getByText('ООО "Вектор"')).toBeVisible();

  // The management graphs read the same operations: the period's money in and out on the
  // dashboard equal the file's, its revenue and profit the operations' sums, and the graphs
  // page shows the period.
  const period = 'DateStart=2025-10-01&DateEnd=2025-10-31';
  const dashboard = await page.request.get(
    `/api/v1/companies/current/accounting-management/dashboard?${period}`,
    { headers: { Authorization: `Bearer ${await storedToken(page)}` } },
  );
  expect(dashboard.status()).toBe(200);
  const { company_id: companyId, totals: figures } = (await dashboard.json()).data;
  expect(figures.cash_in_kopecks).toBe(sum('in'));
  expect(figures.cash_out_kopecks).toBe(sum('out'));
  // Revenue and profit are the operations' sums outside financing (the owner's money, loans),
  // by the categories the operations got on import: read them back and add them up.
  const listed = await page.request.get(
    `/api/v1/companies/${companyId}/operations?from=2025-10-01&to=2025-10-31`,
    { headers: { Authorization: `Bearer ${await storedToken(page)}` } },
  );
  const operations: { direction: 'in' | 'out'; amount_kopecks: number; category_code: string }[] = (
    await listed.json()
  ).data;
  expect(operations).toHaveLength(lines.length);
  const earned = (direction: 'in' | 'out') =>
    operations
      .filter((operation) => operation.direction === direction)
      .filter((operation) => !FINANCING_CATEGORIES.includes(operation.category_code))
      .reduce((s, operation) => s + operation.amount_kopecks, 0);
  expect(earned('in')).toBeGreaterThan(0);
  expect(figures.revenue_kopecks).toBe(earned('in'));
  expect(figures.expenses_kopecks).toBe(earned('out'));
  expect(figures.profit_kopecks).toBe(earned('in') - earned('out'));
  await page.goto('/management-accounting/graphs?from=2025-10-01&to=2025-10-31');
  await expect(page.getByRole('article', { name: 'Выручка' })).toContainText(
    new RegExp(roubles(earned('in'))),
  );
  await expect(page.getByRole('article', { name: 'Прибыль' })).toContainText(
    new RegExp(roubles(earned('in') - earned('out'))),
  );
  await page.context().close();
});
