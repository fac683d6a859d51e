import { formatMoney } from '@kabinet/domain/shared';
import {
  amountToPay,
  calculateTariffs,
  initialWizardValues,
  type CompanyTariffResource,
  type ParamValues,
  type TariffPage,
} from '@kabinet/domain/tariffs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { DEMO_CLIENT, DEMO_PASSWORD, expect, test } from './support/fixtures';
import { expectOnMain, signIn, storedToken } from './support/ui';

// The tests share the demo client and one catalogue, so they run in order.
test.describe.configure({ mode: 'serial' });

const ADMIN_EMAIL = 'admin@kabinet.demo';
const SECOND_COMPANY = /ИП Иванов/;
const FIRST_COMPANY = /ООО «Ромашка»/;

/** formatMoney's figure as the page shows it (the no-break spaces of Intl become spaces). */
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');
/** The figure inside a longer text, whatever spaces the page uses. */
const moneyIn = (amount: number) => new RegExp(formatMoney(amount).replace(/\s/g, '\\s'));
const text = (locator: Locator) =>
  locator.innerText().then((value) => value.replace(/\s/g, ' ').trim());

/** The catalogue and the company's tariffs as the server holds them now. */
async function tariffPage(request: APIRequestContext, token: string): Promise<TariffPage> {
  const response = await request.get('/api/tariff-page', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: TariffPage }).data;
}

/** What the engine says for these answers on the server's current catalogue. */
function engine(page: TariffPage, values: ParamValues) {
  return calculateTariffs({
    params: page.params,
    tariffs: page.tariffs,
    values,
    companyTariffs: page.company_tariffs,
  });
}

function monthlyOf(page: TariffPage, values: ParamValues, slug: string): number {
  const priced = engine(page, values).tariffs.find((tariff) => tariff.slug === slug);
  if (!priced) throw new Error(`The engine priced no ${slug}`);
  return priced.total;
}

async function switchCompany(page: Page, name: RegExp): Promise<void> {
  const switcher = page.getByRole('button', { name: /Активная компания/ });
  if (name.test((await switcher.getAttribute('aria-label')) ?? '')) return;
  await switcher.click();
  await page.getByRole('menuitem', { name }).click();
  await expect(switcher).toHaveAttribute('aria-label', name);
}

const livePrice = (page: Page, slug: string) =>
  page.getByRole('complementary').getByTestId(`live-price-${slug}`).getByTestId('monthly-price');

async function next(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

let agreedAmount = 0;

test('a company without a tariff goes through the 10 steps, saves a draft and connects', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_CLIENT.email, DEMO_PASSWORD);
  await expectOnMain(page);
  await switchCompany(page, SECOND_COMPANY);
  const token = await storedToken(page);
  const catalogue = await tariffPage(request, token);
  expect(catalogue.company_tariffs).toEqual([]);

  await page.goto('/service/tariff');
  await expect(page.getByRole('heading', { name: 'Тариф ещё не подключён' })).toBeVisible();
  await page.getByRole('link', { name: 'Подобрать тариф' }).click();

  // Step 1: nothing answered yet, so «Далее» names what is missing.
  await expect(page.getByRole('heading', { name: 'Форма и оборот', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Заполните шаг «Форма и оборот»: организационно-правовая форма, годовой оборот',
  );
  const values: Record<string, unknown> = { ...initialWizardValues(catalogue.params) };
  await page.getByText('ИП', { exact: true }).click();
  await page.getByLabel('Годовой оборот').fill('5');
  Object.assign(values, { legal_form: 'ip', turnover: 5 });
  await next(page, 'Налоги');

  await page.getByRole('radio', { name: /^УСН 6 %/ }).click();
  values.tax_system = 'usn6';
  await next(page, 'Сотрудники');
  await next(page, 'Операции');

  // Step 4 completes the answers: prices appear and follow every change.
  await page.getByLabel('Операций в месяц').fill('20');
  values.operations_count = 20;
  await expect(livePrice(page, 'tariff_1')).toHaveText(
    moneyIn(monthlyOf(catalogue, values as ParamValues, 'tariff_1')),
  );
  const before = monthlyOf(catalogue, values as ParamValues, 'tariff_1');
  await page.getByLabel('Операций в месяц').fill('80');
  values.operations_count = 80;
  const after = monthlyOf(catalogue, values as ParamValues, 'tariff_1');
  expect(after).toBeGreaterThan(before);
  await expect(livePrice(page, 'tariff_1')).toHaveText(moneyIn(after));
  await expect(livePrice(page, 'tariff_3_2025')).toHaveText(
    moneyIn(monthlyOf(catalogue, values as ParamValues, 'tariff_3_2025')),
  );

  await next(page, 'Учётная система');
  await page.getByRole('radio', { name: /^Контур/ }).click();
  await page.getByLabel('Пользователи учётной системы').fill('4');
  Object.assign(values, { accounting_system: 'kontur', accounting_users: 4 });
  await expect(livePrice(page, 'tariff_1')).toHaveText(
    moneyIn(monthlyOf(catalogue, values as ParamValues, 'tariff_1')),
  );

  await next(page, 'Отчётность');
  await next(page, 'ВЭД');
  await next(page, 'Управленческий учёт');
  await next(page, 'Почти готово');
  await next(page, 'Подключение');

  // Step 10: the cards say what each tariff gives; no management reports were asked for, so
  // the basic tariff is the recommended one. The basic tariff, three months paid ahead (−5%);
  // then a draft.
  await expect(page.getByRole('radio', { name: /^Базовый/ })).toContainText('Рекомендуем');
  await expect(page.getByRole('radio', { name: /^Финансовый Про/ })).toContainText(
    'Входит без доплаты',
  );
  await page.getByRole('radio', { name: /^Базовый/ }).click();
  await page.getByRole('radio', { name: /^3 месяца/ }).click();
  Object.assign(values, { tariff_id: 1, pay_months_count: 3 });
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByText('Черновик успешно сохранен')).toBeVisible();

  // Later: the draft comes back with every answer.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Подключение', level: 2 })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Базовый/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^3 месяца/ })).toBeChecked();
  await page.getByRole('button', { name: 'Шаг 4: Операции' }).click();
  await expect(page.getByLabel('Операций в месяц')).toHaveValue(/80/);
  await page.getByRole('button', { name: 'Шаг 10: Подключение' }).click();

  // Connect: the server prices it again; the sum is exactly the engine's.
  const expected = engine(catalogue, values as ParamValues);
  const basic = expected.tariffs.find((tariff) => tariff.slug === 'tariff_1');
  agreedAmount = amountToPay(basic?.totals ?? {}, 3, expected.show_first_month) ?? NaN;
  expect(expected.show_first_month).toBe(true);
  await page.getByRole('button', { name: 'Подключить' }).click();
  await expect(
    page.getByRole('heading', { name: 'Заявка на тариф «Базовый» принята' }),
  ).toBeVisible();
  // The second company's balance is 0, so the tariff waits for payment.
  await expect(page.getByText('Ожидает оплаты', { exact: true })).toBeVisible();
  expect(await text(page.getByTestId('connect-amount'))).toBe(money(agreedAmount));

  await page.getByRole('link', { name: 'Перейти к тарифу' }).click();
  await expect(page.getByTestId('tariff-status')).toHaveText('Ожидает оплаты');
  expect(await text(page.getByTestId('tariff-amount'))).toBe(money(agreedAmount));
  await expect(page.getByRole('button', { name: 'Удалить' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`Оплатить ${moneyIn(agreedAmount).source}`) }),
  ).toBeVisible();
});

