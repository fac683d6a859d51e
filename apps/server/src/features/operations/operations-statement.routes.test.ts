import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';

import { companyBanks } from '../../db/schema/company-banks.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { createStaff } from '../company-tariffs/company-tariffs.fixtures.ts';
import { seedActiveDemoTariff } from '../company-tariffs/company-tariffs-demo.seed.ts';
import { seedCatalogue, TARIFF_CATALOGUE } from '../tariffs/tariffs-catalogue.seed.ts';

import {
  MAIN_ACCOUNT,
  octoberStatement,
  SECOND_ACCOUNT,
  statementBytes,
  writeStatement,
} from './operations.fixtures.ts';
import { twoAccountsStatementText } from './operations-two-accounts.fixtures.ts';

const t = useTestApp();

type Client = { companyId: number; headers: Record<string, string> };

async function client(): Promise<Client> {
  const user = await createUser(t.db);
  const company = await createCompany(t.db, user.id);
  return { companyId: company.id, headers: bearer(await loginAs(t.app, user)) };
}

async function upload(who: Client, bytes: Buffer) {
  const body = multipartFile('file', 'kl_to_1c.txt', 'text/plain', bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${who.companyId}/operations/imports`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
  await t.jobs.drain();
  return response;
}

async function get(who: Client, url: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers })).json();
}

async function importOf(who: Client, id: number) {
  return (await get(who, `/companies/${who.companyId}/operations/imports/${id}`)).data;
}

async function listed(who: Client, query = '') {
  return get(who, `/companies/${who.companyId}/operations?per_page=200${query}`);
}

function registerAccount(who: Client, account: string) {
  return t.db.insert(companyBanks).values({
    companyId: who.companyId,
    bik: '044525225',
    bankName: 'ПАО Сбербанк',
    correspondentAccount: '30101810400000000225',
    account,
  });
}

const TRANSFER = 'Перевод между своими счетами';

describe('a statement of two own accounts with a transfer between them', () => {
  let a: Client;
  beforeAll(async () => {
    await seedCatalogue(t.db);
    a = await client();
    const admin = await createStaff(t, 'admin');
    await seedActiveDemoTariff(t.db, {
      companyId: a.companyId,
      actorUserId: admin.user.id,
      catalogue: TARIFF_CATALOGUE,
      at: new Date(),
    });
    const uploaded = await upload(a, statementBytes(twoAccountsStatementText()));
    expect(uploaded.statusCode).toBe(201);
  });

  it('makes one outgoing and one incoming operation of the transfer, both a transfer', async () => {
    const page = await listed(a, '&category=own_transfer');
    const sides = page.data.map((operation: Record<string, unknown>) => [
      operation.direction,
      operation.account,
      (operation.counterparty as { account: string }).account,
      operation.amount_kopecks,
      operation.category_name,
    ]);
    expect(sides.sort()).toEqual([
      ['in', SECOND_ACCOUNT, MAIN_ACCOUNT, 1_000_000, TRANSFER],
      ['out', MAIN_ACCOUNT, SECOND_ACCOUNT, 1_000_000, TRANSFER],
    ]);
    expect(page.meta.totals).toEqual({ income_kopecks: 0, expense_kopecks: 0, count: 2 });
  });

  it('keeps two payments with one number, date, sum and payer, and two identical fees', async () => {
    const page = await listed(a);
    expect(page.data).toHaveLength(8);
    const wildberries = page.data.filter(
      (operation: { counterparty: { inn: string } }) => operation.counterparty.inn === '7721546864',
    );
    expect(
      wildberries.map((operation: { purpose: string }) => operation.purpose.slice(0, 40)),
    ).toHaveLength(2);
    expect(
      new Set(wildberries.map((operation: { purpose: string }) => operation.purpose)).size,
    ).toBe(2);
    expect(
      page.data.filter((operation: { number: string }) => operation.number === '1'),
    ).toHaveLength(2);
    // Income and expense are the money that came in and left the company, not the transfer.
    expect(page.meta.totals).toEqual({
      income_kopecks: 19_000_000,
      expense_kopecks: 430_000,
      count: 8,
    });
  });

  it('adds nothing when the same file comes again', async () => {
    const again = await upload(a, statementBytes(twoAccountsStatementText()));
    expect(again.statusCode).toBe(201);
    expect(await importOf(a, again.json().data.id)).toMatchObject({
      status: 'done',
      total: 8,
      added: 0,
      skipped: 8,
    });
    expect((await listed(a)).data).toHaveLength(8);
  });

  it('leaves the transfer out of analytics and of revenue, profit and cash in/out of the graphs', async () => {
    const period = 'from=2026-11-01&to=2026-11-30';
    const analytics = (await get(a, `/companies/${a.companyId}/analytics?${period}`)).data;
    expect(analytics.totals).toMatchObject({
      income_kopecks: 19_000_000,
      expense_kopecks: 430_000,
      net_kopecks: 19_000_000 - 430_000,
      count: 6,
    });
    expect(analytics.categories.map((item: { name: string }) => item.name)).not.toContain(TRANSFER);
    const names = (list: { name: string }[]) => list.map((item) => item.name);
    expect(names([...analytics.top_in, ...analytics.top_out])).not.toContain('ООО "Ромашка"');
    const dashboard = (
      await get(
        a,
        `/companies/${a.companyId}/accounting-management/dashboard?DateStart=2026-11-01&DateEnd=2026-11-30`,
      )
    ).data;
    expect(dashboard.totals).toMatchObject({
      revenue_kopecks: 19_000_000,
      expenses_kopecks: 430_000,
      profit_kopecks: 19_000_000 - 430_000,
      cash_in_kopecks: 19_000_000,
      cash_out_kopecks: 430_000,
      // Each account's balance moved by the transfer; together they hold what came and went.
      cash_start_kopecks: 25_500_000,
      cash_end_kopecks: 25_500_000 + 19_000_000 - 430_000,
    });
  });
});

describe('a transfer seen in a statement of one account', () => {
  it('is both sides when the other account is in the requisites, and the other statement adds nothing', async () => {
    const c = await client();
    await registerAccount(c, MAIN_ACCOUNT);
    await registerAccount(c, SECOND_ACCOUNT);
    const line = {
      date: '2026-11-03',
      number: '58',
      amountKopecks: 1_000_000,
      purpose: 'Перевод собственных средств',
    };
    const ours = { name: 'ООО "Ромашка"', inn: '7830002293' };
    const mainOnly = writeStatement({
      accounts: [{ account: MAIN_ACCOUNT, openingKopecks: 0 }],
      from: '2026-11-01',
      to: '2026-11-30',
      lines: [
        {
          ...line,
          account: MAIN_ACCOUNT,
          direction: 'out',
          counterparty: { ...ours, account: SECOND_ACCOUNT },
        },
      ],
    });
    expect((await upload(c, statementBytes(mainOnly))).statusCode).toBe(201);
    const page = await listed(c);
    expect(
      page.data.map((operation: { direction: string; category_code: string }) => [
        operation.direction,
        operation.category_code,
      ]),
    ).toEqual(
      [
        ['in', 'own_transfer'],
        ['out', 'own_transfer'],
      ].sort((x, y) => (x[0]! < y[0]! ? -1 : 1)),
    );
    const secondOnly = writeStatement({
      accounts: [{ account: SECOND_ACCOUNT, openingKopecks: 0 }],
      from: '2026-11-01',
      to: '2026-11-30',
      lines: [
        {
          ...line,
          account: SECOND_ACCOUNT,
          direction: 'in',
          counterparty: { ...ours, account: MAIN_ACCOUNT },
        },
      ],
    });
    const second = await upload(c, statementBytes(secondOnly));
    expect(await importOf(c, second.json().data.id)).toMatchObject({ added: 0, skipped: 2 });
  });
});

describe('whose statement it is', () => {
  it('refuses a statement none of whose accounts is in the requisites, in Russian', async () => {
    const c = await client();
    await registerAccount(c, '40702810500000000777');
    const response = await upload(c, octoberStatement());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toBe(
      `Выписка не по счетам компании: в ней счета ${MAIN_ACCOUNT}, ${SECOND_ACCOUNT}. Если это новый счёт компании, добавьте его в реквизитах компании (раздел «Банковские счета») и загрузите выписку снова.`,
    );
    expect((await listed(c)).meta.totals.count).toBe(0);
  });

  it('learns the accounts from the first statement and then refuses another company’s', async () => {
    const c = await client();
    expect((await upload(c, octoberStatement())).statusCode).toBe(201);
    const foreign = writeStatement({
      accounts: [{ account: '40702810500000000777', openingKopecks: 0 }],
      from: '2026-11-01',
      to: '2026-11-30',
      lines: [],
    });
    const response = await upload(c, statementBytes(foreign));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toMatch(
      /^Выписка не по счетам компании: в ней счёт 40702810500000000777\./u,
    );
  });

  it('accepts a statement of a registered account that also has an unregistered one', async () => {
    const c = await client();
    await registerAccount(c, MAIN_ACCOUNT);
    expect((await upload(c, octoberStatement())).statusCode).toBe(201);
    expect((await listed(c)).meta.totals.count).toBe(6);
  });
});

describe('a file whose bytes are not in the encoding its header names', () => {
  const text = twoAccountsStatementText();
  it.each([
    [
      'DOS bytes under «Кодировка=Windows»',
      iconv.encode(text, 'cp866'),
      '«Кодировка=Windows»',
      'DOS (cp866)',
    ],
    [
      'windows-1251 bytes under «Кодировка=DOS»',
      iconv.encode(text.replace('Кодировка=Windows', 'Кодировка=DOS'), 'win1251'),
      '«Кодировка=DOS»',
      'Windows (windows-1251)',
    ],
    [
      'windows-1251 bytes under «Кодировка=UTF-8»',
      iconv.encode(text.replace('Кодировка=Windows', 'Кодировка=UTF-8'), 'win1251'),
      '«Кодировка=UTF-8»',
      'Windows (windows-1251)',
    ],
  ])('says so: %s', async (_, bytes, said, actual) => {
    const c = await client();
    const response = await upload(c, bytes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toBe(
      `Кодировка файла не совпадает с указанной в заголовке: в заголовке ${said}, а файл записан в ${actual}. Выгрузите выписку из интернет-банка заново и загрузите её, не пересохраняя в другой кодировке.`,
    );
  });

  it('still calls a file cut short a file cut short', async () => {
    const c = await client();
    const end = text.indexOf('КонецФайла');
    // Cut before the last line, and a UTF-8 copy cut inside a letter of it.
    const cut = [
      statementBytes(text.slice(0, end)),
      Buffer.from(text.slice(0, end + 3), 'utf8').subarray(0, -1),
    ];
    for (const bytes of cut) {
      const response = await upload(c, bytes);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.file[0]).toMatch(/^Файл выписки обрезан/u);
    }
  });
});
