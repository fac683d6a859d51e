import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '../../db/schema/notifications.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { pdfText } from '../../testing/pdf-reading.ts';
import { createStaff } from '../company-tariffs/company-tariffs.fixtures.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';
import { updateUser } from '../users/users.repository.ts';
import { listLedger } from '../billing/billing.repository.ts';
import { DEMO_SELLER } from '../billing/billing-demo.seed.ts';

import { DECEMBER, post, saveSeller, sumInWords } from './acts.fixtures.ts';

const t = useTestApp();
let dir = '';

type Client = { userId: number; phone: string; companyId: number; headers: Record<string, string> };
let a: Client;
let b: Client;
let admin: { headers: Record<string, string> };
let manager: { user: { id: number }; headers: Record<string, string> };
let otherManager: { headers: Record<string, string> };

async function client(requisites: { inn?: string; kpp?: string } = {}): Promise<Client> {
  const user = await createUser(t.db);
  const company = await createCompany(t.db, user.id, requisites);
  await updateUser(t.db, user.id, { activeCompanyId: company.id });
  return {
    userId: user.id,
    phone: user.phone ?? '',
    companyId: company.id,
    headers: { ...bearer(await loginAs(t.app, user)), 'user-agent': 'Vitest/Акты' },
  };
}

const NOVEMBER_FROM = Date.parse('2026-11-01T00:00:00+03:00');
const DECEMBER_FROM = Date.parse('2026-12-01T00:00:00+03:00');

/** The ledger's signed sum of the company's entries matching `keep`. */
async function ledgerSum(companyId: number, keep: (kind: string, at: number) => boolean) {
  const rows = await listLedger(t.db, companyId);
  return rows
    .filter((row) => keep(row.kind, row.createdAt.getTime()))
    .reduce((sum, row) => sum + row.amountKopecks, 0);
}

/** The company's charges posted in November 2026 (Moscow), as positive kopecks. */
async function novemberCharges(companyId: number): Promise<number> {
  return -(await ledgerSum(
    companyId,
    (kind, at) => kind === 'charge' && at >= NOVEMBER_FROM && at < DECEMBER_FROM,
  ));
}

/** The ACT_CREATED notifications a user got, as their events. */
async function actNoticesOf(userId: number) {
  const rows = await t.db.select().from(notifications);
  return rows
    .filter((row) => row.userId === userId && row.type === 'ACT_CREATED')
    .map((row) => row.data.event);
}

/** The task of a source key as [kind, status, audience], or null. */
async function taskOf(sourceKey: string) {
  const rows = await t.db.select().from(tasks);
  const row = rows.find((task) => task.sourceKey === sourceKey);
  return row ? [row.kind, row.status, row.audience] : null;
}

/** The due date of the task of a source key ('YYYY-MM-DD'), or undefined when there is none. */
async function dueOf(sourceKey: string) {
  const rows = await t.db.select().from(tasks);
  return rows.find((task) => task.sourceKey === sourceKey)?.dueDate;
}

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const postJson = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });

async function actsOf(c: Client) {
  const response = await get(`/companies/${c.companyId}/acts`, c.headers);
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    id: number;
    number: string;
    status: string;
    total_kopecks: number;
    lines: { name: string; amount_kopecks: number }[];
  }[];
}

