import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '../../db/schema/notifications.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { SAMPLE_HTML, SAMPLE_PDF, sampleOfficeOpenXml } from '../../testing/sample-files.ts';
import { createStaff } from '../company-tariffs/company-tariffs.fixtures.ts';
import { seedActiveDemoTariff } from '../company-tariffs/company-tariffs-demo.seed.ts';
import { seedCatalogue, TARIFF_CATALOGUE } from '../tariffs/tariffs-catalogue.seed.ts';
import { updateUser } from '../users/users.repository.ts';

import { multipartUpload } from './management-accounting.test-support.ts';

const t = useTestApp();

type Client = { userId: number; companyId: number; headers: Record<string, string> };
let a: Client;
let b: Client;
let admin: { user: { id: number }; headers: Record<string, string> };

async function client(): Promise<Client> {
  const user = await createUser(t.db);
  const company = await createCompany(t.db, user.id);
  await updateUser(t.db, user.id, { activeCompanyId: company.id });
  return { userId: user.id, companyId: company.id, headers: bearer(await loginAs(t.app, user)) };
}

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: object,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...headers },
    ...(payload ? { payload } : {}),
  });

function upload(
  companyId: number,
  headers: object,
  fields: Record<string, string>,
  file: Buffer = SAMPLE_PDF,
) {
  const body = multipartUpload(fields, {
    name: 'ОПиУ октябрь.pdf',
    type: 'application/pdf',
    bytes: file,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/accounting-management/files`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  await seedCatalogue(t.db);
  a = await client();
  b = await client();
  admin = await createStaff(t, 'admin');
  // Company A is on «Финансовый» (ACTIVE); company B has no tariff.
  await seedActiveDemoTariff(t.db, {
    companyId: a.companyId,
    actorUserId: admin.user.id,
    catalogue: TARIFF_CATALOGUE,
    at: new Date(),
  });
});

describe('management reports', () => {
  it('staff publish a PDF; the client lists, reads, downloads it and is notified', async () => {
    const created = await upload(a.companyId, admin.headers, {
      kind: 'pnl',
      period_type: 'month',
      period: '2026-10',
      comment: 'Прибыль выросла',
    });
    expect(created.statusCode).toBe(201);
    const file = created.json().data;
    expect(file).toMatchObject({
      kind: 'pnl',
      period_name: 'октябрь 2026',
      title: 'ОПиУ (прибыли и убытки) — октябрь 2026',
      extension: 'pdf',
      file_name: 'ОПиУ октябрь.pdf',
    });

    const list = await api(
      'GET',
      `/companies/${a.companyId}/accounting-management/files`,
      a.headers,
    );
    expect(list.json().data.map((item: { id: number }) => item.id)).toEqual([file.id]);
    const one = await api(
      'GET',
      `/companies/${a.companyId}/accounting-management/files/${file.id}`,
      a.headers,
    );
    expect(one.json().data.comment).toBe('Прибыль выросла');
    const download = await api(
      'GET',
      `/companies/${a.companyId}/accounting-management/files/${file.id}/download`,
      a.headers,
    );
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    const notices = (await t.db.select().from(notifications)).filter(
      (row) => row.type === 'MANAGEMENT_REPORT_PUBLISHED',
    );
    expect(notices.map((row) => row.userId)).toEqual([a.userId]);
    expect(notices[0]?.data.text).toContain('готов управленческий отчёт');
  });

  it('staff edit the title, period and comment; the list follows the newest period', async () => {
    const xlsx = await upload(
      a.companyId,
      admin.headers,
      { kind: 'balance', period_type: 'quarter', period: '2026-Q2' },
      sampleOfficeOpenXml('xlsx'),
    );
    expect(xlsx.json().data.extension).toBe('xlsx');
    const id = xlsx.json().data.id;
    const edited = await api(
      'PUT',
      `/companies/${a.companyId}/accounting-management/files/${id}`,
      admin.headers,
      {
        title: 'Баланс на конец года',
        period_type: 'year',
        period: '2026',
        comment: 'Итог года',
      },
    );
    expect(edited.json().data).toMatchObject({
      title: 'Баланс на конец года',
      period_name: '2026 год',
    });
    const list = await api(
      'GET',
      `/companies/${a.companyId}/accounting-management/files`,
      a.headers,
    );
    expect(list.json().data[0].id).toBe(id);
  });

  it('refuses a file that is neither PDF nor XLSX, and bad fields, in Russian', async () => {
    const html = await upload(
      a.companyId,
      admin.headers,
      { kind: 'pnl', period_type: 'month', period: '2026-10' },
      SAMPLE_HTML,
    );
    expect(html.statusCode).toBe(422);
    expect(html.json().errors.file).toEqual(['Отчёт — это файл PDF или XLSX.']);
    const bad = await upload(a.companyId, admin.headers, {
      kind: 'pnl',
      period_type: 'quarter',
      period: '2026-10',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.period).toEqual(['Период в формате ГГГГ-QN.']);
  });

  it('lets no client upload, and hides company A from company B', async () => {
    const own = await upload(a.companyId, a.headers, {
      kind: 'pnl',
      period_type: 'month',
      period: '2026-10',
    });
    expect(own.statusCode).toBe(403);
    const list = await api(
      'GET',
      `/companies/${a.companyId}/accounting-management/files`,
      b.headers,
    );
    expect(list.statusCode).toBe(404);
    const files = await api(
      'GET',
      `/companies/${a.companyId}/accounting-management/files`,
      a.headers,
    );
    const first = files.json().data[0].id;
    const stranger = await api(
      'GET',
      `/companies/${a.companyId}/accounting-management/files/${first}/download`,
      b.headers,
    );
    expect(stranger.statusCode).toBe(404);
    const elsewhere = await api(
      'GET',
      `/companies/${b.companyId}/accounting-management/files/${first}`,
      b.headers,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('staff delete a report', async () => {
    const created = await upload(a.companyId, admin.headers, {
      kind: 'cash_flow',
      period_type: 'month',
      period: '2026-09',
    });
    const url = `/companies/${a.companyId}/accounting-management/files/${created.json().data.id}`;
    expect((await api('DELETE', url, a.headers)).statusCode).toBe(403);
    expect((await api('DELETE', url, admin.headers)).statusCode).toBe(204);
    expect((await api('GET', url, a.headers)).statusCode).toBe(404);
  });
});

/** A P&L workbook as an accountant makes it: a merged title, money, a percent, a formula, a date. */
async function pnlWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const pnl = workbook.addWorksheet('ОПиУ');
  pnl.mergeCells('A1:C1');
  pnl.getCell('A1').value = 'Отчёт о прибылях и убытках';
  pnl.addRow(['Статья', 'Октябрь', 'Доля']);
  pnl.addRow(['Выручка', 1_234_567.5, { formula: 'B3/B3', result: 1 }]);
  pnl.getCell('C3').numFmt = '0%';
  pnl.addRow(['Дата отчёта', new Date(Date.UTC(2026, 9, 31))]);
  // A long and wide sheet: the preview stops at 100 rows and 20 columns.
  for (let r = 5; r <= 150; r += 1) pnl.getCell(r, 25).value = r;
  const hidden = workbook.addWorksheet('Служебный');
  hidden.state = 'hidden';
  for (const name of ['ДДС', 'Баланс', 'Справочно']) {
    workbook.addWorksheet(name).getCell('A1').value = name;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the preview of an XLSX report', () => {
  let xlsxId: number;
  let pdfId: number;
  const previewOf = (companyId: number, fileId: number, headers: object) =>
    api('GET', `/companies/${companyId}/accounting-management/files/${fileId}/preview`, headers);

  beforeAll(async () => {
    const xlsx = await upload(
      a.companyId,
      admin.headers,
      { kind: 'pnl', period_type: 'month', period: '2026-10' },
      await pnlWorkbook(),
    );
    expect(xlsx.json().data.extension).toBe('xlsx');
    xlsxId = xlsx.json().data.id;
    const pdf = await upload(a.companyId, admin.headers, {
      kind: 'pnl',
      period_type: 'month',
      period: '2026-10',
    });
    pdfId = pdf.json().data.id;
  });

  it('shows the client the first visible sheets as text, capped at 100 rows and 20 columns', async () => {
    const response = await previewOf(a.companyId, xlsxId, a.headers);
    expect(response.statusCode).toBe(200);
    const { sheets, sheet_count: sheetCount } = response.json().data;
    expect(sheetCount).toBe(4);
    expect(sheets.map((sheet: { name: string }) => sheet.name)).toEqual(['ОПиУ', 'ДДС', 'Баланс']);
    const [pnl] = sheets;
    expect(pnl).toMatchObject({ row_count: 150, column_count: 25, truncated: true });
    expect(pnl.rows).toHaveLength(100);
    expect(pnl.rows[0]).toHaveLength(20);
    expect(pnl.rows[0].slice(0, 3)).toEqual(['Отчёт о прибылях и убытках', '', '']);
    expect(pnl.rows[2].slice(0, 3)).toEqual(['Выручка', '1\u00a0234\u00a0567,5', '100\u00a0%']);
    expect(pnl.rows[3].slice(0, 2)).toEqual(['Дата отчёта', '31.10.2026']);
    expect(sheets[1]).toMatchObject({
      rows: [['ДДС']],
      row_count: 1,
      column_count: 1,
      truncated: false,
    });
  });

  it('shows it to the company’s staff too', async () => {
    expect((await previewOf(a.companyId, xlsxId, admin.headers)).statusCode).toBe(200);
  });

  it('hides company A’s report from company B (404), under either company', async () => {
    expect((await previewOf(a.companyId, xlsxId, b.headers)).statusCode).toBe(404);
    expect((await previewOf(b.companyId, xlsxId, b.headers)).statusCode).toBe(404);
  });

  it('answers a PDF and an unreadable workbook with 422 in Russian', async () => {
    const pdf = await previewOf(a.companyId, pdfId, a.headers);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.file[0]).toMatch(/только отчёт XLSX/);
    const broken = await upload(
      a.companyId,
      admin.headers,
      { kind: 'balance', period_type: 'month', period: '2026-10' },
      sampleOfficeOpenXml('xlsx'),
    );
    const unreadable = await previewOf(a.companyId, broken.json().data.id, a.headers);
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().errors.file).toEqual([
      'Не удалось прочитать таблицу — скачайте файл и откройте его в Excel.',
    ]);
  });
});

describe('adjustments', () => {
  const base = () => `/companies/${a.companyId}/accounting-management/adjustments`;

  it('staff enter, replace, edit and delete a month figure', async () => {
    const first = await api('POST', base(), admin.headers, {
      month: '2026-10',
      kind: 'receivables',
      amount_kopecks: 150_000_00,
      comment: 'Сверка с покупателями',
    });
    expect(first.statusCode).toBe(201);
    const again = await api('POST', base(), admin.headers, {
      month: '2026-10',
      kind: 'receivables',
      amount_kopecks: 160_000_00,
    });
    expect(again.json().data.id).toBe(first.json().data.id);
    const list = await api('GET', `${base()}?from=2026-01&to=2026-12`, admin.headers);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        kind_name: 'Дебиторская задолженность',
        amount_kopecks: 160_000_00,
      }),
    ]);
    const id = first.json().data.id;
    const edited = await api('PUT', `${base()}/${id}`, admin.headers, {
      month: '2026-10',
      kind: 'receivables',
      amount_kopecks: 1,
    });
    expect(edited.json().data.amount_kopecks).toBe(1);
    expect((await api('DELETE', `${base()}/${id}`, admin.headers)).statusCode).toBe(204);
  });

  it('answers 422 in Russian, 403 to the client and 404 to another company', async () => {
    const bad = await api('POST', base(), admin.headers, {
      month: '2026-13',
      kind: 'payables',
      amount_kopecks: 1.5,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.month).toEqual(['Месяц в формате ГГГГ-ММ.']);
    expect((await api('GET', base(), a.headers)).statusCode).toBe(403);
    expect((await api('GET', base(), b.headers)).statusCode).toBe(404);
  });
});

describe('analytics and the dashboard', () => {
  it('answers analytics for the period (no operations yet: zero months)', async () => {
    const answer = await api(
      'GET',
      `/companies/${a.companyId}/analytics?from=2026-01-01&to=2026-03-31`,
      a.headers,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.months).toHaveLength(3);
    expect(
      (
        await api(
          'GET',
          `/companies/${a.companyId}/analytics?from=2026-01-01&to=2026-03-31`,
          b.headers,
        )
      ).statusCode,
    ).toBe(404);
    const bad = await api(
      'GET',
      `/companies/${a.companyId}/analytics?from=2026-05-01&to=2026-03-31`,
      a.headers,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.to).toEqual(['Конец периода раньше начала.']);
  });

  it('opens the graphs of the active company on a financial tariff only', async () => {
    const query = 'DateStart=2026-10-01&DateEnd=2026-10-31';
    await api(
      'POST',
      `/companies/${a.companyId}/accounting-management/adjustments`,
      admin.headers,
      {
        month: '2026-10',
        kind: 'revenue',
        amount_kopecks: 50_000_00,
      },
    );
    const ok = await api(
      'GET',
      `/companies/current/accounting-management/dashboard?${query}`,
      a.headers,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ company_id: a.companyId, months: ['2026-10'] });
    expect(ok.json().data.series.revenue).toEqual([50_000_00]);
    const refused = await api(
      'GET',
      `/companies/current/accounting-management/dashboard?${query}`,
      b.headers,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('финансовых тарифах');
    const stranger = await api(
      'GET',
      `/companies/${a.companyId}/accounting-management/dashboard?${query}`,
      b.headers,
    );
    expect(stranger.statusCode).toBe(404);
    const missing = await api(
      'GET',
      '/companies/current/accounting-management/dashboard',
      a.headers,
    );
    expect(missing.statusCode).toBe(422);
  });

  it('shows the company’s staff its graphs and analytics by id (the client card)', async () => {
    const query = 'DateStart=2026-10-01&DateEnd=2026-10-31';
    const graphs = await api(
      'GET',
      `/companies/${a.companyId}/accounting-management/dashboard?${query}`,
      admin.headers,
    );
    expect(graphs.statusCode).toBe(200);
    expect(graphs.json().data).toMatchObject({ company_id: a.companyId, months: ['2026-10'] });
    const analytics = await api(
      'GET',
      `/companies/${a.companyId}/analytics?from=2026-10-01&to=2026-10-31`,
      admin.headers,
    );
    expect(analytics.statusCode).toBe(200);
    const offTariff = await api(
      'GET',
      `/companies/${b.companyId}/accounting-management/dashboard?${query}`,
      admin.headers,
    );
    expect(offTariff.statusCode).toBe(403);
  });
});
