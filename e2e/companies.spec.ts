import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import { validateOgrn, validateOgrnip, validateSettlementAccount } from '@kabinet/domain/companies';

import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import {
  newSignedInPage,
  PASSWORD,
  randomDigits,
  registerClient,
  validInn,
} from './support/people';
import { expectOnMain, signIn } from './support/ui';

// Create by INN (a wrong check digit first), fill requisites and a bank
// account, invite a second user, switch between two companies, and the admin assigns a manager.

const SBER = { bik: '044525225', correspondent: '30101810400000000225' } as const;

/** A checksum-valid ОГРН (13 digits, organisation) or ОГРНИП (15 digits, ИП). */
function validOgrn(length: 13 | 15): string {
  const check = length === 13 ? validateOgrn : validateOgrnip;
  for (;;) {
    const candidate = `${length === 13 ? '1' : '3'}${randomDigits(length - 1)}`;
    if (check(candidate) === null) return candidate;
  }
}

/** The same INN with its last (check) digit changed, so only the checksum is wrong. */
function withWrongCheckDigit(inn: string): string {
  const last = Number(inn.at(-1));
  return `${inn.slice(0, -1)}${(last + 1) % 10}`;
}

/** A settlement account at `bik` whose control key (9th digit) the domain accepts. */
function settlementAccount(bik: string): { valid: string; wrongKey: string } {
  const body = `40702810${'0'}${randomDigits(11)}`;
  for (let key = 0; key <= 9; key += 1) {
    const valid = `${body.slice(0, 8)}${key}${body.slice(9)}`;
    if (validateSettlementAccount(valid, bik) === null) {
      const wrongKey = `${body.slice(0, 8)}${(key + 1) % 10}${body.slice(9)}`;
      return { valid, wrongKey };
    }
  }
  throw new Error('no control key fits');
}

async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
}

/** company/new: types the INN, then the name (and KPP for an organisation), and creates. */
async function createCompany(page: Page, company: { inn: string; name: string; kpp?: string }) {
  await page.getByRole('textbox', { name: 'ИНН' }).fill(company.inn);
  await expect(
    page.getByText('ИНН верный, компания ещё не зарегистрирована в кабинете'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Краткое название' }).fill(company.name);
  if (company.kpp) await page.getByRole('textbox', { name: 'КПП' }).fill(company.kpp);
  await page.getByRole('button', { name: 'Добавить компанию' }).click();
  await expect(page).toHaveURL(/\/company\/fill$/);
  await expect(page.getByRole('heading', { name: 'Данные компании' })).toBeVisible();
}

function switcher(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /Активная компания:/ });
}

async function switchTo(page: Page, companyName: string): Promise<void> {
  await switcher(page).click();
  await page.getByRole('menuitem', { name: new RegExp(companyName.replace(/[«»]/g, '.')) }).click();
  await expectToast(page, `Активная компания: ${companyName}`);
}

