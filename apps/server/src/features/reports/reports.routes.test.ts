import { beforeAll, describe, expect, it } from 'vitest';

import { jobs } from '../../db/schema/jobs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { SAMPLE_HTML, SAMPLE_PDF } from '../../testing/sample-files.ts';
import { createStaff, type TariffClient } from '../company-tariffs/company-tariffs.fixtures.ts';
import { EMAIL_QUEUE } from '../notifications/notifications-email.service.ts';

import { api, makeReport, reportsCompany, type Headers } from './reports.test-support.ts';

const t = useTestApp();
const { get, post, upload } = api(t);

let a: TariffClient;
let b: TariffClient;
let managerA: { user: { id: number }; headers: Headers };
let managerB: { headers: Headers };
let admin: { headers: Headers };

/** The REPORT_CREATED notifications a user got, as [event, text]. */
async function reportNoticesOf(userId: number) {
  const rows = (await t.db.select().from(notifications)).filter((row) => row.userId === userId);
  return rows
    .filter((row) => row.type === 'REPORT_CREATED')
    .map((row) => [row.data.event, row.data.text] as [string, string]);
}

beforeAll(async () => {
  t.clock.set(new Date('2026-10-01T09:00:00Z'));
  const first = await reportsCompany(t);
  const second = await reportsCompany(t, { legal_form: 'ip', tax_system: 'usn15' });
  a = first.client;
  b = second.client;
  managerA = first.manager;
  managerB = second.manager;
  admin = await createStaff(t, 'admin');
});

