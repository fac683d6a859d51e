import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';
import { createTariffClient, NOW } from '../company-tariffs/company-tariffs.fixtures.ts';
import { saveNotificationPreferences } from '../notifications/notifications-preferences.repository.ts';
import { listRecentNotifications } from '../notifications/notifications.repository.ts';

import { createTask, managerOf } from './tasks.test-support.ts';

const t = useTestApp();

/** The task notices the user got, oldest first: [event, text]. */
async function taskNotices(userId: number) {
  const rows = await listRecentNotifications(t.db, userId);
  return rows
    .filter((row) => row.type === 'TASK_UPDATED')
    .reverse()
    .map((row) => {
      const data = row.data as { event: string; text: string; task_id: number };
      return { event: data.event, text: data.text, taskId: data.task_id };
    });
}

/** Moves the clock to 12:00 Moscow of `date` and runs the sweep; the reminders it sent. */
async function sweepOn(date: string) {
  t.clock.set(new Date(`${date}T09:00:00Z`));
  return (await t.app.taskSweeps.runSweep()).reminders;
}

describe('task reminders', () => {
  it('a day before, the day after the due date, every 3 days, at most 5; none with «Задачи» off', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const colleague = await createUser(t.db);
    await addCompanyUser(t.db, {
      companyId: client.company.id,
      userId: colleague.id,
      position: 'employee',
    });
    await saveNotificationPreferences(
      t.db,
      colleague.id,
      { TASK_UPDATED: { in_app: false, push: false, email: false, telegram: false } },
      NOW,
    );
    const manager = await managerOf(t, client);
    const task = await createTask(t, manager.headers, {
      company_id: client.company.id,
      title: 'Пришлите авансовый отчёт',
      due_date: '2026-11-25',
    });
    expect((await taskNotices(client.user.id)).map((n) => n.event)).toEqual(['assigned']);

    expect(await sweepOn('2026-11-23')).toBe(0);
    expect(await sweepOn('2026-11-24')).toBe(1);
    expect(await sweepOn('2026-11-24')).toBe(0);
    expect(await sweepOn('2026-11-25')).toBe(0);
    expect(await sweepOn('2026-11-26')).toBe(1);
    expect(await sweepOn('2026-11-28')).toBe(0);
    expect(await sweepOn('2026-11-29')).toBe(1);
    expect(await sweepOn('2026-12-02')).toBe(1);
    expect(await sweepOn('2026-12-05')).toBe(1);
    expect(await sweepOn('2026-12-08')).toBe(0);
    expect(await sweepOn('2026-12-20')).toBe(0);

    const notices = await taskNotices(client.user.id);
    expect(notices.map((n) => n.event)).toEqual([
      'assigned',
      'due_soon',
      'overdue',
      'overdue',
      'overdue',
      'overdue',
    ]);
    expect(notices.every((n) => n.taskId === task.id)).toBe(true);
    expect(notices[1]?.text).toBe(
      `${client.company.name}: Пришлите авансовый отчёт, срок 25.11.2026`,
    );
    expect(notices[3]?.text).toBe(
      `${client.company.name}: Пришлите авансовый отчёт — просрочено на 4 дн.`,
    );
    // The colleague turned every channel of «Задачи» off: nothing at all.
    expect(await taskNotices(colleague.id)).toEqual([]);
  });

  it('sends nothing about a finished task', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const manager = await managerOf(t, client);
    const task = await createTask(t, manager.headers, {
      company_id: client.company.id,
      title: 'Подписать доверенность',
      due_date: '2026-11-22',
    });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${client.company.id}/tasks/${task.id}/complete`,
      headers: client.headers,
    });
    expect(done.statusCode).toBe(200);
    // The manager who set the task hears it is done.
    expect((await taskNotices(manager.user.id)).map((n) => n.event)).toEqual(['done']);
    await sweepOn('2026-11-21');
    await sweepOn('2026-11-23');
    expect((await taskNotices(client.user.id)).map((n) => n.event)).toEqual(['assigned']);
  });
});
