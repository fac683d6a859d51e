import { randomInt, randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { validateInn, validateOgrn, validateSettlementAccount } from '@kabinet/domain/companies';

import { waitForCode } from './support/mail';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { chooseFromUserMenu, expectOnMain, signIn, storedToken } from './support/ui';

const out = '/tmp/shots-companies';
const PASSWORD = 'Kompaniya-2026!';
const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');
const find = (make: () => string, ok: (v: string) => boolean) => {
  for (;;) {
    const v = make();
    if (ok(v)) return v;
  }
};

async function register(request: APIRequestContext, email: string) {
  const since = Date.now() - 1000;
  await request.post('/api/v1/register/code/send/email', { data: { email } });
  const code = await waitForCode(email, { since });
  const verified = await request.post('/api/v1/register/code/verify', { data: { send_type: 'email', email, code } });
  const token = ((await verified.json()) as { data: { verification_token: string } }).data.verification_token;
  await request.post('/api/v1/register/contact', {
    data: { verification_token: token, name: 'Олег', last_name: 'Проверкин', patronymic: 'Олегович', password: PASSWORD, password_confirmation: PASSWORD },
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
}
async function shoot(page: Page, name: string, fullPage = true) {
  await settle(page);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
}
async function dark(page: Page) {
  await chooseFromUserMenu(page, 'Настройки');
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Темная тема', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.keyboard.press('Escape');
}

for (const vp of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`shots ${vp.name} ${scheme}`, async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const suffix = `${vp.name}-${scheme}`;
      const context = await browser.newContext({ baseURL, viewport: { width: vp.width, height: vp.height }, locale: 'ru-RU' });
      const page = await context.newPage();
      const email = `shots.${randomUUID().slice(0, 6)}@example.ru`;
      await register(context.request, email);
      await signIn(page, email, PASSWORD);
      await expectOnMain(page);
      if (scheme === 'dark') await dark(page);

      await page.goto('/company/new');
      const inn = find(() => `77${digits(8)}`, (v) => validateInn(v) === null);
      await page.getByRole('textbox', { name: 'ИНН' }).fill(`${inn.slice(0, 9)}${(Number(inn[9]) + 1) % 10}`);
      await page.getByRole('textbox', { name: 'Краткое название' }).click();
      await shoot(page, `company-new-error-${suffix}`);
      await page.getByRole('textbox', { name: 'ИНН' }).fill(inn);
      await expect(page.getByText('ИНН верный')).toBeVisible();
      await page.getByRole('textbox', { name: 'Найти компанию' }).fill('Ромашка');
      await expect(page.getByRole('option').first()).toBeVisible();
      await shoot(page, `company-new-search-${suffix}`, false);
      await page.keyboard.press('Escape');

      const auth = { Authorization: `Bearer ${await storedToken(page)}` };
      const ogrn = find(() => `1${digits(12)}`, (v) => validateOgrn(v) === null);
      const created = await context.request.post('/api/v1/companies', {
        headers: auth,
        data: { inn, name: 'ООО «Северный ветер»', kpp: '770101001', ogrn, info: { full_name: 'Общество с ограниченной ответственностью «Северный ветер»', activity: '62.01 Разработка компьютерного программного обеспечения' } },
      });
      expect(created.status()).toBe(201);
      const company = ((await created.json()) as { data: { id: number } }).data;
      await page.goto('/company/fill');
      await expect(page.getByRole('heading', { name: '2. Адреса' })).toBeVisible();
      await shoot(page, `company-fill-addresses-${suffix}`);
      await context.request.post(`/api/v1/companies/fill/${company.id}`, {
        headers: auth,
        data: {
          addresses: { legal_address: { postcode: '125009', region_name: 'г Москва', street_name: 'ул Тверская', house: '7', string: '125009, г Москва, ул Тверская, д 7, оф 305' }, actual_same_as_legal: true },
          director: { director_name: 'Проверкин Олег Олегович', director_post: 'Генеральный директор' },
        },
      });
      await page.reload();
      await expect(page.getByRole('heading', { name: '4. Банк' })).toBeVisible();
      await page.getByRole('textbox', { name: 'БИК' }).fill('044525225');
      await expect(page.getByRole('textbox', { name: 'Банк' })).toHaveValue(/./);
      await page.getByRole('textbox', { name: 'Расчётный счёт' }).fill('40702810000000001234');
      await shoot(page, `company-fill-bank-${suffix}`);

      const account = find(() => `40702810${digits(12)}`, (v) => validateSettlementAccount(v, '044525225') === null);
      await context.request.post(`/api/v1/companies/${company.id}/banks`, { headers: auth, data: { bik: '044525225', account } });
      await context.request.post(`/api/v1/companies/${company.id}/invitations`, { headers: auth, data: { email: 'buh@example.ru', position: 'admin' } });
      await context.request.post(`/api/v1/companies/${company.id}/documents`, {
        headers: auth,
        multipart: { file: { name: 'Устав ООО Северный ветер.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') } },
      });
      await page.goto('/company');
      await expect(page.getByRole('heading', { name: 'ООО «Северный ветер»', level: 1 })).toBeVisible();
      await shoot(page, `company-${suffix}`);
      await context.close();

      const adminContext = await browser.newContext({ baseURL, viewport: { width: vp.width, height: vp.height }, locale: 'ru-RU' });
      const admin = await adminContext.newPage();
      await signIn(admin, 'admin@kabinet.demo', DEMO_PASSWORD);
      await expectOnMain(admin);
      if (scheme === 'dark') await dark(admin);
      await admin.goto('/admin/companies');
      await expect(admin.getByRole('table')).toBeVisible();
      await shoot(admin, `admin-companies-${suffix}`);
      await admin.getByText('ООО «Северный ветер»').filter({ visible: true }).first().click();
      await expect(admin.getByRole('dialog').getByText('Менеджеры')).toBeVisible();
      await shoot(admin, `admin-companies-drawer-${suffix}`, false);
      await adminContext.close();
    });
  }
}