describe('company reports', () => {
  it('a manager makes a report due on the calendar’s day; the client sees it, hears of it, and gets a letter', async () => {
    const made = await makeReport(t, a, managerA.headers);
    expect(made.statusCode).toBe(201);
    const report = made.json().data;
    expect(report).toMatchObject({
      kind_name: '6-НДФЛ',
      period_name: '3 квартал 2026',
      // 25 October 2026 is a Sunday: НК РФ ст. 6.1 п. 7 moves the deadline to Monday.
      deadline: '2026-10-26',
      status: 'preparing',
      status_name: 'Готовится',
      file: null,
    });
    expect(report.history).toHaveLength(1);

    const list = await get(`/companies/${a.company.id}/reports`, a.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((item: { id: number }) => item.id)).toContain(report.id);
    expect(await reportNoticesOf(a.user.id)).toContainEqual([
      'report_created',
      `${a.company.name}: 6-НДФЛ за 3 квартал 2026 — Готовится`,
    ]);
    const emails = (await t.db.select().from(jobs)).filter((job) => job.queue === EMAIL_QUEUE);
    expect(emails.length).toBeGreaterThan(0);
  });

  it('walks the sign-off: file, signing, the e-mailed code, sent, accepted — each move in the history and told to the client', async () => {
    const report = (
      await makeReport(t, a, managerA.headers, { kind: 'rsv', year: 2026, quarter: 3 })
    ).json().data;
    const base = `/companies/${a.company.id}/reports/${report.id}`;
    const staffBase = `/staff${base}`;

    const early = await post(`${staffBase}/status`, managerA.headers, { status: 'signing' });
    expect(early.statusCode).toBe(409);
    expect(
      (await upload(`${staffBase}/files/report`, managerA.headers, 'РСВ 9 месяцев.pdf', SAMPLE_PDF))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(`${staffBase}/status`, managerA.headers, { status: 'signing' })).statusCode,
    ).toBe(200);

    // Sending before the client signed is refused; staff cannot sign for the client.
    expect(
      (await post(`${staffBase}/status`, managerA.headers, { status: 'sent' })).statusCode,
    ).toBe(409);
    expect((await post(`${base}/sign/code`, managerA.headers)).statusCode).toBe(403);

    const code = await post(`${base}/sign/code`, a.headers);
    expect(code.statusCode).toBe(200);
    expect(code.json().data.channel).toBe('email');
    const wrong = await post(`${base}/sign`, a.headers, {
      code: '000000' === t.outbox.lastCodeTo(a.user.email ?? '') ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    const signed = await post(`${base}/sign`, a.headers, {
      code: t.outbox.lastCodeTo(a.user.email ?? ''),
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.signed_at).not.toBeNull();
    expect(signed.json().data.signer_name).toContain('Сидоров');

    expect(
      (await post(`${staffBase}/status`, managerA.headers, { status: 'sent' })).statusCode,
    ).toBe(200);
    const receipt = await upload(
      `${staffBase}/files/receipt`,
      managerA.headers,
      'Квитанция.pdf',
      SAMPLE_PDF,
    );
    expect(receipt.statusCode).toBe(200);
    const accepted = await post(`${staffBase}/status`, managerA.headers, {
      status: 'accepted',
      comment: 'Квитанция о приёме',
    });
    expect(accepted.statusCode).toBe(200);
    const done = accepted.json().data;
    expect(done.status_name).toBe('Принят');
    expect(done.history.map((entry: { to_status: string }) => entry.to_status)).toEqual([
      'preparing',
      'signing',
      'signing',
      'sent',
      'accepted',
    ]);

    const file = await get(`${base}/files/report`, a.headers);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('РСВ 9 месяцев.pdf'));
    expect((await get(`${base}/files/receipt`, a.headers)).statusCode).toBe(200);

    const told = (await reportNoticesOf(a.user.id)).filter(([event]) => event === 'report_status');
    expect(told.map(([, text]) => text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('— На подписании'),
        expect.stringContaining('— Отправлен'),
        expect.stringContaining('— Принят'),
      ]),
    );
    expect(await reportNoticesOf(managerA.user.id)).toContainEqual([
      'report_signed',
      expect.stringContaining('РСВ'),
    ]);
    // The file of a sent report stays as sent.
    expect(
      (await upload(`${staffBase}/files/report`, managerA.headers, 'new.pdf', SAMPLE_PDF))
        .statusCode,
    ).toBe(409);
  });

  it('answers 422 in Russian on the field for a period, a move or a file that does not fit', async () => {
    const noMonth = await makeReport(t, a, managerA.headers, { kind: 'personified', year: 2026 });
    expect(noMonth.statusCode).toBe(422);
    expect(noMonth.json().errors.month[0]).toMatch(/месяц/);
    // An ИП on УСН has no 6-НДФЛ in its calendar: the deadline must be given.
    const noDeadline = await makeReport(t, b, managerB.headers, {
      kind: 'ndfl_6',
      year: 2026,
      quarter: 3,
    });
    expect(noDeadline.statusCode).toBe(422);
    expect(noDeadline.json().errors.deadline[0]).toBe('Укажите срок сдачи.');
    const given = await makeReport(t, b, managerB.headers, {
      kind: 'ndfl_6',
      year: 2026,
      quarter: 3,
      deadline: '2026-10-26',
    });
    expect(given.statusCode).toBe(201);

    const report = (await makeReport(t, a, managerA.headers)).json().data;
    const staffBase = `/staff/companies/${a.company.id}/reports/${report.id}`;
    const jump = await post(`${staffBase}/status`, managerA.headers, { status: 'accepted' });
    expect(jump.statusCode).toBe(422);
    expect(jump.json().errors.status[0]).toBe('Из статуса «Готовится» нельзя перейти в «Принят».');
    const html = await upload(
      `${staffBase}/files/report`,
      managerA.headers,
      'report.pdf',
      SAMPLE_HTML,
    );
    expect(html.statusCode).toBe(422);
    const bare = await post(`${staffBase}/status`, managerA.headers, { status: 'sent' });
    expect(bare.statusCode).toBe(200);
    const rejected = await post(`${staffBase}/status`, managerA.headers, { status: 'rejected' });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json().errors.comment[0]).toBe('Напишите, что не так.');
  });

  it('keeps company A’s reports from company B’s users and staff', async () => {
    const report = (await makeReport(t, a, managerA.headers)).json().data;
    const base = `/companies/${a.company.id}/reports`;
    expect((await get(base, b.headers)).statusCode).toBe(404);
    expect((await get(`${base}/${report.id}`, b.headers)).statusCode).toBe(404);
    expect((await get(`${base}/${report.id}/files/report`, b.headers)).statusCode).toBe(404);
    expect((await post(`${base}/${report.id}/sign/code`, b.headers)).statusCode).toBe(404);
    // B's id with A's report: not found either.
    expect(
      (await get(`/companies/${b.company.id}/reports/${report.id}`, b.headers)).statusCode,
    ).toBe(404);
    expect((await makeReport(t, a, managerB.headers)).statusCode).toBe(404);
    expect((await makeReport(t, a, a.headers)).statusCode).toBe(403);
    expect(
      (await post(`/staff${base}/${report.id}/status`, managerB.headers, { status: 'sent' }))
        .statusCode,
    ).toBe(404);
  });

  it('lists the staff’s reports across their companies by status and deadline; admin sees all', async () => {
    const mine = await get(
      '/staff/reports?status=preparing&deadline_from=2026-10-01&deadline_to=2026-10-31',
      managerA.headers,
    );
    expect(mine.statusCode).toBe(200);
    const companies = new Set(
      mine.json().data.map((item: { company_id: number }) => item.company_id),
    );
    expect([...companies]).toEqual([a.company.id]);
    for (const item of mine.json().data) expect(item.status).toBe('preparing');
    const all = await get('/staff/reports', admin.headers);
    const allCompanies = new Set(
      all.json().data.map((item: { company_id: number }) => item.company_id),
    );
    expect(allCompanies.has(b.company.id)).toBe(true);
    expect((await get('/staff/reports', a.headers)).statusCode).toBe(403);
    expect((await get('/staff/reports?status=lost', managerA.headers)).statusCode).toBe(422);
  });
});
