import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';

import { companyTariffs } from '../../db/schema/company-tariffs.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';
import { createStaff } from '../company-tariffs/company-tariffs.fixtures.ts';

import {
  MAIN_ACCOUNT,
  octoberLines,
  octoberStatement,
  statementBytes,
  TAX_INN,
  type StatementLine,
  writeStatement,
} from './operations.fixtures.ts';

const t = useTestApp();

type Client = { companyId: number; headers: Record<string, string> };
let a: Client;
let b: Client;
let employee: { headers: Record<string, string> };
let manager: { headers: Record<string, string> };

async function client(): Promise<Client> {
  const user = await createUser(t.db);
  const company = await createCompany(t.db, user.id);
  return { companyId: company.id, headers: bearer(await loginAs(t.app, user)) };
}

function upload(who: { headers: Record<string, string> }, companyId: number, bytes: Buffer) {
  const body = multipartFile('file', 'kl_to_1c.txt', 'text/plain', bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/operations/imports`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

async function get(who: { headers: Record<string, string> }, url: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
}

beforeAll(async () => {
  a = await client();
  b = await client();
  const employeeUser = await createUser(t.db);
  await addCompanyUser(t.db, {
    companyId: a.companyId,
    userId: employeeUser.id,
    position: 'employee',
  });
  employee = { headers: bearer(await loginAs(t.app, employeeUser)) };
  const managerUser = await createStaff(t, 'manager');
  manager = managerUser;
  await addCompanyUser(t.db, {
    companyId: a.companyId,
    userId: managerUser.user.id,
    position: 'manager',
  });
  const uploaded = await upload(a, a.companyId, octoberStatement());
  expect(uploaded.statusCode).toBe(201);
  await t.jobs.drain();
});

describe('statement import', () => {
  it('adds the file operations once, even when the same statement comes again', async () => {
    const imports = (await get(a, `/companies/${a.companyId}/operations/imports`)).json().data;
    expect(imports[0]).toMatchObject({
      status: 'done',
      total: 6,
      processed: 6,
      added: 6,
      skipped: 0,
    });
    const again = await upload(manager, a.companyId, octoberStatement());
    expect(again.statusCode).toBe(201);
    await t.jobs.drain();
    const second = await get(
      a,
      `/companies/${a.companyId}/operations/imports/${again.json().data.id}`,
    );
    expect(second.json().data).toMatchObject({ status: 'done', added: 0, skipped: 6 });
  });

  it('adds only the new operations of a statement that partly overlaps the first', async () => {
    const c = await client();
    const october = octoberLines();
    expect((await upload(c, c.companyId, octoberStatement(october.slice(0, 4)))).statusCode).toBe(
      201,
    );
    await t.jobs.drain();
    const november: StatementLine = {
      account: MAIN_ACCOUNT,
      date: '2026-11-02',
      number: '301',
      direction: 'in',
      amountKopecks: 7_000_000,
      counterparty: { name: 'ООО "Лютик"', inn: '7701111111', account: '40702810500000004444' },
      purpose: 'Оплата по счёту № 31 за ноябрь',
    };
    // The next statement runs from the middle of October into November: two of its
    // operations (15 and 20 October) were in the first file already.
    const overlapping = await upload(
      c,
      c.companyId,
      statementBytes(
        writeStatement({
          accounts: [{ account: MAIN_ACCOUNT, openingKopecks: 10_000_000 }],
          from: '2026-10-15',
          to: '2026-11-15',
          lines: [...october.slice(2, 5), november],
        }),
      ),
    );
    expect(overlapping.statusCode).toBe(201);
    await t.jobs.drain();
    const second = await get(
      c,
      `/companies/${c.companyId}/operations/imports/${overlapping.json().data.id}`,
    );
    expect(second.json().data).toMatchObject({ status: 'done', total: 4, added: 2, skipped: 2 });
    const page = (await get(c, `/companies/${c.companyId}/operations`)).json();
    expect(page.data).toHaveLength(6);
    expect(page.meta.totals).toEqual({
      income_kopecks: 15_000_000 + 4_500_050 + 7_000_000,
      expense_kopecks: 6_000_000 + 1_234_567 + 49_000,
      count: 6,
    });
    const numbers = page.data.map((operation: { number: string }) => operation.number);
    expect(new Set(numbers).size).toBe(6);
  });

  it('answers a broken file and a missing file with 422 in Russian', async () => {
    const broken = await upload(a, a.companyId, statementBytes('Это не выписка\r\n'));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.file[0]).toMatch(/[а-я]/);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${a.companyId}/operations/imports`,
      headers: a.headers,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file).toEqual(['Выберите файл выписки.']);
  });
});