test.describe('companies', () => {
  test('a client creates and fills companies, invites a colleague and switches; the admin assigns a manager', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const tag = randomUUID().slice(0, 6);
    const ownerEmail = `e2e.owner.${tag}@example.ru`;
    const colleagueEmail = `e2e.colleague.${tag}@example.ru`;
    const firstInn = validInn(10);
    const secondInn = validInn(12);
    const first = `ООО «Вектор ${tag}»`;
    const second = `ИП Проверкин ${tag}`;
    const account = settlementAccount(SBER.bik);

    await test.step('a new client without a company is led to company/new', async () => {
      await registerClient(request, ownerEmail, 'Олег');
      await signIn(page, ownerEmail, PASSWORD);
      await expectOnMain(page);
      await page.goto('/company');
      await expect(page).toHaveURL(/\/company\/new$/);
      await expect(page.getByRole('heading', { name: 'Новая компания' })).toBeVisible();
    });

    await test.step('the search finds the firm’s directory and marks registered companies', async () => {
      await page.getByRole('textbox', { name: 'Найти компанию' }).fill('Ромашка');
      const option = page.getByRole('option').filter({ hasText: 'Ромашка' }).first();
      await expect(option).toBeVisible();
      await expect(option).toContainText('уже в кабинете');
      await page.keyboard.press('Escape');
      await page.getByRole('textbox', { name: 'Найти компанию' }).fill('');
    });

    await test.step('rejects a wrong INN check digit, then creates the company by a valid INN', async () => {
      const inn = page.getByRole('textbox', { name: 'ИНН' });
      await inn.fill(withWrongCheckDigit(firstInn));
      await expect(page.getByText('Неверное контрольное число ИНН')).toBeVisible();
      await createCompany(page, { inn: firstInn, name: first, kpp: '770101001' });
      await expect(switcher(page)).toContainText(first);
    });

    await test.step('fills requisites, addresses and the director step by step', async () => {
      await expect(page.getByRole('heading', { name: '1. Реквизиты' })).toBeVisible();
      await page.getByRole('textbox', { name: 'ОГРН' }).fill(validOgrn(13));
      await page
        .getByRole('textbox', { name: 'Полное наименование' })
        .fill(`Общество с ограниченной ответственностью «Вектор ${tag}»`);
      await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
      await expectToast(page, 'Данные компании сохранены');

      await expect(page.getByRole('heading', { name: '2. Адреса' })).toBeVisible();
      // The address shows once the server has said whether it has hints (the parts without them,
      // the one line with «Заполнить по частям» with them); from then on it stays as it is.
      const byParts = page.getByRole('button', { name: 'Заполнить по частям' });
      const postcode = page.getByRole('textbox', { name: 'Индекс (юридический адрес)' });
      await expect(postcode.or(byParts.first())).toBeVisible();
      if (await byParts.first().isVisible()) await byParts.first().click();
      await postcode.fill('125009');
      await page.getByRole('textbox', { name: 'Регион (юридический адрес)' }).fill('г Москва');
      await page.getByRole('textbox', { name: 'Улица (юридический адрес)' }).fill('ул Тверская');
      await page
        .getByRole('textbox', { name: 'Дом, корпус, строение (юридический адрес)' })
        .fill('1');
      await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();

      await expect(page.getByRole('heading', { name: '3. Руководитель' })).toBeVisible();
      await page.getByRole('textbox', { name: 'ФИО руководителя' }).fill('Проверкин Олег Олегович');
      await page.getByRole('textbox', { name: 'Должность' }).fill('Генеральный директор');
      await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
      await expect(page.getByRole('heading', { name: '4. Банк' })).toBeVisible();
      await expect(page.getByText('Заполнено на 75%')).toBeVisible();
    });

    await test.step('adds the Sberbank account: BIK lookup, a wrong key refused, the right one saved', async () => {
      await page.getByRole('textbox', { name: 'БИК' }).fill(SBER.bik);
      await expect(page.getByRole('textbox', { name: 'Банк' })).toHaveValue(/сбербанк/i);
      await expect(page.getByRole('textbox', { name: 'Корреспондентский счёт' })).toHaveValue(
        SBER.correspondent,
      );
      const settlement = page.getByRole('textbox', { name: 'Расчётный счёт' });
      await settlement.fill(account.wrongKey);
      await expect(page.getByText('Расчетный счет не соответствует БИК')).toBeVisible();
      await settlement.fill(account.valid);
      await expect(page.getByText('Расчетный счет не соответствует БИК')).toBeHidden();
      await page.getByRole('button', { name: 'Сохранить счёт' }).click();
      await expect(page.getByText('Заполнено на 100%')).toBeVisible();
      await page.getByRole('button', { name: 'Готово' }).click();
      await expect(page).toHaveURL(/\/company$/);
      await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
      await expect(
        page.getByText(`р/с ${account.valid.replace(/(\d{5})(?=\d)/g, '$1 ')}`),
      ).toBeVisible();
    });

    await test.step('invites a colleague by e-mail; the invitation waits for an answer', async () => {
      await page.getByRole('textbox', { name: 'Email сотрудника' }).fill(colleagueEmail);
      await page.getByRole('button', { name: 'Пригласить' }).click();
      await expectToast(page, 'Приглашение отправлено');
      await expect(page.getByText(colleagueEmail)).toBeVisible();
    });

    await test.step('adds an ИП as a second company (no KPP) from the switcher', async () => {
      await switcher(page).click();
      await page.getByRole('menuitem', { name: 'Добавить компанию' }).click();
      await expect(page).toHaveURL(/\/company\/new$/);
      await page.getByRole('textbox', { name: 'ИНН' }).fill(secondInn);
      await expect(page.getByRole('textbox', { name: 'КПП' })).toBeHidden();
      await createCompany(page, { inn: secondInn, name: second });
      await expect(switcher(page)).toContainText(second);
    });

    await test.step('switching the active company makes the company pages follow', async () => {
      await page.goto('/company');
      await expect(page.getByRole('heading', { name: second, level: 1 })).toBeVisible();
      await switchTo(page, first);
      await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
      await expect(page.getByText(firstInn).first()).toBeVisible();
      await page.goto('/company/fill');
      await expect(page.getByText(`${first} · ИНН ${firstInn}`)).toBeVisible();
      await switchTo(page, second);
      await expect(page.getByText(`${second} · ИНН ${secondInn}`)).toBeVisible();
    });

    await test.step('the colleague sees the invitation after sign-in and accepts it', async () => {
      await registerClient(request, colleagueEmail, 'Анна');
      const colleague = await newSignedInPage(browser, baseURL ?? '', colleagueEmail, PASSWORD);
      const invitation = colleague.getByRole('region', { name: `Приглашение в компанию ${first}` });
      await expect(invitation).toBeVisible();
      await invitation.getByRole('button', { name: 'Принять' }).click();
      await expectToast(colleague, `Вы присоединились к компании ${first}`);
      await expect(invitation).toBeHidden();
      await colleague.goto('/company');
      await expect(colleague.getByRole('heading', { name: first, level: 1 })).toBeVisible();
      await expect(
        colleague.getByText('Изменять состав может владелец или администратор компании'),
      ).toBeVisible();
      await expect(colleague.getByRole('button', { name: 'Пригласить' })).toBeHidden();
      await colleague.context().close();
    });

    await test.step('the admin finds the company with its manager, already assigned, and reassigns', async () => {
      const admin = await newSignedInPage(
        browser,
        baseURL ?? '',
        'admin@kabinet.demo',
        DEMO_PASSWORD,
      );
      await admin.getByRole('link', { name: 'Компании (админ)' }).click();
      await expect(admin).toHaveURL(/\/admin\/companies$/);
      await admin.getByRole('textbox', { name: 'Поиск' }).fill(firstInn);
      // The search commits after a debounce: wait until it is in the URL (and so in the query).
      await expect(admin).toHaveURL(new RegExp(`search=${firstInn}`));
      const row = admin.getByRole('row').filter({ hasText: firstInn });
      await expect(row).toHaveCount(1);
      // The company got the demo manager when it was created.
      await expect(row).toContainText('Мария');
      await row.getByRole('button', { name: first }).click();
      const drawer = admin.getByRole('dialog');
      await expect(drawer.getByText(first).first()).toBeVisible();
      await drawer.getByRole('button', { name: /Снять менеджера .*Мария/ }).click();
      await admin
        .getByRole('dialog', { name: 'Снять менеджера с компании?' })
        .getByRole('button', { name: 'Снять' })
        .click();
      await expect(drawer.getByText('Менеджер не назначен')).toBeVisible();
      await drawer.getByRole('textbox', { name: 'Назначить менеджера' }).click();
      await admin.getByRole('option', { name: /Мария/ }).click();
      await drawer.getByRole('button', { name: 'Назначить' }).click();
      await expectToast(admin, 'Менеджер назначен');
      await expect(drawer.getByRole('button', { name: /Снять менеджера .*Мария/ })).toBeVisible();
      await admin.keyboard.press('Escape');
      await expect(row).toContainText('Мария');
      await admin.context().close();
    });
  });

  test('a client who is not admin sees «Недостаточно прав» on /admin/companies', async ({
    page,
  }) => {
    await signIn(page, 'client@kabinet.demo', DEMO_PASSWORD);
    await expectOnMain(page);
    await expect(page.getByRole('link', { name: 'Компании (админ)' })).toHaveCount(0);
    await page.goto('/admin/companies');
    await expect(page.getByRole('heading', { name: 'Недостаточно прав' }).first()).toBeVisible();
  });
});
