import type { APIRequestContext } from '@playwright/test';

import { rewardKopecks } from '@kabinet/domain/referral';
import { formatKopecks } from '@kabinet/domain/money';

import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { waitForCode } from './support/mail';
import { newSignedInPage, PASSWORD, registerClient, validInn } from './support/people';
import { chooseSegment, expectOnMain, storedToken } from './support/ui';
import { financialTariffValues } from './support/tariff-values';

// Client A connects the referral programme and copies the personal link;
// a new user registers through it and creates a company; staff record the payment of its
// invoice; A sees the reward in «К выплате», requests a payout; staff approve it and mark it
// paid; A's totals add up (Начислено = Выплачено + К выплате).

const ADMIN = 'admin@kabinet.demo';

const TARIFF_VALUES = financialTariffValues();

type Invoice = { id: number; number: string; total_kopecks: number };
type Rules = { reward_basis_points: number; reward_months: number; min_payout_kopecks: number };

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

async function tokenOf(request: APIRequestContext, login: string, password: string) {
  const response = await request.post('/api/v1/login', { data: { login, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { plainTextToken: string }).plainTextToken;
}

test('a referral brings a client: the reward accrues, is requested, approved and paid', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const referrerEmail = `e2e.ref.a.${tag}@example.ru`;
  const invitedEmail = `e2e.ref.b.${tag}@example.ru`;

  // Client A with a company of its own.
  const referrerToken = await registerClient(request, referrerEmail, 'Алина');
  const createdA = await request.post('/api/v1/companies', {
    headers: { Authorization: `Bearer ${referrerToken}` },
    data: { inn: validInn(10), name: `ООО «Рекомендатель ${tag}»`, kpp: '770101001' },
  });
  expect(createdA.status()).toBe(201);

  const referrer = await newSignedInPage(browser, baseURL!, referrerEmail, PASSWORD);
  await referrer.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  let link = '';

  await test.step('A connects: accepts the rules and gives a card for payouts', async () => {
    await referrer.goto('/referral');
    await expect(referrer).toHaveURL(/\/referral\/connect$/);
    await expect(
      referrer.getByRole('heading', { level: 1, name: 'Партнёрская программа' }),
    ).toBeVisible();
    await expect(referrer.getByText(/от оплат приглашённого клиента 12 месяцев/)).toBeVisible();
    await referrer.getByRole('checkbox', { name: 'Принимаю условия программы' }).check();
    await referrer.getByRole('radio', { name: 'На банковскую карту' }).check();
    const card = referrer.getByRole('textbox', { name: 'Номер карты' });
    await card.fill('4242 4242 4242 4241');
    await referrer.getByRole('button', { name: 'Подключиться' }).click();
    await expect(referrer.getByText('Номер карты введён с ошибкой')).toBeVisible();
    await card.fill('4242 4242 4242 4242');
    await referrer.getByRole('button', { name: 'Подключиться' }).click();
    await expect(referrer).toHaveURL(/\/referral\/info$/);
  });

  await test.step('A copies the personal link', async () => {
    const field = referrer.getByRole('textbox', { name: 'Ссылка' });
    await expect(field).toHaveValue(/\/auth\/registration\?ref=[A-Z2-9]{8}$/);
    link = await field.inputValue();
    await referrer.getByRole('button', { name: 'Скопировать: ссылка' }).click();
    await expect(referrer.getByText('Ссылка скопирована')).toBeVisible();
    expect(await referrer.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(
      referrer.getByRole('img', { name: 'QR-код ссылки для приглашений' }),
    ).toBeVisible();
  });

  const invitedContext = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const invited = await invitedContext.newPage();
  let invoice: Invoice | undefined;

  await test.step('a new user registers through the link and creates a company', async () => {
    await invited.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(invited.getByText('Вы регистрируетесь по приглашению')).toBeVisible();
    await chooseSegment(invited, 'Email');
    await invited.getByRole('textbox', { name: 'Email' }).fill(invitedEmail);
    const sentAt = Date.now();
    await invited.getByRole('button', { name: 'Получить код' }).click();
    const code = await waitForCode(invitedEmail, { since: sentAt - 1000 });
    await invited.getByLabel('Код из сообщения').fill(code);
    await invited.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(invited).toHaveURL(/\/auth\/registration-contact/);
    await invited.getByLabel('Имя', { exact: true }).fill('Борис');
    await invited.getByLabel('Фамилия', { exact: true }).fill('Приглашённый');
    await invited.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await invited.getByLabel('Повторите пароль', { exact: true }).fill(PASSWORD);
    await invited.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expectOnMain(invited);

    const headers = { Authorization: `Bearer ${await storedToken(invited)}` };
    const created = await request.post('/api/v1/companies', {
      headers,
      data: { inn: validInn(10), name: `ООО «Приглашённый ${tag}»`, kpp: '770101001' },
    });
    expect(created.status()).toBe(201);
    const company = ((await created.json()) as { data: { id: number } }).data;
    const connected = await request.post('/api/company-tariffs/connect', {
      headers,
      data: { values: TARIFF_VALUES, company_id: company.id },
    });
    expect(connected.status()).toBe(200);
    const invoices = await request.get(`/api/v1/companies/${company.id}/invoices`, { headers });
    [invoice] = ((await invoices.json()) as { data: Invoice[] }).data;
    expect(invoice).toBeTruthy();
  });

  // A's lead is there, from the link.
  await referrer.goto('/referral/leads');
  await expect(referrer.getByRole('row', { name: /Борис/ })).toContainText('По ссылке');

  const adminToken = await tokenOf(request, ADMIN, DEMO_PASSWORD);
  const admin = { Authorization: `Bearer ${adminToken}` };
  const rules = (
    (await (await request.get('/api/v1/admin/referral-rules', { headers: admin })).json()) as {
      data: Rules;
    }
  ).data;
  const reward = rewardKopecks(invoice!.total_kopecks, rules.reward_basis_points);

  await test.step('staff record the payment of the invited company’s invoice', async () => {
    const paid = await request.post(`/api/v1/staff/invoices/${invoice!.id}/payments`, {
      headers: admin,
      data: {
        amount_kopecks: invoice!.total_kopecks,
        paid_on: new Date().toISOString().slice(0, 10),
        order_number: `РЕФ-${tag}`,
      },
    });
    expect(paid.ok()).toBe(true);
  });

  // The payout below asks for the whole reward: the minimum must not stand in its way.
  const lowered = reward < rules.min_payout_kopecks;
  if (lowered) {
    const put = await request.put('/api/v1/admin/referral-rules', {
      headers: admin,
      data: { ...rules, min_payout_kopecks: 0 },
    });
    expect(put.ok()).toBe(true);
  }

  try {
    await test.step('A sees the reward in «К выплате» and the company among clients', async () => {
      await referrer.goto('/referral/info');
      await expect
        .poll(async () =>
          plain(await referrer.getByRole('group', { name: 'К выплате' }).innerText()),
        )
        .toContain(plain(formatKopecks(reward)));
      await referrer
        .getByRole('navigation', { name: 'Разделы партнёрской программы' })
        .getByRole('link', { name: 'Клиенты' })
        .click();
      await expect(
        referrer.getByRole('row', { name: new RegExp(`Приглашённый ${tag}`) }),
      ).toBeVisible();
    });

    await test.step('A requests a payout of the whole reward', async () => {
      await referrer.goto('/referral/payouts');
      await referrer
        .getByRole('textbox', { name: 'Сумма, ₽' })
        .fill((reward / 100).toFixed(2).replace('.', ','));
      await referrer.getByRole('button', { name: 'Запросить выплату' }).click();
      await expect(referrer.getByText('Запрос на выплату отправлен')).toBeVisible();
      await expect(referrer.getByRole('table')).toContainText('Запрошена');
    });

    await test.step('staff approve the payout and mark it paid', async () => {
      const staff = await newSignedInPage(browser, baseURL!, ADMIN, DEMO_PASSWORD);
      await staff.getByRole('link', { name: 'Реферальные выплаты' }).first().click();
      await expect(
        staff.getByRole('heading', { level: 1, name: 'Реферальные выплаты' }),
      ).toBeVisible();
      const row = staff.getByRole('row', { name: new RegExp(`Рекомендатель ${tag}`) });
      await row.getByRole('button', { name: /^Одобрить выплату/ }).click();
      await expect(staff.getByText('Выплата одобрена')).toBeVisible();
      await staff.getByRole('textbox', { name: 'Статус выплаты' }).click();
      await staff.getByRole('option', { name: 'Одобрена' }).click();
      await row.getByRole('button', { name: /выплаченной$/ }).click();
      await expect(staff.getByText('Выплата отмечена выплаченной')).toBeVisible();
      await staff.context().close();
    });

    await test.step('A’s totals add up: all of the reward is paid, nothing is left', async () => {
      await referrer.goto('/referral/payouts');
      const text = (name: string) => referrer.getByRole('group', { name }).innerText().then(plain);
      await expect(referrer.getByRole('table')).toContainText('Выплачена');
      expect(await text('Начислено')).toContain(plain(formatKopecks(reward)));
      expect(await text('Выплачено')).toContain(plain(formatKopecks(reward)));
      expect(await text('К выплате')).toContain(plain(formatKopecks(0)));
    });
  } finally {
    if (lowered) {
      await request.put('/api/v1/admin/referral-rules', { headers: admin, data: rules });
    }
    await invitedContext.close();
  }
});