describe('the list', () => {
  it('shows the operations newest first with the totals equal to the file', async () => {
    const page = (await get(a, `/companies/${a.companyId}/operations`)).json();
    expect(page.data).toHaveLength(6);
    expect(page.data[0]).toMatchObject({
      date: '2026-10-31',
      direction: 'out',
      amount_kopecks: 49_000,
    });
    expect(page.data[0].counterparty.name).toBe('ПАО Сбербанк');
    expect(page.meta.totals).toEqual({
      income_kopecks: 21_500_050,
      expense_kopecks: 7_283_567,
      count: 6,
    });
    expect(page.meta.next_cursor).toBeNull();
  });

  it('walks keyset pages without repeats; later pages carry no totals', async () => {
    const first = (await get(a, `/companies/${a.companyId}/operations?per_page=4`)).json();
    expect(first.data).toHaveLength(4);
    const next = (
      await get(
        a,
        `/companies/${a.companyId}/operations?per_page=4&cursor=${first.meta.next_cursor}`,
      )
    ).json();
    expect(next.data).toHaveLength(2);
    expect(next.meta).toMatchObject({ next_cursor: null, totals: null });
    const ids = [...first.data, ...next.data].map((row: { id: number }) => row.id);
    expect(new Set(ids).size).toBe(6);
  });

  it.each([
    ['direction=out', 3, 7_283_567],
    ['from=2026-10-10&to=2026-10-20', 3, 1_234_567],
    [`counterparty=${TAX_INN}`, 1, 1_234_567],
    ['counterparty=вектор', 1, 0],
    ['amount_min=1000000&amount_max=5000000', 3, 1_234_567],
    [`search=${encodeURIComponent('аренды офисов')}`, 1, 6_000_000],
    [`search=${encodeURIComponent('счет')}`, 2, 49_000],
  ])('filters by %s', async (query, count, expense) => {
    const page = (await get(a, `/companies/${a.companyId}/operations?${query}`)).json();
    expect(page.data).toHaveLength(count);
    expect(page.meta.totals).toMatchObject({ count, expense_kopecks: expense });
  });

  it('answers a bad filter with 422 in Russian', async () => {
    const response = await get(
      a,
      `/companies/${a.companyId}/operations?from=2026-11-01&to=2026-10-01`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.to).toEqual(['Начало периода позже конца.']);
  });
});