async function pdfOf(url: string, headers: Record<string, string>, name: string) {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, response.rawPayload);
  return pdfText(file);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'acts-'));
  t.clock.set(DECEMBER);
  const adminUser = await createStaff(t, 'admin');
  admin = adminUser;
  await saveSeller(t, adminUser.user.id);
  a = await client({ inn: '7830002293', kpp: '783001001' });
  b = await client();
  manager = await createStaff(t, 'manager');
  otherManager = await createStaff(t, 'manager');
  await addCompanyUser(t.db, {
    companyId: a.companyId,
    userId: manager.user.id,
    position: 'manager',
  });
  // October: an opening advance; November: the tariff month at 00:00 MSK on the 1st, a payment,
  // a completed order, a refund; December 1st 00:30 MSK belongs to December.
  await post(t, a.companyId, {
    kind: 'correction',
    amount: 100_000,
    at: '2026-10-10T09:00:00Z',
    reason: 'Начальный остаток',
  });
  await post(t, a.companyId, {
    kind: 'charge',
    amount: -1_250_000,
    at: '2026-10-31T21:00:00Z',
    sourceType: 'tariff_month',
  });
  await post(t, a.companyId, {
    kind: 'payment',
    amount: 2_000_000,
    at: '2026-11-03T09:00:00Z',
    reason: 'Счёт № 2026-0001',
  });
  await post(t, a.companyId, {
    kind: 'charge',
    amount: -350_000,
    at: '2026-11-20T09:00:00Z',
    reason: 'Заказ №7: Декларация 3-НДФЛ',
  });
  await post(t, a.companyId, {
    kind: 'refund',
    amount: -100_000,
    at: '2026-11-25T09:00:00Z',
    reason: 'Возврат переплаты',
  });
  await post(t, a.companyId, {
    kind: 'charge',
    amount: -1_000,
    at: '2026-11-30T21:30:00Z',
    sourceType: 'tariff_month',
  });
  await post(t, b.companyId, {
    kind: 'charge',
    amount: -500_000,
    at: '2026-11-10T09:00:00Z',
    reason: 'Заказ №9: Восстановление учёта',
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('monthly acts', () => {
  it('the sweep makes one act per company and period, its total equal to the month’s charges', async () => {
    const runs = await Promise.all([t.app.actsMonth.runMonth(), t.app.actsMonth.runMonth()]);
    expect(runs.map((run) => run.period)).toEqual(['2026-11', '2026-11']);
    expect(runs.reduce((sum, run) => sum + run.made, 0)).toBe(2);
    expect((await t.app.actsMonth.runMonth()).made).toBe(0);

    const [act, ...others] = await actsOf(a);
    expect(others).toEqual([]);
    expect(act?.number).toMatch(/^А-2026-\d{4}$/u);
    expect(act?.status).toBe('issued');
    expect(act?.total_kopecks).toBe(await novemberCharges(a.companyId));
    expect(act?.total_kopecks).toBe(1_600_000);
    expect(act?.lines.map((line) => [line.name, line.amount_kopecks])).toEqual([
      ['Бухгалтерское обслуживание по тарифу за ноябрь 2026 г.', 1_250_000],
      ['Заказ №7: Декларация 3-НДФЛ', 350_000],
    ]);
    expect((await actsOf(b)).map((row) => row.total_kopecks)).toEqual([
      await novemberCharges(b.companyId),
    ]);
    expect(await actNoticesOf(a.userId)).toEqual(['act_issued']);
    // «Подпишите акт № …» for the client, one per act.
    expect(await taskOf(`act:${act?.id}`)).toEqual(['sign_act', 'open', 'client']);
    // Issued on Tuesday 1 December: signed within 5 working days.
    expect(await dueOf(`act:${act?.id}`)).toBe('2026-12-08');
    const titles = (await t.db.select().from(tasks)).map((task) => task.title);
    expect(titles).toContain(`Подпишите акт № ${act?.number}`);
  });

  it('staff «Сформировать акт» answers the same act for a period already closed, refuses others', async () => {
    const [act] = await actsOf(a);
    const again = await postJson(`/staff/companies/${a.companyId}/acts`, admin.headers, {
      period: '2026-11',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(act?.id);

    const empty = await postJson(`/staff/companies/${a.companyId}/acts`, admin.headers, {
      period: '2026-09',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.period[0]).toContain('начислений нет');
    const current = await postJson(`/staff/companies/${a.companyId}/acts`, admin.headers, {
      period: '2026-12',
    });
    expect(current.statusCode).toBe(422);
    const byManager = await postJson(`/staff/companies/${a.companyId}/acts`, manager.headers, {
      period: '2026-11',
    });
    expect(byManager.statusCode).toBe(200);
    const byOtherManager = await postJson(
      `/staff/companies/${a.companyId}/acts`,
      otherManager.headers,
      { period: '2026-11' },
    );
    expect(byOtherManager.statusCode).toBe(404);
    const byClient = await postJson(`/staff/companies/${a.companyId}/acts`, a.headers, {
      period: '2026-10',
    });
    expect(byClient.statusCode).toBe(403);
    expect((await actsOf(a)).length).toBe(1);
  });

  it('shows «Подпишите акт» in the client’s to-do list', async () => {
    const response = await get(`/companies/${a.companyId}/todo`, a.headers);
    const [act] = await actsOf(a);
    expect(response.json().data).toContainEqual(
      expect.objectContaining({
        kind: 'act',
        title: `Подпишите акт № ${act?.number}`,
        link: `/service/acts?act=${act?.id}`,
      }),
    );
  });
});

describe('company A and company B', () => {
  it('a client never sees, signs or disputes another company’s act (404)', async () => {
    const [actB] = await actsOf(b);
    expect((await get(`/companies/${b.companyId}/acts`, a.headers)).statusCode).toBe(404);
    expect((await get(`/companies/${a.companyId}/acts/${actB?.id}`, a.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/companies/${b.companyId}/acts/${actB?.id}/pdf`, a.headers)).statusCode,
    ).toBe(404);
    const code = await postJson(`/companies/${b.companyId}/acts/${actB?.id}/sign/code`, a.headers);
    expect(code.statusCode).toBe(404);
    const signed = await postJson(`/companies/${a.companyId}/acts/${actB?.id}/sign`, a.headers, {
      code: '123456',
    });
    expect(signed.statusCode).toBe(404);
    const disputed = await postJson(
      `/companies/${b.companyId}/acts/${actB?.id}/dispute`,
      a.headers,
      { reason: 'Не наше' },
    );
    expect(disputed.statusCode).toBe(404);
    expect(
      (
        await get(
          `/companies/${b.companyId}/reconciliation?from=2026-11-01&to=2026-11-30`,
          a.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect((await actsOf(b))[0]?.status).toBe('issued');
  });
});

describe('ПЭП sign-off', () => {
  it('a wrong code is refused, the 5th wrong one burns the code, a new code signs the act', async () => {
    const [act] = await actsOf(a);
    const url = `/companies/${a.companyId}/acts/${act?.id}`;
    const sent = await postJson(`${url}/sign/code`, a.headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ channel: 'phone', resend_in: 60 });
    const message = t.outbox.at(-1);
    expect(message).toMatchObject({ to: a.phone, purpose: 'sign-act', channel: 'phone' });
    const code = t.outbox.lastCodeTo(a.phone);
    const wrong = code === '000000' ? '111111' : '000000';

    const first = await postJson(`${url}/sign`, a.headers, { code: wrong });
    expect(first.statusCode).toBe(422);
    expect(first.json().errors.code).toEqual(['Неверный код.']);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      expect((await postJson(`${url}/sign`, a.headers, { code: wrong })).statusCode).toBe(422);
    }
    const burnt = await postJson(`${url}/sign`, a.headers, { code });
    expect(burnt.statusCode).toBe(429);
    expect(burnt.json().message).toContain('Запросите новый код');
    expect((await actsOf(a))[0]?.status).toBe('issued');

    // A new code is sent after the resend interval; it signs.
    expect((await postJson(`${url}/sign/code`, a.headers)).statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await postJson(`${url}/sign/code`, a.headers)).statusCode).toBe(200);
    const signed = await postJson(`${url}/sign`, a.headers, { code: t.outbox.lastCodeTo(a.phone) });
    expect(signed.statusCode).toBe(200);
    const data = signed.json().data;
    expect(data.status).toBe('signed');
    expect(data.signature).toMatchObject({
      signer_id: a.userId,
      signer_name: 'Сидоров Пётр Алексеевич',
      channel: 'phone',
      user_agent: 'Vitest/Акты',
      ip: '127.0.0.1',
    });
    expect(data.signature.document_sha256).toMatch(/^[0-9a-f]{64}$/);

    expect((await postJson(`${url}/sign/code`, a.headers)).statusCode).toBe(409);
    expect(await taskOf(`act:${act?.id}`)).toEqual(['sign_act', 'done', 'client']);
    expect(await actNoticesOf(manager.user.id)).toEqual(['act_signed']);
    const todo = await get(`/companies/${a.companyId}/todo`, a.headers);
    expect(todo.json().data.some((item: { kind: string }) => item.kind === 'act')).toBe(false);
  });

  it('prints the act with its number, both sides’ requisites, the sum in words and the ПЭП stamp', async () => {
    const [act] = await actsOf(a);
    const text = await pdfOf(`/companies/${a.companyId}/acts/${act?.id}/pdf`, a.headers, 'act');
    expect(text).toContain(`Акт № ${act?.number} об оказании услуг от 30 ноября 2026 г.`);
    expect(text).toContain(DEMO_SELLER.name);
    expect(text).toContain(`ИНН ${DEMO_SELLER.inn}`);
    expect(text).toContain('ИНН 7830002293, КПП 783001001');
    expect(text).toMatch(/Итого:\s+16 000,00/u);
    expect(text).toMatch(/В том числе НДС 22 %:\s+2 885,25/u);
    expect(text).toContain(sumInWords(1_600_000));
    expect(text).toContain('Подписан простой электронной подписью');
    expect(text).toContain('Сидоров Пётр Алексеевич');
  });

  it('a staff user cannot sign for the client', async () => {
    const [actB] = await actsOf(b);
    const response = await postJson(
      `/companies/${b.companyId}/acts/${actB?.id}/sign/code`,
      admin.headers,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('disputes', () => {
  it('the client disputes with a reason; staff re-issue the act with a new number', async () => {
    const bManager = await createStaff(t, 'manager');
    await addCompanyUser(t.db, {
      companyId: b.companyId,
      userId: bManager.user.id,
      position: 'manager',
    });
    const [act] = await actsOf(b);
    const url = `/companies/${b.companyId}/acts/${act?.id}`;
    const empty = await postJson(`${url}/dispute`, b.headers, { reason: '' });
    expect(empty.statusCode).toBe(422);
    const disputed = await postJson(`${url}/dispute`, b.headers, {
      reason: 'Заказ №9 выполнен в декабре',
    });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json().data).toMatchObject({
      status: 'disputed',
      status_name: 'Оспорен',
      dispute: { reason: 'Заказ №9 выполнен в декабре', resolved_at: null },
    });
    expect((await postJson(`${url}/sign/code`, b.headers)).statusCode).toBe(409);
    expect(await taskOf(`act:${act?.id}`)).toEqual(['sign_act', 'done', 'client']);
    expect(await taskOf(`act-dispute:${act?.id}`)).toEqual(['act_dispute', 'open', 'staff']);
    // «Акт оспорен» reaches the company's manager, never the client who disputed it.
    expect(await actNoticesOf(bManager.user.id)).toEqual(['act_disputed']);
    expect(await actNoticesOf(b.userId)).not.toContain('act_disputed');

    const byClient = await postJson(
      `/staff/companies/${b.companyId}/acts/${act?.id}/resolve`,
      b.headers,
      { action: 'reissue' },
    );
    expect(byClient.statusCode).toBe(403);
    const list = await get('/staff/acts?status=disputed', admin.headers);
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([act?.id]);

    // Re-issued on Wednesday 2 December: signed again within 5 working days.
    t.clock.set(new Date('2026-12-02T07:00:00Z'));
    const resolved = await postJson(
      `/staff/companies/${b.companyId}/acts/${act?.id}/resolve`,
      admin.headers,
      { action: 'reissue' },
    );
    expect(resolved.statusCode).toBe(200);
    const data = resolved.json().data;
    expect(data).toMatchObject({ status: 'issued', revision: 2, total_kopecks: 500_000 });
    expect(data.number).not.toBe(act?.number);
    expect(data.dispute.resolved_at).not.toBeNull();
    expect(await taskOf(`act-dispute:${act?.id}`)).toEqual(['act_dispute', 'done', 'staff']);
    expect(await taskOf(`act:${act?.id}:r2`)).toEqual(['sign_act', 'open', 'client']);
    expect(await dueOf(`act:${act?.id}:r2`)).toBe('2026-12-09');
  });

  it('staff keep a disputed act as it is: same number and sum, a new revision to sign', async () => {
    const [act] = await actsOf(b);
    expect(act).toMatchObject({ status: 'issued' });
    const url = `/companies/${b.companyId}/acts/${act?.id}`;
    const disputed = await postJson(`${url}/dispute`, b.headers, {
      reason: 'Сумма не совпадает с договором',
    });
    expect(disputed.statusCode).toBe(200);
    expect(await taskOf(`act:${act?.id}:r2`)).toEqual(['sign_act', 'done', 'client']);
    expect(await taskOf(`act-dispute:${act?.id}:r2`)).toEqual(['act_dispute', 'open', 'staff']);

    t.clock.set(new Date('2026-12-04T07:00:00Z'));
    const kept = await postJson(
      `/staff/companies/${b.companyId}/acts/${act?.id}/resolve`,
      admin.headers,
      { action: 'keep', comment: 'Сумма по договору верна' },
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      status: 'issued',
      revision: 3,
      number: act?.number,
      total_kopecks: act?.total_kopecks,
    });
    expect(await taskOf(`act-dispute:${act?.id}:r2`)).toEqual(['act_dispute', 'done', 'staff']);
    expect(await taskOf(`act:${act?.id}:r3`)).toEqual(['sign_act', 'open', 'client']);
    const signTask = (await t.db.select().from(tasks)).find(
      (task) => task.sourceKey === `act:${act?.id}:r3`,
    );
    expect(signTask?.description).toBe('Ответ менеджера: Сумма по договору верна.');
    // Re-issued on Friday 4 December: 5 working days after it, the weekend skipped.
    expect(signTask?.dueDate).toBe('2026-12-11');
    expect((await actNoticesOf(b.userId)).filter((event) => event === 'act_issued')).toHaveLength(
      3,
    );
    t.clock.set(DECEMBER);
  });
});

describe('акт сверки', () => {
  it('opens and closes with the ledger’s balances and lists every movement', async () => {
    const response = await get(
      `/companies/${a.companyId}/reconciliation?from=2026-11-01&to=2026-11-30`,
      a.headers,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const before = await ledgerSum(a.companyId, (_kind, at) => at < NOVEMBER_FROM);
    const through = await ledgerSum(a.companyId, (_kind, at) => at < DECEMBER_FROM);
    expect(data.opening_kopecks).toBe(before);
    expect(data.closing_kopecks).toBe(through);
    expect(data.closing_kopecks).toBe(100_000 - 1_250_000 + 2_000_000 - 350_000 - 100_000);
    expect(data.rows).toHaveLength(4);
    expect(data.debit_turnover_kopecks).toBe(1_700_000);
    expect(data.credit_turnover_kopecks).toBe(2_000_000);
    expect(data.closing_text).toBe(
      `Задолженность в пользу ${data.buyer_name} 4 000,00 руб.`.replace(' 4 000', ' 4\u00a0000'),
    );

    const text = await pdfOf(
      `/companies/${a.companyId}/reconciliation.pdf?from=2026-11-01&to=2026-11-30`,
      a.headers,
      'reconciliation',
    );
    expect(text).toContain('Акт сверки взаимных расчётов');
    expect(text).toContain('за период с 01.11.2026 по 30.11.2026');
    expect(text).toMatch(/Сальдо начальное\s+1 000,00/u);
    expect(text).toMatch(/Обороты за период\s+17 000,00\s+20 000,00/u);
    expect(text).toContain('Заказ №7: Декларация 3-НДФЛ');

    const bad = await get(
      `/companies/${a.companyId}/reconciliation?from=2026-12-01&to=2026-11-01`,
      a.headers,
    );
    expect(bad.statusCode).toBe(422);
  });
});
