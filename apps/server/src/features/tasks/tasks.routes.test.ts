import { describe, expect, it } from 'vitest';

import { tasks } from '../../db/schema/tasks.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { SAMPLE_EXE, SAMPLE_PDF } from '../../testing/sample-files.ts';
import { connectTariff, onlyInvoice, recordPayment } from '../billing/billing.fixtures.ts';
import {
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';
import { listRecentNotifications } from '../notifications/notifications.repository.ts';
import {
  MAIN_ACCOUNT,
  octoberLines,
  statementBytes,
  writeStatement,
} from '../operations/operations.fixtures.ts';

import { activateTariff, clientTasks, createTask, managerOf } from './tasks.test-support.ts';

const t = useTestApp();

const taskUrl = (client: TariffClient, taskId: number, tail = '') =>
  `/api/v1/companies/${client.company.id}/tasks/${taskId}${tail}`;

describe('event tasks complete themselves', () => {
  it('«Оплатите счёт» opens with the invoice and is done when the invoice is paid in full', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const manager = await managerOf(t, client);
    await connectTariff(t, client);
    const invoice = await onlyInvoice(t, client);

    const open = await clientTasks(t, client, '?status=open');
    expect(open.data).toEqual([
      expect.objectContaining({
        kind: 'pay_invoice',
        title: `Оплатите счёт № ${invoice.number}`,
        status: 'open',
        link: '/payment',
        can_complete: false,
        assignee_name: 'Компания',
      }),
    ]);
    const taskId = open.data[0]!.id;
    const complete = await t.app.inject({
      method: 'POST',
      url: taskUrl(client, taskId, '/complete'),
      headers: client.headers,
    });
    expect(complete.statusCode).toBe(403);

    const paid = await recordPayment(t, invoice.id, manager.headers, {
      amount_kopecks: invoice.total_kopecks,
      paid_on: '2026-11-21',
      order_number: '512',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await clientTasks(t, client, '?status=open')).data).toEqual([]);
    const done = await clientTasks(t, client, '?status=done');
    expect(done.data).toEqual([
      expect.objectContaining({ id: taskId, status: 'done', status_name: 'Выполнена' }),
    ]);
  });

  it('«Загрузите выписку» opens on the first days of a month, once, and a file completes it', async () => {
    t.clock.set(new Date('2026-12-02T07:00:00Z'));
    const client = await createTariffClient(t);
    await activateTariff(t, client);
    await t.app.taskSweeps.openStatementTasks();
    await t.app.taskSweeps.openStatementTasks();
    const open = await clientTasks(t, client, '?status=open&kind=upload_statement');
    expect(open.data).toEqual([
      expect.objectContaining({
        title: 'Загрузите выписку за ноябрь 2026',
        due_date: '2026-12-10',
        status: 'open',
      }),
    ]);
    const taskId = open.data[0]!.id;

    const bad = multipartFile('file', 'statement.exe', 'application/pdf', SAMPLE_EXE);
    const refused = await t.app.inject({
      method: 'POST',
      url: taskUrl(client, taskId, '/attachments'),
      headers: { ...client.headers, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(422);

    const file = multipartFile('file', 'Выписка ноябрь.pdf', 'application/pdf', SAMPLE_PDF);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: taskUrl(client, taskId, '/attachments'),
      headers: { ...client.headers, ...file.headers },
      payload: file.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const detail = uploaded.json().data;
    expect(detail).toMatchObject({ status: 'done', attachments_count: 1 });
    expect(detail.attachments[0]).toMatchObject({
      name: 'Выписка ноябрь.pdf',
      mime: 'application/pdf',
    });

    const download = await t.app.inject({
      url: detail.attachments[0].url,
      headers: client.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });
  it('«Загрузите выписку» is done when a statement covering the month is imported', async () => {
    t.clock.set(new Date('2026-12-02T07:00:00Z'));
    const client = await createTariffClient(t);
    await activateTariff(t, client);
    await t.app.taskSweeps.openStatementTasks();
    const importing = async (from: string, to: string) => {
      const lines = octoberLines().map((line) => ({
        ...line,
        date: `${from.slice(0, 7)}-${line.date.slice(8, 10) > '28' ? '28' : line.date.slice(8, 10)}`,
      }));
      const bytes = statementBytes(
        writeStatement({
          accounts: [{ account: MAIN_ACCOUNT, openingKopecks: 0 }],
          from,
          to,
          lines,
        }),
      );
      const body = multipartFile('file', 'kl_to_1c.txt', 'text/plain', bytes);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/v1/companies/${client.company.id}/operations/imports`,
        headers: { ...client.headers, ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      await t.jobs.drain();
    };
    const statementTasks = async (status: string) =>
      (await clientTasks(t, client, `?status=${status}&kind=upload_statement`)).data;

    // Half of November is not November's statement.
    await importing('2026-11-01', '2026-11-15');
    expect(await statementTasks('open')).toHaveLength(1);
    await importing('2026-11-01', '2026-12-01');
    expect(await statementTasks('open')).toEqual([]);
    expect(await statementTasks('done')).toEqual([
      expect.objectContaining({ title: 'Загрузите выписку за ноябрь 2026', status: 'done' }),
    ]);
  });
});

describe('manual tasks', () => {
  it('staff give a task with a checklist; the client ticks, comments and marks it done', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const manager = await managerOf(t, client);
    const created = await createTask(t, manager.headers, {
      company_id: client.company.id,
      title: 'Пришлите договор аренды',
      description: 'Скан подписанного договора',
      due_date: '2026-11-25',
      assignee_user_id: client.user.id,
      checklist: ['Найти договор', 'Отсканировать'],
    });
    expect(created).toMatchObject({
      kind: 'manual',
      assignee: { id: client.user.id },
      checklist_total: 2,
      created_by: { id: manager.user.id, is_staff: true },
    });

    const mine = await clientTasks(t, client, '?mine=1');
    expect(mine.data.map((task) => task.id)).toEqual([created.id]);
    const count = await t.app.inject({
      url: `/api/v1/companies/${client.company.id}/tasks/count`,
      headers: client.headers,
    });
    expect(count.json().data).toEqual({ open: 1, overdue: 0 });

    const itemId = created.checklist[0]!.id;
    const ticked = await t.app.inject({
      method: 'PATCH',
      url: taskUrl(client, created.id, `/checklist/${itemId}`),
      headers: client.headers,
      payload: { done: true },
    });
    expect(ticked.json().data).toMatchObject({ checklist_done: 1 });

    const commented = await t.app.inject({
      method: 'POST',
      url: taskUrl(client, created.id, '/comments'),
      headers: client.headers,
      payload: { text: 'Договор нашли, пришлём завтра' },
    });
    expect(commented.statusCode).toBe(201);
    expect(commented.json().data.comments).toEqual([
      expect.objectContaining({
        text: 'Договор нашли, пришлём завтра',
        author: expect.objectContaining({ id: client.user.id, is_staff: false }),
      }),
    ]);

    t.clock.set(new Date('2026-11-27T09:00:00Z'));
    const late = await clientTasks(t, client);
    expect(late.data[0]).toMatchObject({ overdue: true, overdue_days: 2 });

    const done = await t.app.inject({
      method: 'POST',
      url: taskUrl(client, created.id, '/complete'),
      headers: client.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'done',
      completed_by: { id: client.user.id },
      overdue: false,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: taskUrl(client, created.id, '/complete'),
      headers: client.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses an assignee from another company (422) and an empty title (422)', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const stranger = await createTariffClient(t);
    const manager = await managerOf(t, client);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/tasks',
      headers: manager.headers,
      payload: {
        company_id: client.company.id,
        title: 'Задача',
        assignee_user_id: stranger.user.id,
      },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.assignee_user_id).toBeDefined();
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/tasks',
      headers: manager.headers,
      payload: { company_id: client.company.id, title: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.title).toEqual(['Укажите название задачи.']);
  });

  it('staff list across their companies (mine, overdue, by company) and change the status', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const other = await createTariffClient(t);
    const manager = await managerOf(t, client);
    const admin = await createStaff(t, 'admin');
    const own = await createTask(t, manager.headers, {
      company_id: client.company.id,
      title: 'Сверить остатки',
      audience: 'staff',
      assignee_user_id: manager.user.id,
      due_date: '2026-11-20',
    });
    const foreign = await createTask(t, admin.headers, {
      company_id: other.company.id,
      title: 'Чужая задача',
    });

    const list = async (headers: Record<string, string>, query: string) => {
      const response = await t.app.inject({ url: `/api/v1/staff/tasks${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { id: number }[]).map((task) => task.id);
    };
    expect(await list(manager.headers, '?mine=1')).toEqual([own.id]);
    expect(await list(manager.headers, '?overdue=1')).toEqual([own.id]);
    expect(await list(manager.headers, '')).not.toContain(foreign.id);
    expect(await list(admin.headers, `?company_id=${other.company.id}`)).toEqual([foreign.id]);

    const count = await t.app.inject({
      url: '/api/v1/staff/tasks/count',
      headers: manager.headers,
    });
    expect(count.json().data).toEqual({ open: 1, overdue: 1 });

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/tasks/${own.id}/status`,
      headers: manager.headers,
      payload: { status: 'in_progress' },
    });
    expect(moved.json().data).toMatchObject({ status: 'in_progress', status_name: 'В работе' });
    const hidden = await t.app.inject({
      url: `/api/v1/staff/tasks/${foreign.id}`,
      headers: manager.headers,
    });
    expect(hidden.statusCode).toBe(404);
    // A staff task is not on the client's list.
    expect((await clientTasks(t, client)).data.map((task) => task.id)).not.toContain(own.id);
  });
});

describe('staff edit a task (PATCH /staff/tasks/{id})', () => {
  /** The TASK_UPDATED events the user heard of the task, oldest first. */
  async function noticesOf(userId: number, taskId: number) {
    const rows = await listRecentNotifications(t.db, userId);
    return rows
      .filter((row) => row.type === 'TASK_UPDATED')
      .filter((row) => (row.data as { task_id: number }).task_id === taskId)
      .reverse()
      .map((row) => (row.data as { event: string }).event);
  }
  const row = async (taskId: number) =>
    (await t.db.select().from(tasks)).find((task) => task.id === taskId)!;

  it('a new due date starts the reminders over; a new assignee hears «assigned»', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const colleague = await createUser(t.db);
    await addCompanyUser(t.db, {
      companyId: client.company.id,
      userId: colleague.id,
      position: 'employee',
    });
    const manager = await managerOf(t, client);
    const task = await createTask(t, manager.headers, {
      company_id: client.company.id,
      title: 'Пришлите авансовый отчёт',
      due_date: '2026-11-25',
      assignee_user_id: client.user.id,
    });
    // Other tests' tasks share the database: count this task's notices, not the sweep's.
    t.clock.set(new Date('2026-11-24T09:00:00Z'));
    await t.app.taskSweeps.runSweep();
    expect(await noticesOf(client.user.id, task.id)).toEqual(['assigned', 'due_soon']);
    expect(await row(task.id)).toMatchObject({ remindersSent: 1 });
    expect((await row(task.id)).lastRemindedAt).not.toBeNull();

    // Signed in again: the clock has moved on past the first token.
    const patch = async (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/staff/tasks/${task.id}`,
        headers: bearer(await loginAs(t.app, manager.user)),
        payload,
      });

    const moved = await patch({ due_date: '2026-12-10' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ due_date: '2026-12-10', overdue: false });
    expect(await row(task.id)).toMatchObject({ remindersSent: 0, lastRemindedAt: null });
    // Moving the date is not news for the assignee: no notice beyond the first two.
    expect(await noticesOf(client.user.id, task.id)).toEqual(['assigned', 'due_soon']);
    // The next «due soon» is a day before the new date.
    t.clock.set(new Date('2026-12-09T09:00:00Z'));
    await t.app.taskSweeps.runSweep();
    expect(await noticesOf(client.user.id, task.id)).toEqual(['assigned', 'due_soon', 'due_soon']);

    const given = await patch({ assignee_user_id: colleague.id });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data).toMatchObject({ assignee: { id: colleague.id } });
    expect(await noticesOf(colleague.id, task.id)).toEqual(['assigned']);

    const outsider = await createTariffClient(t);
    const refused = await patch({ assignee_user_id: outsider.user.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.assignee_user_id).toBeDefined();
    expect(await row(task.id)).toMatchObject({ assigneeId: colleague.id });
  });

  it('staff add a checklist item to a task', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const manager = await managerOf(t, client);
    const task = await createTask(t, manager.headers, {
      company_id: client.company.id,
      title: 'Соберите документы на сотрудника',
    });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/tasks/${task.id}/checklist`,
      headers: manager.headers,
      payload: { text: 'Копия паспорта' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      checklist_total: 1,
      checklist: [expect.objectContaining({ text: 'Копия паспорта', done: false })],
    });
  });
});

describe('access', () => {
  it('company A’s user gets 404 for company B’s task: see, comment, complete, attach, download', async () => {
    t.clock.set(NOW);
    const a = await createTariffClient(t);
    const b = await createTariffClient(t);
    const admin = await createStaff(t, 'admin');
    const task = await createTask(t, admin.headers, {
      company_id: b.company.id,
      title: 'Задача Б',
    });
    const file = multipartFile('file', 'a.pdf', 'application/pdf', SAMPLE_PDF);
    const attempts = [
      { method: 'GET' as const, url: `/api/v1/companies/${b.company.id}/tasks/${task.id}` },
      { method: 'GET' as const, url: `/api/v1/companies/${b.company.id}/tasks` },
      { method: 'GET' as const, url: `/api/v1/companies/${a.company.id}/tasks/${task.id}` },
      {
        method: 'POST' as const,
        url: `/api/v1/companies/${a.company.id}/tasks/${task.id}/comments`,
        payload: { text: 'Чужое' },
      },
      {
        method: 'POST' as const,
        url: `/api/v1/companies/${b.company.id}/tasks/${task.id}/complete`,
      },
      {
        method: 'POST' as const,
        url: `/api/v1/companies/${a.company.id}/tasks/${task.id}/complete`,
      },
      {
        method: 'POST' as const,
        url: `/api/v1/companies/${b.company.id}/tasks/${task.id}/attachments`,
        payload: file.payload,
        headers: file.headers,
      },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({
        method: attempt.method,
        url: attempt.url,
        headers: { ...a.headers, ...(attempt.headers ?? {}) },
        ...(attempt.payload ? { payload: attempt.payload } : {}),
      });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    const detail = await t.app.inject({
      url: `/api/v1/staff/tasks/${task.id}`,
      headers: admin.headers,
    });
    expect(detail.json().data).toMatchObject({ status: 'open', comments: [] });
  });

  it('a client cannot use the staff routes (403)', async () => {
    const client = await createTariffClient(t);
    for (const [method, url] of [
      ['GET', '/api/v1/staff/tasks'],
      ['GET', '/api/v1/staff/tasks/count'],
      ['POST', '/api/v1/staff/tasks'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: client.headers,
        ...(method === 'POST'
          ? { payload: { company_id: client.company.id, title: 'Сам себе' } }
          : {}),
      });
      expect(response.statusCode, url).toBe(403);
    }
  });
});
