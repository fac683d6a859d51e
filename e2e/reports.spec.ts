import { request as playwright } from '@playwright/test';

import { DEMO_CLIENT, DEMO_PASSWORD, expect, test } from './support/fixtures';
import { newSignedInPage } from './support/people';
import { storedToken } from './support/ui';

// Issue 15 «Must show»: a report's status change notifies the client (the open page follows at
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