test('an admin changes a price: the wizard follows, the connected tariff keeps its sum', async ({
  browser,
  page,
  request,
}) => {
  const admin = await browser.newPage();
  let adminToken = '';
  let restore: (() => Promise<void>) | null = null;
  try {
    await signIn(admin, ADMIN_EMAIL, DEMO_PASSWORD);
    await expectOnMain(admin);
    adminToken = await storedToken(admin);
    await admin.goto('/admin/params');
    await expect(admin.getByRole('heading', { name: 'Параметры тарифов' })).toBeVisible();
    await admin.getByRole('button', { name: /Организационно-правовая форма/ }).click();
    const ipPrice = admin.getByLabel('Организационно-правовая форма — ИП — цена', { exact: true });
    await expect(ipPrice).toHaveValue('0 ₽');
    await ipPrice.fill('1500');
    restore = async () => {
      const headers = { Authorization: `Bearer ${adminToken}` };
      const answer = await request.get('/api/v1/admin/params', { headers });
      const { data } = (await answer.json()) as { data: { params: TariffPage['params'] } };
      const params = data.params.map((param) =>
        param.slug === 'legal_form'
          ? {
              ...param,
              options: param.options.map((option) =>
                option.value === 'ip' ? { ...option, price: 0 } : option,
              ),
            }
          : param,
      );
      await request.put('/api/v1/admin/params', { headers, data: { params } });
    };
    // The preview prices the unsaved catalogue with the same engine (the ИП sample: +1 500 ₽).
    const previewRow = admin.getByTestId('admin-preview-tariff_1');
    await expect(previewRow.getByTestId('price-before').first()).toBeVisible();
    await admin.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(admin.getByText('Параметры сохранены')).toBeVisible();

    await signIn(page, DEMO_CLIENT.email, DEMO_PASSWORD);
    await expectOnMain(page);
    await switchCompany(page, SECOND_COMPANY);
    const catalogue = await tariffPage(page.request, await storedToken(page));
    expect(catalogue.params.find((p) => p.slug === 'legal_form')?.options[0]?.price).toBe(1500);

    await page.goto('/service/tariff/step?step=4');
    const answers = catalogue.values;
    const now = monthlyOf(catalogue, answers, 'tariff_1');
    await expect(livePrice(page, 'tariff_1')).toHaveText(moneyIn(now));
    const connected = catalogue.current as CompanyTariffResource;
    expect(now).toBe((connected.info?.total ?? 0) + 1500);

    await page.goto('/service/tariff');
    expect(await text(page.getByTestId('tariff-amount'))).toBe(money(agreedAmount));
  } finally {
    await restore?.();
    await admin.close();
  }
});

test('management graphs open on the financial tariff and show the landing otherwise', async ({
  page,
}) => {
  await signIn(page, DEMO_CLIENT.email, DEMO_PASSWORD);
  await expectOnMain(page);

  await switchCompany(page, FIRST_COMPANY);
  await page.goto('/management-accounting/graphs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/management-accounting\/graphs$/);

  await switchCompany(page, SECOND_COMPANY);
  await page.goto('/management-accounting/graphs');
  await expect(page).toHaveURL(/\/management-accounting-landing$/);
  await expect(
    page.getByRole('heading', { name: 'Видеть бизнес в цифрах — на тарифе «Финансовый»' }),
  ).toBeVisible();
});