describe('categories and rules', () => {
  it('files by a new INN rule, keeps a manual category and refuses the wrong direction', async () => {
    const list = async (query: string) =>
      (await get(a, `/companies/${a.companyId}/operations?${query}`)).json().data;
    const [rent] = await list('search=аренда');
    const manual = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${a.companyId}/operations/${rent.id}/category`,
      headers: a.headers,
      payload: { category_code: 'suppliers' },
    });
    expect(manual.json().data).toMatchObject({
      category_code: 'suppliers',
      category_source: 'manual',
    });
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${a.companyId}/operations/${rent.id}/category`,
      headers: a.headers,
      payload: { category_code: 'revenue' },
    });
    expect(wrong.statusCode).toBe(422);

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${a.companyId}/operations/rules`,
      headers: manager.headers,
      payload: { kind: 'inn', value: TAX_INN, category_code: 'taxes' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.recategorised).toBe(1);
    const words = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${a.companyId}/operations/rules`,
      headers: a.headers,
      payload: { kind: 'words', value: 'Аренда', category_code: 'rent' },
    });
    expect(words.json().data.recategorised).toBe(0);
    expect((await list('category=taxes'))[0].category_source).toBe('rule');
    expect((await list('search=аренда'))[0].category_code).toBe('suppliers');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${a.companyId}/operations/rules/${created.json().data.rule.id}`,
      headers: a.headers,
    });
    expect(removed.json().data.recategorised).toBe(1);
    expect(await list('category=taxes')).toHaveLength(0);
  });

  it('answers a bad rule with 422 in Russian', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${a.companyId}/operations/rules`,
      headers: a.headers,
      payload: { kind: 'inn', value: '12ab', category_code: 'nope' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.category_code).toEqual(['Такой категории нет.']);
  });
});

describe('the month and the export', () => {
  it('counts the month next to the tariff', async () => {
    const without = await get(a, `/companies/${a.companyId}/operations/summary?month=2026-10`);
    expect(without.json().data).toMatchObject({
      count: 6,
      included: null,
      text: 'В октябре 6 операций',
    });
    await t.db.insert(companyTariffs).values({
      companyId: a.companyId,
      status: 'ACTIVE',
      info: { params: { operations_count: 5 } },
    });
    const withTariff = await get(a, `/companies/${a.companyId}/operations/summary?month=2026-10`);
    expect(withTariff.json().data).toMatchObject({
      included: 5,
      over: true,
      text: 'В тарифе до 5 операций, в октябре 6',
    });
  });

  it('exports the filter to XLSX with dates as dates and money as numbers', async () => {
    const response = await get(a, `/companies/${a.companyId}/operations/export.xlsx?direction=in`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Операции');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Дата');
    expect(sheet?.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(sheet?.getRow(2).getCell(4).value).toBe(45_000.5);
    expect(sheet?.getRow(2).getCell(4).numFmt).toContain('₽');
    expect(sheet?.getRow(1).getCell(9).value).toBe('Банк контрагента');
    expect(sheet?.getRow(1).getCell(10).value).toBe('БИК');
    expect(sheet?.getRow(2).getCell(9).value).toBe('АО "АЛЬФА-БАНК"');
    expect(sheet?.getRow(2).getCell(10).value).toBe('044525593');
    expect(sheet?.rowCount).toBe(5);
    expect(sheet?.getRow(5).getCell(4).value).toBe(215_000.5);
  });
});

describe('access', () => {
  it.each([
    ['GET', 'operations'],
    ['GET', 'operations/export.xlsx'],
    ['GET', 'operations/summary?month=2026-10'],
    ['GET', 'operations/rules'],
    ['GET', 'operations/imports'],
    ['GET', 'operations/imports/1'],
  ] as const)('hides company A from company B: %s %s', async (method, path) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1/companies/${a.companyId}/${path}`,
      headers: b.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it('hides the upload and rules of company A from company B, and lets an employee only read', async () => {
    expect((await upload(b, a.companyId, octoberStatement())).statusCode).toBe(404);
    const rule = { kind: 'words', value: 'аренда', category_code: 'rent' };
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/companies/${a.companyId}/operations/rules`,
        headers,
        payload: rule,
      });
    expect((await post(b.headers)).statusCode).toBe(404);
    expect((await post(employee.headers)).statusCode).toBe(403);
    expect((await upload(employee, a.companyId, octoberStatement())).statusCode).toBe(403);
    expect((await get(employee, `/companies/${a.companyId}/operations`)).statusCode).toBe(200);
  });

  it('keeps company B empty', async () => {
    const page = (await get(b, `/companies/${b.companyId}/operations`)).json();
    expect(page.meta.totals.count).toBe(0);
  });
});
