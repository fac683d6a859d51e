import { randomUUID } from 'node:crypto';

import { request as playwright } from '@playwright/test';

import { DEMO_CLIENT, DEMO_PASSWORD, expect, test } from './support/fixtures';
import { newSignedInPage, registerClient, validInn } from './support/people';
import { storedToken } from './support/ui';

// A report's status change notifies the client (the open page follows at
// once, the notification is stored), and a deadline that falls on a day off moves to the next
// working day in the tax calendar.

const MANAGER = 'manager@kabinet.demo';
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('the manager moves a report and the client is told; a day-off deadline moves on', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const client = await newSignedInPage(browser, baseURL ?? '', DEMO_CLIENT.email, DEMO_PASSWORD);
  const clientToken = await storedToken(client);
  const api = await playwright.newContext({ baseURL: baseURL ?? '' });
  const asClient = { Authorization: `Bearer ${clientToken}` };
  const me = await (await api.get('/api/user-full/current', { headers: asClient })).json();
  const companyId: number = (me.data ?? me).active_company.id;

  const login = await api.post('/api/v1/login', {
    data: { login: MANAGER, password: DEMO_PASSWORD },
  });
  const asManager = { Authorization: `Bearer ${(await login.json()).plainTextToken}` };
  const created = await api.post(`/api/v1/staff/companies/${companyId}/reports`, {
    headers: asManager,
    data: { kind: 'rsv', year: 2025, quarter: 2 },
  });
  expect(created.status()).toBe(201);
  const report: { id: number } = (await created.json()).data;
  // A report goes to the client's signature with its file.
  const uploaded = await api.post(
    `/api/v1/staff/companies/${companyId}/reports/${report.id}/files/report`,
    {
      headers: asManager,
      multipart: {
        file: { name: 'rsv-2025-q2.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF },
      },
    },
  );
  expect(uploaded.status()).toBe(200);

  await client.goto('/company-reports');
  await expect(client.getByRole('heading', { level: 1 })).toBeVisible();
  // No demo report waits for a signature: «На подписании» can only come from this move.
  await expect(client.getByText('Готовится').first()).toBeVisible();
  await expect(client.getByText('На подписании')).toHaveCount(0);

  await test.step('the move reaches the open page and the client’s notifications', async () => {
    const moved = await api.post(
      `/api/v1/staff/companies/${companyId}/reports/${report.id}/status`,
      {
        headers: asManager,
        data: { status: 'signing', comment: 'Проверьте и подпишите' },
      },
    );
    expect(moved.status()).toBe(200);
    await expect(client.getByText('На подписании').first()).toBeVisible();
    await expect
      .poll(async () => {
        const answer = await api.get('/api/v1/notifications', { headers: asClient });
        const list: { data: { report_id?: number } }[] = (await answer.json()).data;
        return list.some((notification) => notification.data.report_id === report.id);
      })
      .toBe(true);
  });

  await test.step('a deadline on a day off moves to the next working day', async () => {
    // 28 February 2026 is a Saturday: the ЕНП due that day is paid on Monday 2 March (НК РФ
    // ст. 6.1 п. 7); the calendar says where it moved from.
    const calendar = await api.get(`/api/v1/companies/${companyId}/tax-calendar?year=2026`, {
      headers: asClient,
    });
    expect(calendar.status()).toBe(200);
    const items: { date: string; moved_from: string | null }[] = (await calendar.json()).data.items;
    const moved = items.filter((item) => item.moved_from === '2026-02-28');
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((item) => item.date === '2026-03-02')).toBe(true);

    await client.getByRole('tab', { name: 'Налоговый календарь' }).click();
    await expect(
      client.getByText(/перенесено с \d+ \S+ \((выходной|праздник)/i).first(),
    ).toBeVisible();
  });
  await api.dispose();
  await client.context().close();
});

test('a deadline on a public holiday moves to the next working day (an ИП’s fixed contributions)', async ({
  request,
}) => {
  // An ИП pays its fixed contributions for 2026 by 31 December 2026, a day off by the
  // government's transfer from 3 January; the next working day is Monday 11 January 2027, after
  // the New Year holidays (НК РФ ст. 6.1 п. 7).
  const tag = randomUUID().slice(0, 6);
  const token = await registerClient(request, `e2e.ip.${tag}@example.ru`, 'Ирина');
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/v1/companies', {
    headers,
    data: { inn: validInn(12), name: `ИП Проверкина ${tag}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { data: { id: number } }).data.id;
  // The calendar follows the company's tariff answers: an ИП on УСН 6 %.
  const draft = await request.post('/api/company-tariffs/draft', {
    headers,
    data: { company_id: companyId, values: { legal_form: 'ip', tax_system: 'usn6' } },
  });
  expect(draft.status(), await draft.text()).toBe(200);

  const calendar = await request.get(`/api/v1/companies/${companyId}/tax-calendar?year=2026`, {
    headers,
  });
  expect(calendar.status()).toBe(200);
  const items: { date: string; moved_from: string | null; moved_reason: string | null }[] = (
    await calendar.json()
  ).data.items;
  expect(items.find((item) => item.moved_from === '2026-12-31')).toMatchObject({
    date: '2027-01-11',
    moved_reason: 'transfer',
  });
});
